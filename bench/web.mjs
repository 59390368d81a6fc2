// Lighthouse 12 against the real binary, with Debian's Chromium: mobile and desktop, on / and /auth.
// Prints one JSON line per run, then one line of medians per page and form factor.
//   node bench/web.mjs [--runs 3] [--pages /,/auth] [--forms mobile,desktop]
// Budgets (docs: DESIGN.md): performance >= 0.98, accessibility 1, SEO 1, best practices >= 0.96,
// LCP <= 1800 ms (mobile), CLS <= 0.02, first-load JS on / <= 90 KB gzip.
import { mkdirSync, writeFileSync } from "node:fs"
import { loadavg } from "node:os"
import { join } from "node:path"
import { parseArgs } from "node:util"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import desktopConfig from "lighthouse/core/config/desktop-config.js"
import { emit, freePort, median, startBinary, tempDataDir } from "./lib.mjs"
import { gzipBytes } from "./web-gzip.mjs"

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    pages: { type: "string", default: "/,/auth" },
    forms: { type: "string", default: "mobile,desktop" },
    save: { type: "string" }, // a folder to keep each run's full Lighthouse JSON report in
  },
})
const runs = Number(values.runs)
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]
const categories = ["performance", "accessibility", "best-practices", "seo"]

/** One Lighthouse run in a fresh Chromium (fresh profile: chrome-launcher makes a new user-data-dir). */
async function audit(url, form) {
  const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags })
  try {
    const flags = { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories }
    const result = await lighthouse(url, flags, form === "desktop" ? desktopConfig : undefined)
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    return result.lhr
  } finally {
    await chrome.kill()
  }
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

const port = await freePort()
const server = await startBinary({ dataDir: tempDataDir(), port })
const results = []
try {
  for (let i = 0; i < runs; i += 1) {
    for (const page of values.pages.split(",")) {
      for (const form of values.forms.split(",")) {
        // A trace Chrome failed to record (e.g. NO_NAVSTART on a cold start) is reported and run again.
        let lhr = await audit(`${server.url}${page}`, form)
        for (let retry = 0; lhr.runtimeError && retry < 2; retry += 1) {
          emit({ run: i + 1, bench: "web", page, form, error: lhr.runtimeError.code, retrying: true })
          lhr = await audit(`${server.url}${page}`, form)
        }
        if (values.save) {
          mkdirSync(values.save, { recursive: true })
          const name = `${page.replace(/\W+/g, "_") || "root"}-${form}-${i + 1}.json`
          writeFileSync(join(values.save, name), JSON.stringify(lhr))
        }
        const line = summarise(lhr, page, form)
        // The budget is in gzip bytes: fetch each script the page loaded with Accept-Encoding: gzip.
        line.jsGzipBytes = await gzipBytes(line.scriptUrls)
        delete line.scriptUrls
        results.push(line)
        emit({ run: i + 1, ...line })
      }
    }
  }
} finally {
  await server.stop()
}

for (const page of values.pages.split(",")) {
  for (const form of values.forms.split(",")) {
    const rows = results.filter((r) => r.page === page && r.form === form && r.performance !== null)
    const med = (key) => median(rows.map((r) => r[key]).filter(Number.isFinite))
    emit({
      bench: "web",
      summary: "median",
      page,
      form,
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
}
