// bench/replica: what replication (REPLICA_S3_*, Litestream to a local VersityGW) costs and how far behind it runs.
// The same write load (clients creating orders, --concurrency at once, --seconds long) runs twice on fresh data dirs:
// without replication, then with it. Prints the write throughput of each and the cost in %, and, with replication,
// the lag that a superuser's /api/health reports (seconds since Litestream last confirmed the bucket holds the newest
// commit: what a dead VPS would lose at that moment), sampled every 100 ms during the load: median, p95, max.
// Each run also prints the latency of one write (median, p99, max, and how many took over a second: a stall);
// --backup-at S makes a backup S seconds into each run and prints how long it took (the stall of issue 31).
// The two alternate --rounds times (a shared machine drifts); the cost compares the medians.
// Needs `make build` and `make tools`.
// Usage: node bench/replica.mjs [--seconds 15] [--concurrency 8] [--rounds 3] [--backup-at 5]
import { execFileSync, spawn } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import {
  arg,
  binary,
  emit,
  freePort,
  median,
  percentile,
  repoRoot,
  startBinary,
  tempDataDir,
} from "./lib.mjs"

const seconds = Number(arg("seconds", 15)) || 15
const concurrency = Number(arg("concurrency", 8)) || 8
const rounds = Number(arg("rounds", 3)) || 3
const backupAt = Number(arg("backup-at", 0)) // > 0: a backup (POST /api/backups) that many seconds into each run
const tools = join(repoRoot, ".tools", "bin")

/** VersityGW's posix backend in a temp dir; a bucket is a directory of it. */
async function startS3() {
  const root = mkdtempSync(join(tmpdir(), "launchdesk-bench-s3-"))
  mkdirSync(join(root, "replica"))
  const port = await freePort()
  const child = spawn(
    join(tools, "versitygw"),
    ["--access", "bench", "--secret", "bench-secret", "--port", `127.0.0.1:${port}`, "posix", root],
    { stdio: "ignore" },
  )
  const endpoint = `http://127.0.0.1:${port}`
  for (let i = 0; i < 200; i++) {
    try {
      await fetch(endpoint)
      break
    } catch {
      await new Promise((r) => setTimeout(r, 50))
    }
  }
  const env = {
    REPLICA_S3_BUCKET: "replica",
    REPLICA_S3_ENDPOINT: endpoint,
    REPLICA_S3_ACCESS_KEY: "bench",
    REPLICA_S3_SECRET: "bench-secret",
    REPLICA_S3_FORCE_PATH_STYLE: "true",
    LITESTREAM_BIN: join(tools, "litestream"),
  }
  return { env, stop: () => (child.kill("SIGTERM"), rmSync(root, { recursive: true, force: true })) }
}

async function post(url, path, body, token) {
  const res = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  return res.json()
}

/** One run: fresh data dir, a superuser and `concurrency` clients writing orders for `seconds`. */
async function run(label, env) {
  const dataDir = tempDataDir()
  const port = await freePort()
  const server = await startBinary({ dataDir, port, env })
  execFileSync(binary, ["superuser", "upsert", "root@bench.local", "bench-pass-123", `--dir=${dataDir}`], {
    env: { ...process.env, ...env },
  })
  const su = await post(server.url, "/api/collections/_superusers/auth-with-password", {
    identity: "root@bench.local",
    password: "bench-pass-123",
  })
  const clients = []
  for (let i = 0; i < concurrency; i++) {
    const email = `client${i}@bench.local`
    const user = await post(server.url, "/api/collections/users/records", {
      email,
      password: "client-pass-1",
      passwordConfirm: "client-pass-1",
      name: `Client ${i}`,
    })
    const auth = await post(server.url, "/api/collections/users/auth-with-password", {
      identity: email,
      password: "client-pass-1",
    })
    clients.push({ id: user.id, token: auth.token })
  }
  const lags = []
  const latencies = []
  let writes = 0
  let running = true
  const deadline = performance.now() + seconds * 1000
  const writer = async (c) => {
    while (performance.now() < deadline) {
      const started = performance.now()
      await post(
        server.url,
        "/api/collections/orders/records",
        { title: `Order ${writes}`, company_name: "Bench Co.", description: "A store.", client: c.id },
        c.token,
      )
      latencies.push(performance.now() - started)
      writes++
    }
  }
  const sampler = async () => {
    while (running) {
      const res = await fetch(`${server.url}/api/health`, { headers: { authorization: su.token } })
      const lag = (await res.json()).data?.replication?.lagSeconds
      if (typeof lag === "number") lags.push(lag)
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  const sampling = sampler()
  let backupMs
  const backingUp = backupAt
    ? new Promise((r) => setTimeout(r, backupAt * 1000)).then(async () => {
        const started = performance.now()
        const res = await fetch(`${server.url}/api/backups`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: su.token },
          body: JSON.stringify({ name: "bench.zip" }),
        })
        if (!res.ok) throw new Error(`backup: ${res.status} ${await res.text()}`)
        backupMs = Math.round(performance.now() - started)
      })
    : null
  await Promise.all([...clients.map(writer), backingUp])
  running = false
  await sampling
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
  const perSecond = writes / seconds
  emit({
    bench: "replica",
    run: label,
    concurrency,
    seconds,
    writes,
    writesPerSecond: Math.round(perSecond * 10) / 10,
    writeMedianMs: Math.round(median(latencies)),
    writeP99Ms: Math.round(percentile(latencies, 99)),
    writeMaxMs: Math.round(Math.max(...latencies)),
    writesOver1s: latencies.filter((ms) => ms > 1000).length,
    ...(backupAt ? { backupMs } : {}),
  })
  if (lags.length) {
    const round = (s) => Math.round(s * 1000) / 1000
    emit({
      bench: "replica",
      run: label,
      lagSamples: lags.length,
      lagMedianS: round(median(lags)),
      lagP95S: round(percentile(lags, 95)),
      lagMaxS: round(Math.max(...lags)),
    })
  }
  return perSecond
}

const s3 = await startS3()
try {
  const plain = []
  const replicated = []
  for (let i = 0; i < rounds; i++) {
    plain.push(await run("without replication", {}))
    replicated.push(await run("with replication", s3.env))
  }
  const [a, b] = [median(plain), median(replicated)]
  emit({
    bench: "replica",
    medianWritesPerSecond: { without: a, with: b },
    throughputCostPercent: Math.round(((a - b) / a) * 1000) / 10,
  })
} finally {
  s3.stop()
}
