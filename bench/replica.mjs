// bench/replica: what replication (REPLICA_S3_*, Litestream to a local VersityGW) costs the studio's writes, and how
// far behind it runs. Two servers on fresh data dirs, one without replication and one with it, take the same mixed
// write load (bench/mixed-load.mjs: --clients clients submitting orders that the studio approves and marks paid,
// intake answers, messages with files) in turns of --seconds, --rounds times each (a shared machine drifts; turns
// keep both sides under the same drift). Prints each side's acknowledged writes per second, the latency of a write
// (median, p99, max), the longest time no write was acknowledged, refused writes and the `database is locked`
// errors the server logged; then the ratios with/without, overall, each round's and each kind's. With replication
// it also prints the lag that a superuser's /api/health reports (seconds since Litestream last confirmed the bucket
// holds the newest commit: what a dead VPS would lose at that moment), sampled every 100 ms: median, p95, max.
// --backup-at S makes a backup S seconds into each turn with replication and prints how long it took (issue 31).
// Needs `make build` and `make tools`.
// --order-pace and --studio-pace (ms) pace the writers as the integration test does, for a steady load below
// capacity where only a stall makes writes late.
// --messages text sends the messages without a file (with replication the files go to the bucket), none sends none.
// Usage: node bench/replica.mjs [--seconds 10] [--rounds 3] [--clients 4] [--backup-at 5]
//        [--order-pace 200 --studio-pace 1000] [--messages file|text|none]
import { execFileSync, spawn } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import PocketBase from "pocketbase"
import { SMTPServer } from "smtp-server"
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
import { runMixedLoad, summarize } from "./mixed-load.mjs"

const seconds = Number(arg("seconds", 10)) || 10
const rounds = Number(arg("rounds", 3)) || 3
const clientCount = Number(arg("clients", 4)) || 4
const backupAt = Number(arg("backup-at", 0)) // > 0: a backup (POST /api/backups) that many seconds into each turn
// > 0: a steady load instead of the server's capacity (tests/integration/replica-load.test.ts: 200 and 1000)
const pace = { orderMs: Number(arg("order-pace", 0)), studioMs: Number(arg("studio-pace", 0)) }
const messages = arg("messages", "file") // "text": messages without a file; "none": no messages
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

/** An SMTP server that accepts and drops every message (the load's e-mails go somewhere, as in production). */
async function startSmtpSink() {
  const port = await freePort()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData: (stream, _session, done) => (stream.resume(), stream.on("end", () => done())),
  })
  await new Promise((r) => server.listen(port, "127.0.0.1", r))
  const env = { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(port), SMTP_TLS: "false" }
  return { env, stop: () => new Promise((r) => server.close(r)) }
}

const sdk = (url) => {
  const pb = new PocketBase(url)
  pb.autoCancellation(false)
  return pb
}

/** One side: a server on a fresh data dir with a superuser, the studio's admin and the clients, signed in. */
async function startSide(label, env) {
  const dataDir = tempDataDir()
  const server = await startBinary({ dataDir, port: await freePort(), env })
  const stop = async () => {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    const cli = (args) =>
      execFileSync(binary, [...args, `--dir=${dataDir}`], { env: { ...process.env, ...env } })
    cli(["superuser", "upsert", "root@bench.local", "bench-pass-123"])
    cli(["admin", "create", "studio@bench.local", "studio-pass-123", "--name", "Studio"])
    const su = sdk(server.url)
    await su.collection("_superusers").authWithPassword("root@bench.local", "bench-pass-123")
    const studio = sdk(server.url)
    await studio.collection("users").authWithPassword("studio@bench.local", "studio-pass-123")
    const clients = []
    for (let i = 0; i < clientCount; i++) {
      const pb = sdk(server.url)
      const email = `client${i}@bench.local`
      const password = "client-pass-1"
      await pb.collection("users").create({ email, password, passwordConfirm: password, name: `Client ${i}` })
      const auth = await pb.collection("users").authWithPassword(email, password)
      clients.push({ id: auth.record.id, pb })
    }
    return { label, server, su, studio, clients, runs: [], lags: [], backups: [], stop }
  } catch (err) {
    await stop()
    throw err
  }
}

