// bench/guard: the team's check before resolving anything that touches hooks, schema, rules or routes
// (docs/testing.md). Every product list against stock PocketBase's list of the same records (bench/list-cases.mjs),
// at 10 000 orders, 1 000 clients in brands of 1 to 20 people (one of them with 1 000 of the orders, in a brand of 20)
// and 20 000 messages, 32 connections, a few seconds a side: about 2 minutes.
// Prints one JSON line per case and a summary; exits 1 when a case's ratio is under its floor or the product's
// side had errors. Floors are ratios measured in the same run, so a busy machine slows both sides alike.
// Usage: node bench/guard.mjs [--orders 10000] [--messages 20000] [--duration 3] [--connections 32] [--only a,b]
//        [--brand-size 20]
import { arg, emit } from "./lib.mjs"
import { listCases, measurePair, startListWorld } from "./list-cases.mjs"

const orders = Number(arg("orders", 10000))
const messages = Number(arg("messages", 20000))
const duration = Number(arg("duration", 3))
const connections = Number(arg("connections", 32))
const only = arg("only", "")?.split(",").filter(Boolean) ?? []
const brandSize = Number(arg("brand-size", 20))

const started = performance.now()
const world = await startListWorld({ orders, clientOrders: Math.round(orders / 10), messages, brandSize })
const failed = []
try {
  for (const c of listCases(world).filter((c) => only.length === 0 || only.includes(c.name))) {
    const line = await measurePair(world, c, { connections, duration })
    const ratio = line.ratio ?? line.ratio_at_least ?? null
    const ok = ratio !== null && ratio >= c.floor && line.product.errors + line.product.non2xx === 0
    if (!ok) failed.push(`${c.name} ${ratio}× (floor ${c.floor}×)`)
    emit({ bench: "guard", ok, ...line })
  }
} finally {
  await world.stop()
}
const seconds = +((performance.now() - started) / 1000).toFixed(1)
emit({ bench: "guard_summary", ok: failed.length === 0, failed, seconds })
if (failed.length > 0) {
  console.error(`bench:guard FAILED: ${failed.join("; ")}`)
  process.exit(1)
}
