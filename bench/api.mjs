// bench/api: every list of the product under load on the real binary, each against stock PocketBase's list of the
// same records in the same run (bench/list-cases.mjs): 100 000 orders, 10 000 clients (one of them with 10 000 of the
// orders), 200 000 messages (10 000 on one thread), launches for every approved order; 32 connections, 10 s a side.
// One JSON line per case: the ratio of throughputs (product / stock) and each side's req/s, p50, p97.5 (ms, exact
// from every response), errors and non-2xx; the binary's memory after each case; its peak RSS at the end. With
// --runs N (3 for the figures quoted in closing notes) every case is measured N times in a row and a line per case
// gives the medians.
// Usage: node bench/api.mjs [--orders 100000] [--clients 10000] [--client-orders 10000] [--messages 200000]
//        [--duration 10] [--connections 32] [--runs 1] [--only name,...] [--brand-size 1]
// --brand-size N: the generated clients share brands of 1 to N people (demo seed --brand-size), each brand's orders
// read by all of them.
import { arg, emit, median } from "./lib.mjs"
import { listCases, measurePair, startListWorld } from "./list-cases.mjs"

const orders = Number(arg("orders", 100000))
const clients = Number(arg("clients", Math.round(orders / 10)))
const clientOrders = Number(arg("client-orders", Math.round(orders / 10)))
const messages = Number(arg("messages", 200000))
const duration = Number(arg("duration", 10))
const connections = Number(arg("connections", 32))
const only = arg("only", "")?.split(",").filter(Boolean) ?? []
const runs = Number(arg("runs", 1))
const brandSize = Number(arg("brand-size", 1))

const world = await startListWorld({ orders, clients, clientOrders, messages, brandSize })
emit({ bench: "seed", orders, clients, clientOrders, messages, seconds: +world.seedSeconds.toFixed(1) })
try {
  const cases = listCases(world).filter((c) => only.length === 0 || only.includes(c.name))
  const lines = new Map(cases.map((c) => [c.name, []]))
  // case by case, its runs in a row: the last cases leave stock PocketBase busy for a while (list-cases.mjs)
  for (const c of cases) {
    for (let run = 1; run <= runs; run++) {
      const line = await measurePair(world, c, { connections, duration })
      lines.get(c.name).push(line)
      emit({ bench: "api", run, ...line })
    }
  }
  if (runs > 1) {
    for (const [name, measured] of lines) {
      const med = (pick) =>
        +median(measured.map(pick).filter((v) => v !== null && v !== undefined)).toFixed(2)
      emit({
        bench: "api_median",
        case: name,
        runs,
        ratio: med((l) => l.ratio ?? l.ratio_at_least),
        product_req_s: med((l) => l.product.req_s),
        product_p97_5_ms: med((l) => l.product.p97_5_ms),
        stock_req_s: med((l) => l.stock.req_s),
        stock_p97_5_ms: med((l) => l.stock.p97_5_ms),
      })
    }
  }
  emit({ bench: "api_peak_rss", mib: world.rss().peak_rss_mib })
} finally {
  await world.stop()
}
