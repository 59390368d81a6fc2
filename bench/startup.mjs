// bench/startup: binary size, start-to-healthy (cold: fresh data dir with migrations; warm: existing data),
// idle RSS, and the bytes the app shell transfers with and without compression. One JSON line per figure.
// Usage: node bench/startup.mjs [--runs 7]
import { readFileSync, rmSync, statSync } from "node:fs"
import { request } from "node:http"
import { binary, emit, freePort, median, startBinary, tempDataDir } from "./lib.mjs"

const runs = Number(process.argv[process.argv.indexOf("--runs") + 1]) || 7

emit({
  bench: "binary_size",
  bytes: statSync(binary).size,
  mib: +(statSync(binary).size / 2 ** 20).toFixed(1),
})

async function measureStarts() {
  const cold = []
  const warm = []
  const rss = []
  for (let i = 0; i < runs; i++) {
    const dataDir = tempDataDir()
    const port = await freePort()
    let run = await startBinary({ dataDir, port })
    cold.push(run.ms)
    await run.stop()
    run = await startBinary({ dataDir, port })
    warm.push(run.ms)
    await new Promise((r) => setTimeout(r, 2000)) // idle: let start-up garbage be collected
    const status = readFileSync(`/proc/${run.child.pid}/status`, "utf8")
    rss.push(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
    await run.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  emit({
    bench: "start_to_healthy_cold",
    runs,
    median_ms: +median(cold).toFixed(1),
    max_ms: +Math.max(...cold).toFixed(1),
  })
  emit({
    bench: "start_to_healthy_warm",
    runs,
    median_ms: +median(warm).toFixed(1),
    max_ms: +Math.max(...warm).toFixed(1),
  })
  emit({
    bench: "idle_rss",
    runs,
    median_mib: +median(rss).toFixed(1),
    max_mib: +Math.max(...rss).toFixed(1),
  })
}

/** rawGet fetches a path and returns the body length as sent on the wire (no decoding). */
function rawGet(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} },
      (res) => {
        const chunks = []
        res.on("data", (c) => chunks.push(c))
        res.on("end", () =>
          resolve({
            status: res.statusCode,
            encoding: res.headers["content-encoding"] ?? "identity",
            body: Buffer.concat(chunks),
          }),
        )
      },
    )
    req.on("error", reject)
    req.end()
  })
}

/** The document plus every script, module preload and stylesheet it references. */
async function shellBytes(base, path, encoding) {
  const doc = await rawGet(base + path, "")
  const html = doc.body.toString("utf8")
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1])
  let total = 0
  const files = {}
  for (const p of [path, ...new Set(assets)]) {
    const res = await rawGet(base + p, encoding)
    total += res.body.length
    files[p] = { bytes: res.body.length, encoding: res.encoding }
  }
  return { total, files }
}

async function measureShell() {
  const dataDir = tempDataDir()
  const run = await startBinary({ dataDir, port: await freePort() })
  try {
    for (const path of ["/", "/auth"]) {
      const identity = await shellBytes(run.url, path, "")
      const gzip = await shellBytes(run.url, path, "gzip")
      const br = await shellBytes(run.url, path, "br, gzip")
      emit({
        bench: "app_shell_transfer",
        path,
        files: Object.keys(identity.files).length,
        identity_bytes: identity.total,
        gzip_bytes: gzip.total,
        br_bytes: br.total,
        br_ratio: +(br.total / identity.total).toFixed(3),
      })
    }
  } finally {
    await run.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await measureStarts()
await measureShell()
