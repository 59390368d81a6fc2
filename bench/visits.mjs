// What the server's visit counting (internal/visits) costs, and that it writes in batches:
// (a) p50 of serving `/` with counting on (VISITS=on) against a second server with it off (VISITS=off): sequential
//     GETs with gzip and a browser's user agent, alternating the two, after a warm-up. Budget: within 1 ms.
// (b) --rate requests a second at `/` for --seconds on the counting server (VISITS_FLUSH_SECONDS=--flush), from
//     many addresses (X-Real-IP, trusted for the bench), counting the write transactions SQLite commits to data.db
//     meanwhile: the commit frames appended to its write-ahead log (data.db-wal). Budget: far fewer than requests.
// Prints one JSON line per part.
//   node bench/visits.mjs [--requests 2000] [--rate 1000] [--seconds 5] [--flush 2]
import { Agent, request } from "node:http"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { arg, emit, freePort, median, percentile, startBinary, tempDataDir } from "./lib.mjs"

const requests = Number(arg("requests", "2000"))
const rate = Number(arg("rate", "1000"))
const seconds = Number(arg("seconds", "5"))
const flush = arg("flush", "2")
const ua =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1"

/** get fetches url with gzip through agent and resolves with the time to the last byte, in ms. */
function get(url, agent, headers = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const h = { "Accept-Encoding": "gzip", "User-Agent": ua, ...headers }
    request(url, { headers: h, agent }, (res) => {
      res.on("data", () => undefined)
      res.on("end", () => resolve(performance.now() - started))
      res.on("error", reject)
    })
      .on("error", reject)
      .end()
  })
}

/**
 * walCommits counts the commit frames of data.db's write-ahead log in its current generation (frames whose salts
 * match the header's; a commit frame records the database size after it). A checkpoint that restarts the log
 * changes the salts: salts is returned so a caller can tell.
 */
function walCommits(dataDir) {
  let wal
  try {
    wal = readFileSync(join(dataDir, "data.db-wal"))
  } catch {
    return { commits: 0, salts: "" }
  }
  if (wal.length < 32) return { commits: 0, salts: "" }
  const pageSize = wal.readUInt32BE(8)
  const salts = wal.subarray(16, 24).toString("hex")
  let commits = 0
  for (let at = 32; at + 24 + pageSize <= wal.length; at += 24 + pageSize) {
    if (wal.subarray(at + 8, at + 16).toString("hex") !== salts) break
    if (wal.readUInt32BE(at + 4) !== 0) commits++
  }
  return { commits, salts }
}

const env = { VISITS_FLUSH_SECONDS: flush, TRUSTED_PROXY_HEADERS: "X-Real-IP" }
const on = await startBinary({
  dataDir: tempDataDir(),
  port: await freePort(),
  env: { ...env, VISITS: "on" },
})
const off = await startBinary({
  dataDir: tempDataDir(),
  port: await freePort(),
  env: { ...env, VISITS: "off" },
})
const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 })
try {
  // (a) latency, on against off
  const path = "/?utm_source=instagram&utm_campaign=drop"
  const urls = { on: on.url + path, off: off.url + path }
  for (let i = 0; i < 200; i++) for (const url of Object.values(urls)) await get(url, keepAlive)
  const times = { on: [], off: [] }
  for (let i = 0; i < requests; i++) {
    for (const [name, url] of Object.entries(urls)) times[name].push(await get(url, keepAlive))
  }
  emit({
    bench: "visits-latency",
    requests,
    p50_on_ms: percentile(times.on, 50),
    p50_off_ms: percentile(times.off, 50),
    p95_on_ms: percentile(times.on, 95),
    p95_off_ms: percentile(times.off, 95),
    p50_difference_ms: percentile(times.on, 50) - percentile(times.off, 50),
    budget_ms: 1,
  })

  // (b) a steady rate at `/` on the counting server, writes counted in the log
  await new Promise((r) => setTimeout(r, Number(flush) * 1000 + 500)) // the latency part's counts written first
  const dataDir = on.child.spawnargs.find((a) => a.startsWith("--dir=")).slice(6)
  const before = walCommits(dataDir)
  const pool = new Agent({ keepAlive: true, maxSockets: 64 })
  const total = rate * seconds
  const started = performance.now()
  const pending = []
  const latencies = []
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate
    const wait = due - performance.now()
    if (wait > 1) await new Promise((r) => setTimeout(r, wait))
    const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`
    pending.push(get(on.url + path, pool, { "X-Real-IP": ip }).then((ms) => latencies.push(ms)))
  }
  await Promise.all(pending)
  const elapsed = (performance.now() - started) / 1000
  await new Promise((r) => setTimeout(r, Number(flush) * 1000 + 500)) // the last counts flushed
  const after = walCommits(dataDir)
  pool.destroy()
  emit({
    bench: "visits-writes",
    requests: total,
    seconds: Number(elapsed.toFixed(2)),
    achieved_rps: Math.round(total / elapsed),
    flush_seconds: Number(flush),
    db_commits: after.salts === before.salts ? after.commits - before.commits : null, // null: the log restarted
    commits_per_request: after.salts === before.salts ? (after.commits - before.commits) / total : null,
    p50_ms: median(latencies),
    p99_ms: percentile(latencies, 99),
  })
} finally {
  keepAlive.destroy()
  await on.stop()
  await off.stop()
}
