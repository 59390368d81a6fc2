// bench/api: every list of the product under load on the real binary, each against stock PocketBase's list of the
// same records in the same run (bench/list-cases.mjs): 100 000 orders, 10 000 clients, 200 000 messages (10 000 on
// one thread), launches for every approved order; 32 connections, 10 s a side. One JSON line per case: the ratio
// of throughputs (product / stock) and each side's req/s, p50, p97.5 (ms, exact from every response), errors and
// non-2xx; the binary's memory after each case; its peak RSS at the end.
// Usage: node bench/api.mjs [--orders 100000] [--clients 10000] [--messages 200000] [--duration 10]
//        [--connections 32] [--only name,...]
import { arg, emit } from "./lib.mjs"
import { listCases, measurePair, startListWorld } from "./list-cases.mjs"

const orders = Number(arg("orders", 100000))
const clients = Number(arg("clients", Math.round(orders / 10)))
const messages = Number(arg("messages", 200000))
const duration = Number(arg("duration", 10))
const connections = Number(arg("connections", 32))
const only = arg("only", "")?.split(",").filter(Boolean) ?? []

const world = await startListWorld({ orders, clients, messages })
emit({ bench: "seed", orders, clients, messages, seconds: +world.seedSeconds.toFixed(1) })
try {
  for (const c of listCases(world).filter((c) => only.length === 0 || only.includes(c.name))) {
    emit({ bench: "api", ...(await measurePair(world, c, { connections, duration })) })
  }
  emit({ bench: "api_peak_rss", mib: world.rss().peak_rss_mib })
} finally {
  await world.stop()
}
