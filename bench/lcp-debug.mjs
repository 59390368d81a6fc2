// Why Lighthouse's simulated LCP is what it is: one Lighthouse 12 mobile run of a page (as bench/web.mjs
// runs it, signed in where the page needs it, cold or warm cache), then every node of the two simulated
// LCP graphs (Lantern's optimistic and pessimistic), in order of their simulated end. The LCP estimate is
// the mean of the two graphs' last ends; the nodes near the end are the ones to shorten.
//   node bench/lcp-debug.mjs [--page /portal] [--cache warm] [--form mobile]
import { parseArgs } from "node:util"
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js"
import { emit, freePort, startBinary, tempDataDir } from "./lib.mjs"
import { audienceOf, audit, prepareSessions, seedDataDir } from "./web-session.mjs"

const { values } = parseArgs({
  options: {
    page: { type: "string", default: "/portal" },
    cache: { type: "string", default: "warm" },
    form: { type: "string", default: "mobile" },
  },
})

const describe = (node) => {
  if (node.type === "network") return `${node.request.resourceType} ${new URL(node.request.url).pathname}`
  const names = new Set(
    node.childEvents
      .filter((e) => e.dur > 1000)
      .map((e) => (e.args?.data?.url ? `${e.name}(${e.args.data.url.split("/").pop()})` : e.name)),
  )
  return `cpu ${[...names].slice(0, 6).join(" ")}`
}

const port = await freePort()
const dataDir = tempDataDir()
seedDataDir(dataDir)
const server = await startBinary({ dataDir, port })
try {
  const sessions = await prepareSessions(server.url)
  const session = sessions[audienceOf(values.page)] ?? null
  const url = `${server.url}${values.page}`
  const result = await audit(url, {
    form: values.form,
    session,
    cache: values.cache,
    categories: ["performance"],
  })
  const metrics = result.lhr.audits.metrics.details.items[0]
  emit({
    bench: "lcp-debug",
    page: values.page,
    lcpMs: Math.round(metrics.largestContentfulPaint),
    observedLcpMs: metrics.observedLargestContentfulPaint,
  })
  for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
    if (!/LargestContentfulPaint/i.test(label)) continue
    const rows = [...timings.entries()].sort((a, b) => a[1].endTime - b[1].endTime)
    console.log(`\n# ${label}: ${rows.length} nodes, ends at ${Math.round(rows.at(-1)[1].endTime)} ms`)
    for (const [node, t] of rows)
      console.log(
        `${String(Math.round(t.startTime)).padStart(6)} ${String(Math.round(t.endTime)).padStart(6)}  ${describe(node)}`,
      )
  }
} finally {
  await server.stop()
}
