// Lighthouse 12 against the real binary, with Debian's Chromium: mobile and desktop, on /, /auth and, signed
// in, /portal (a client with orders) and /admin (an admin). Prints one JSON line per run, then one line of
// medians per page and form factor, with the page's first-load JavaScript (gzip bytes of every script).
//   node bench/web.mjs [--runs 3] [--pages /,/auth,/portal,/admin] [--forms mobile,desktop]
//                      [--caches cold,warm] [--save DIR [--trace]]
// A warm audit opens the page once first, in the same browser, and keeps its cache (a returning client).
// Budgets (docs/performance.md#budgets): / and /auth performance >= 0.98, LCP <= 1800 ms on / and <= 1200 ms
// on /auth (mobile), first-load JS <= 90 KB gzip; signed-in /portal and /admin performance >= 0.95,
// LCP <= 2000 ms, TBT <= 150 ms, and with a warm cache LCP <= 1000 ms.
import { mkdirSync, writeFileSync } from "node:fs"
import { loadavg } from "node:os"
import { join } from "node:path"
import { parseArgs } from "node:util"
import { emit, freePort, median, startBinary, tempDataDir } from "./lib.mjs"
import { gzipBytes } from "./web-gzip.mjs"
import { audienceOf, audit, prepareSessions, seedDataDir } from "./web-session.mjs"

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    pages: { type: "string", default: "/,/auth,/portal,/admin" },
    forms: { type: "string", default: "mobile,desktop" },
    caches: { type: "string", default: "cold" },
    save: { type: "string" }, // a folder to keep each run's full Lighthouse JSON report in
    trace: { type: "boolean", default: false }, // with --save: keep each run's Chromium trace too
  },
})
const runs = Number(values.runs)
const categories = ["performance", "accessibility", "best-practices", "seo"]
let lastTrace = null // the last audit's trace, kept for --save with --trace

/** One audit (web-session.mjs): its report, and with --trace its trace kept for --save. */
async function auditPage(url, form, session, cache) {
  const result = await audit(url, { form, session, cache, categories })
  lastTrace = values.trace && values.save ? result.artifacts.Trace : null
  return result.lhr
}

function summarise(lhr, page, form) {
  const score = (id) => lhr.categories[id]?.score ?? null
  const num = (id) => lhr.audits[id]?.numericValue ?? Number.NaN // NaN (printed as null) when not measured
  const requests = lhr.audits["network-requests"]?.details?.items ?? []
  const scripts = requests.filter((r) => r.resourceType === "Script")
  const failing = Object.values(lhr.categories)
    .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
    .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative")
    .map((a) => `${a.id}:${a.score}`)
  return {
    bench: "web",
    page,
    form,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: Math.round(num("first-contentful-paint")),
    lcpMs: Math.round(num("largest-contentful-paint")),
    tbtMs: Math.round(num("total-blocking-time")),
    cls: Number(num("cumulative-layout-shift").toFixed(4)),
    speedIndexMs: Math.round(num("speed-index")),
    requests: requests.length,
    jsRequests: scripts.length,
    jsTransferBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    scriptUrls: scripts.map((r) => r.url),
    lcpElement:
      lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    failing,
    load1m: Number(loadavg()[0].toFixed(2)),
  }
}

const cases = values.pages
  .split(",")
  .flatMap((page) =>
    values.forms
      .split(",")
      .flatMap((form) => values.caches.split(",").map((cache) => ({ page, form, cache }))),
  )

const port = await freePort()
const dataDir = tempDataDir()
seedDataDir(dataDir)
const server = await startBinary({ dataDir, port })
const results = []
try {
  const sessions = await prepareSessions(server.url)
  for (let i = 0; i < runs; i += 1) {
    for (const { page, form, cache } of cases) {
      // A trace Chrome failed to record (e.g. NO_NAVSTART on a cold start) is reported and run again.
      const session = sessions[audienceOf(page)]
      let lhr = await auditPage(`${server.url}${page}`, form, session, cache)
      for (let retry = 0; lhr.runtimeError && retry < 2; retry += 1) {
        emit({ run: i + 1, bench: "web", page, form, cache, error: lhr.runtimeError.code, retrying: true })
        lhr = await auditPage(`${server.url}${page}`, form, session, cache)
      }
      if (values.save) {
        mkdirSync(values.save, { recursive: true })
        const name = `${page.replace(/\W+/g, "_") || "root"}-${form}-${cache}-${i + 1}.json`
        writeFileSync(join(values.save, name), JSON.stringify(lhr))
        if (lastTrace)
          writeFileSync(join(values.save, name.replace(/\.json$/, ".trace.json")), JSON.stringify(lastTrace))
      }
      const line = { ...summarise(lhr, page, form), cache }
      // The budget is in gzip bytes: fetch each script the page loaded with Accept-Encoding: gzip.
      line.jsGzipBytes = await gzipBytes(line.scriptUrls)
      line.scripts = line.scriptUrls.map((u) => new URL(u).pathname.replace("/assets/", ""))
      delete line.scriptUrls
      if (new URL(lhr.finalDisplayedUrl).pathname !== page)
        line.landedOn = new URL(lhr.finalDisplayedUrl).pathname
      results.push(line)
      emit({ run: i + 1, ...line })
    }
  }
} finally {
  await server.stop()
}

for (const { page, form, cache } of cases) {
  const rows = results.filter(
    (r) => r.page === page && r.form === form && r.cache === cache && r.performance !== null,
  )
  const med = (key) => median(rows.map((r) => r[key]).filter(Number.isFinite))
  emit({
    bench: "web",
    summary: "median",
    page,
    form,
    cache,
    runs: rows.length,
    performance: med("performance"),
    accessibility: med("accessibility"),
    bestPractices: med("bestPractices"),
    seo: med("seo"),
    fcpMs: med("fcpMs"),
    lcpMs: med("lcpMs"),
    tbtMs: med("tbtMs"),
    cls: med("cls"),
    jsGzipKB: Number((med("jsGzipBytes") / 1024).toFixed(1)),
    load1m: med("load1m"),
  })
}
