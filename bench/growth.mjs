// bench/growth: how list latency grows with the data. Runs bench/api.mjs's list cases at 1 000, 10 000 and
// 100 000 orders (clients = orders / 10) and prints one JSON line per size and case, then a compact table.
// Usage: node bench/growth.mjs [--duration 5] [--sizes 1000,10000,100000]
import { execFileSync } from "node:child_process"
import { fileURLToPath } from "node:url"
import { arg } from "./lib.mjs"

const duration = arg("duration", "5")
const sizes = arg("sizes", "1000,10000,100000").split(",").map(Number)
const cases = [
  "admin_orders_pages_uncached",
  "admin_orders_search_uncached",
  "admin_orders_default",
  "admin_orders_status",
  "admin_orders_search_brand",
  "admin_orders_client",
  "admin_orders_deep_page",
  "client_own_orders",
  "admin_users_page_stats",
  "admin_dashboard_stats",
]
const script = fileURLToPath(new URL("./api.mjs", import.meta.url))

const table = {}
for (const orders of sizes) {
  const out = execFileSync(
    process.execPath,
    [
      script,
      "--orders",
      String(orders),
      "--clients",
      String(Math.max(10, orders / 10)),
      "--duration",
      duration,
      "--only",
      cases.join(","),
    ],
    { encoding: "utf8", env: process.env, maxBuffer: 16 << 20 },
  )
  for (const line of out.trim().split("\n")) {
    const row = JSON.parse(line)
    if (row.bench !== "api") continue
    console.log(
      JSON.stringify({
        bench: "growth",
        orders,
        case: row.case,
        req_s: row.req_s,
        p50_ms: row.p50_ms,
        p95_ms: row.p95_ms,
      }),
    )
    ;(table[row.case] ??= {})[orders] = row.p95_ms
  }
}
console.log(`\ncase | ${sizes.map((s) => `p95 ms @ ${s}`).join(" | ")}`)
for (const [name, bySize] of Object.entries(table))
  console.log(`${name} | ${sizes.map((s) => bySize[s]).join(" | ")}`)
