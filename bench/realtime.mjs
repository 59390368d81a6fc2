// bench/realtime: 500 signed-in clients subscribed to their notifications over SSE; an admin changes order
// statuses and each change must reach its client's subscription. Prints p50/p95/max delay (ms) from the start of
// the status-update request to the client receiving the notification event, and the binary's peak RSS.
// Usage: node bench/realtime.mjs [--clients 500] [--changes 200]
import { execFileSync } from "node:child_process"
import { readFileSync, rmSync } from "node:fs"
import { EventSource } from "eventsource"
import PocketBase from "pocketbase"
import { arg, binary, emit, freePort, median, percentile, startBinary, tempDataDir } from "./lib.mjs"

globalThis.EventSource = EventSource
const clientCount = Number(arg("clients", 500))
const changes = Number(arg("changes", 200))

const dataDir = tempDataDir()
execFileSync(
  binary,
  ["demo", "seed", `--clients=${clientCount}`, `--orders=${clientCount * 2}`, `--dir=${dataDir}`],
  {
    stdio: "ignore",
  },
)
execFileSync(binary, ["superuser", "upsert", "bench@example.com", "bench-pass-123", `--dir=${dataDir}`], {
  stdio: "ignore",
})
const server = await startBinary({ dataDir, port: await freePort() })

const sdk = () => {
  const pb = new PocketBase(server.url)
  pb.autoCancellation(false)
  return pb
}

try {
  const root = sdk()
  await root.collection("_superusers").authWithPassword("bench@example.com", "bench-pass-123")
  const admin = sdk()
  await admin.collection("users").authWithPassword("admin@launchdesk.local", "admin-demo-2026")
  const users = await root.collection("users").getFullList({ filter: "role = 'client'", fields: "id,email" })

  // sign in and subscribe every client, a few at a time (password checks are deliberately slow)
  const waiting = new Map() // order id → resolve(receivedAt)
  const subscribed = []
  for (let i = 0; i < users.length; i += 8) {
    await Promise.all(
      users.slice(i, i + 8).map(async (u) => {
        const pb = sdk()
        await pb.collection("users").authWithPassword(u.email, "client-demo-2026")
        await pb.collection("notifications").subscribe("*", (e) => {
          const done = waiting.get(e.record.related_order)
          if (e.action === "create" && done) done(performance.now())
        })
        subscribed.push({ id: u.id, pb })
      }),
    )
  }
  emit({ bench: "realtime_subscribers", clients: subscribed.length })

  const orders = await root.collection("orders").getFullList({ fields: "id,client,status", sort: "-created" })
  const statuses = ["pending_approval", "in_progress", "completed"]
  const delays = []
  let missed = 0
  for (let i = 0; i < changes; i++) {
    const order = orders[(i * 7919) % orders.length]
    const next = statuses[(statuses.indexOf(order.status) + 1) % statuses.length]
    order.status = next
    const received = new Promise((resolve) => {
      waiting.set(order.id, resolve)
      setTimeout(() => resolve(null), 5000)
    })
    const start = performance.now()
    // completed to pending approval moves back, which needs a reason (docs/decisions.md §13)
    const reason = next === "pending_approval" ? { reason: "The brief changed: reviewing it again." } : {}
    await admin.collection("orders").update(order.id, { status: next, ...reason })
    const at = await received
    waiting.delete(order.id)
    if (at === null) missed++
    else delays.push(at - start)
  }
  const rss =
    Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, "utf8"))?.[1] ?? 0) / 1024
  emit({
    bench: "realtime_delivery",
    clients: subscribed.length,
    changes,
    delivered: delays.length,
    missed,
    p50_ms: +median(delays).toFixed(1),
    p95_ms: +percentile(delays, 95).toFixed(1),
    max_ms: +Math.max(...delays).toFixed(1),
    peak_rss_mib: +rss.toFixed(1),
  })
  for (const s of subscribed) s.pb.realtime.unsubscribe()
} finally {
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
