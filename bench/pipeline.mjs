// bench/pipeline: time from an order's status update request to the SMTP server accepting the client's
// e-mail (sequential samples: median, p95), then the burst throughput (status changes over many orders at
// once, e-mails accepted per second). Real binary, real SMTP server on 127.0.0.1. One JSON line per figure.
// Usage: node bench/pipeline.mjs [--samples 40] [--orders 100] [--changes 5] [--concurrency 20]
import { execFileSync } from "node:child_process"
import { rmSync } from "node:fs"
import { connect } from "node:net"
import { SMTPServer } from "smtp-server"
import { arg, binary, emit, freePort, median, percentile, startBinary, tempDataDir } from "./lib.mjs"

const numArg = (name, fallback) => Number(arg(name, fallback)) || fallback
const samples = numArg("samples", 40)
const orderCount = numArg("orders", 100)
const changesPerOrder = numArg("changes", 5)
const concurrency = numArg("concurrency", 20)
const cycle = ["in_progress", "completed", "pending_approval"]

/** An SMTP server that notes when it accepted each message whose subject starts "Order Update:". */
async function startSmtp() {
  const port = await freePort()
  const accepted = [] // acceptance times (performance.now())
  const waiters = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    disableReverseLookup: true, // its DNS lookup per connection would dominate the figures
    logger: false,
    onData(stream, _session, callback) {
      const chunks = []
      stream.on("data", (c) => chunks.push(c))
      stream.on("end", () => {
        if (/^Subject: Order Update:/m.test(Buffer.concat(chunks).toString("utf8"))) {
          accepted.push(performance.now())
          for (const w of waiters.splice(0)) w()
        }
        callback()
      })
    },
  })
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve))
  const waitFor = async (count, timeoutMs = 60_000) => {
    const deadline = performance.now() + timeoutMs
    while (accepted.length < count) {
      if (performance.now() > deadline) throw new Error(`only ${accepted.length} of ${count} e-mails arrived`)
      await new Promise((r) => {
        waiters.push(r)
        setTimeout(r, 50)
      })
    }
  }
  return { port, accepted, waitFor, stop: () => new Promise((r) => server.close(r)) }
}

/** greetingMs times one TCP connect until the server's 220 greeting: the part of each delivery that is the server's. */
function greetingMs(port) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const socket = connect(port, "127.0.0.1")
    socket.once("data", () => {
      resolve(performance.now() - started)
      socket.destroy()
    })
    socket.once("error", reject)
  })
}

async function api(url, path, { method = "GET", token, body } = {}) {
  const res = await fetch(url + path, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = await res.json()
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`)
  return json
}

const signIn = async (url, email, password) =>
  (
    await api(url, "/api/collections/users/auth-with-password", {
      method: "POST",
      body: { identity: email, password },
    })
  ).token

async function pool(items, size, task) {
  let next = 0
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await task(items[next++])
    }),
  )
}

const smtp = await startSmtp()
const dataDir = tempDataDir()
execFileSync(binary, ["admin", "create", "admin@bench.example", "admin-bench-pass", `--dir=${dataDir}`])
const run = await startBinary({
  dataDir,
  port: await freePort(),
  env: {
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtp.port),
    SMTP_TLS: "false",
    APP_URL: "https://bench.example",
  },
})
try {
  const { url } = run
  await api(url, "/api/collections/users/records", {
    method: "POST",
    body: {
      email: "client@bench.example",
      password: "client-bench-pass",
      passwordConfirm: "client-bench-pass",
      name: "Bench",
    },
  })
  const client = await signIn(url, "client@bench.example", "client-bench-pass")
  const admin = await signIn(url, "admin@bench.example", "admin-bench-pass")
  const clientId = JSON.parse(Buffer.from(client.split(".")[1], "base64url").toString()).id
  const newOrder = async (i) =>
    (
      await api(url, "/api/collections/orders/records", {
        method: "POST",
        token: client,
        body: {
          title: `Bench store ${i}`,
          description: "Benchmark order.",
          company_name: "Bench Co",
          client: clientId,
        },
      })
    ).id
  const setStatus = (id, status) =>
    api(url, `/api/collections/orders/records/${id}`, { method: "PATCH", token: admin, body: { status } })

  const greetings = []
  for (let i = 0; i < 5; i++) greetings.push(await greetingMs(smtp.port))
  emit({ bench: "smtp_server_greeting", samples: 5, median_ms: +median(greetings).toFixed(1) })

  // 1. Latency, one change at a time: request sent → SMTP accepted.
  const order = await newOrder(0)
  const latencies = []
  for (let i = 0; i < samples; i++) {
    const before = smtp.accepted.length
    const started = performance.now()
    await setStatus(order, cycle[i % cycle.length])
    await smtp.waitFor(before + 1)
    latencies.push(smtp.accepted[before] - started)
  }
  emit({
    bench: "status_change_to_smtp_accepted",
    samples,
    median_ms: +median(latencies).toFixed(1),
    p95_ms: +percentile(latencies, 95).toFixed(1),
    max_ms: +Math.max(...latencies).toFixed(1),
    budget_median_ms: 2000,
  })

  // 2. Burst: every order changes status `changesPerOrder` times, `concurrency` requests in flight.
  const orders = []
  await pool([...Array(orderCount).keys()], 10, async (i) => orders.push(await newOrder(i + 1)))
  const before = smtp.accepted.length
  const total = orderCount * changesPerOrder
  const started = performance.now()
  await pool(orders, concurrency, async (id) => {
    for (let i = 0; i < changesPerOrder; i++) await setStatus(id, cycle[i % cycle.length])
  })
  const requestsDone = performance.now()
  await smtp.waitFor(before + total, 120_000)
  const lastAccepted = smtp.accepted[before + total - 1]
  await new Promise((r) => setTimeout(r, 1000)) // a duplicate would arrive now
  emit({
    bench: "status_change_burst",
    orders: orderCount,
    changes: total,
    concurrency,
    requests_per_s: +(total / ((requestsDone - started) / 1000)).toFixed(1),
    emails_per_s: +(total / ((lastAccepted - started) / 1000)).toFixed(1),
    all_accepted_after_ms: +(lastAccepted - started).toFixed(0),
    extra_emails: smtp.accepted.length - before - total,
  })
} finally {
  await run.stop()
  await smtp.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
