// `/` served with its facts from launches (internal/site/landing_page.go) against the same page served as a
// static file (/landing.html, the prerendered template the facts are written into): sequential GETs with gzip,
// alternating the two, after a warm-up. Prints one JSON line per URL with p50/p95 in ms, then the difference.
// Budget (issue 30): `/` within 1 ms of the static file at p50. That no request reads the database once the page is
// cached is a test, not a timing: TestLandingPageReadsTheFactsOncePerChange (internal/site).
//   node bench/landing-facts.mjs [--requests 2000]
import { request } from "node:http"
import { arg, emit, freePort, percentile, startBinary, tempDataDir } from "./lib.mjs"

const requests = Number(arg("requests", "2000"))

/** get fetches url with gzip and resolves with the time to the last byte, in ms. */
function get(url) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    request(url, { headers: { "Accept-Encoding": "gzip" }, agent: keepAlive }, (res) => {
      res.on("data", () => undefined)
      res.on("end", () => resolve(performance.now() - started))
      res.on("error", reject)
    })
      .on("error", reject)
      .end()
  })
}

const { Agent } = await import("node:http")
const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 })
const server = await startBinary({ dataDir: tempDataDir(), port: await freePort() })
try {
  const urls = { facts: `${server.url}/`, static: `${server.url}/landing.html` }
  for (let i = 0; i < 200; i++) for (const url of Object.values(urls)) await get(url)
  const times = { facts: [], static: [] }
  for (let i = 0; i < requests; i++) {
    for (const [name, url] of Object.entries(urls)) times[name].push(await get(url))
  }
  const p50 = {}
  for (const [name, values] of Object.entries(times)) {
    p50[name] = percentile(values, 50)
    emit({
      bench: "landing-facts",
      url: urls[name],
      requests,
      p50_ms: p50[name],
      p95_ms: percentile(values, 95),
    })
  }
  emit({ bench: "landing-facts", p50_difference_ms: p50.facts - p50.static, budget_ms: 1 })
} finally {
  keepAlive.destroy()
  await server.stop()
}