/** turn runs one turn of the load on side; with replication it samples the lag and may make a backup. */
async function turn(side, replicated) {
  let running = true
  const sampler = async () => {
    while (running && replicated) {
      const health = await side.su.send("/api/health", {})
      const lag = health.data?.replication?.lagSeconds
      if (typeof lag === "number") side.lags.push(lag)
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  const backup = async () => {
    if (!backupAt || !replicated) return
    await new Promise((r) => setTimeout(r, backupAt * 1000))
    const started = performance.now()
    await side.su.backups.create(`bench-${side.backups.length}.zip`)
    side.backups.push(Math.round(performance.now() - started))
  }
  const sampling = sampler()
  const [run] = await Promise.all([runMixedLoad(side, seconds * 1000, { ...pace, messages }), backup()])
  running = false
  await sampling
  side.runs.push(run)
}

/** lockErrors counts the requests the server logged as failed with `database is locked`, with the first one. */
async function lockErrors(side) {
  await new Promise((r) => setTimeout(r, 3500)) // PocketBase writes its logs in batches, 3 s apart
  const filter = 'data.error ~ "database is locked" || data.details ~ "database is locked"'
  const logs = await side.su.logs.getList(1, 1, { filter, sort: "created" })
  const first = logs.items[0]?.data
  const sample = first
    ? { url: first.url, execTimeMs: first.execTime, error: String(first.details ?? first.error) }
    : undefined
  return { lockErrors: logs.totalItems, ...(sample ? { lockErrorSample: sample } : {}) }
}

const s3 = await startS3()
const smtp = await startSmtpSink()
const sides = []
try {
  const plain = await startSide("without replication", smtp.env)
  sides.push(plain)
  const replicated = await startSide("with replication", { ...smtp.env, ...s3.env })
  sides.push(replicated)
  for (let i = 0; i < rounds; i++) {
    await turn(plain, false)
    await turn(replicated, true)
  }
  const results = {}
  for (const side of sides) {
    const summary = summarize(side.runs)
    results[side.label] = summary
    const lag = side.lags.length
      ? {
          lagSamples: side.lags.length,
          lagMedianS: median(side.lags),
          lagP95S: percentile(side.lags, 95),
          lagMaxS: Math.max(...side.lags),
        }
      : {}
    const backups = side.backups.length ? { backupMs: side.backups } : {}
    emit({
      bench: "replica",
      run: side.label,
      clients: clientCount,
      ...summary,
      ...(await lockErrors(side)),
      ...lag,
      ...backups,
    })
  }
  const [a, b] = [results["without replication"], results["with replication"]]
  const ratio = (x, y) => Math.round((x / y) * 100) / 100
  emit({
    bench: "replica",
    rounds,
    secondsPerTurn: seconds,
    pace,
    messages,
    writesPerSecond: { without: a.writesPerSecond, with: b.writesPerSecond },
    throughputRatio: ratio(b.writesPerSecond, a.writesPerSecond),
    // each round's own ratio (its turn with replication against the turn without just before it): the spread
    // shows how far the shared machine moved the figure above
    roundRatios: sides[0].runs.map((run, i) =>
      ratio(summarize([sides[1].runs[i]]).writesPerSecond, summarize([run]).writesPerSecond),
    ),
    // each kind's acknowledged writes with/without: which writes replication slows
    kindRatios: Object.fromEntries(Object.keys(a.kinds).map((k) => [k, ratio(b.kinds[k] ?? 0, a.kinds[k])])),
    p99Ratio: ratio(b.p99Ms, a.p99Ms),
    longestGapMs: { without: a.longestGapMs, with: b.longestGapMs },
    refused: { without: a.refused, with: b.refused },
  })
} finally {
  for (const side of sides) await side.stop()
  await smtp.stop()
  s3.stop()
}
