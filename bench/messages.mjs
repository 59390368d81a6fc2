// bench/messages: the two budgets of an order's conversation (docs/performance.md#budgets):
//  1. an order with 10 000 messages opens its newest page (what the thread loads) in p95 ≤ 50 ms, one client;
//  2. a new message reaches 200 live subscribers (each signed in, subscribed to the order's messages) in
//     p95 ≤ 250 ms, measured from the start of the create request to each subscriber's event.
// Prints JSON lines. Usage: node bench/messages.mjs [--messages 10000] [--requests 200] [--subscribers 200] [--sends 20]
import { execFileSync } from "node:child_process"
import { rmSync } from "node:fs"
import { EventSource } from "eventsource"
import PocketBase from "pocketbase"
import { arg, binary, emit, freePort, median, percentile, startBinary, tempDataDir } from "./lib.mjs"

globalThis.EventSource = EventSource
const messageCount = Number(arg("messages", 10000))
const requests = Number(arg("requests", 200))
const subscriberCount = Number(arg("subscribers", 200))
const sends = Number(arg("sends", 20))

const dataDir = tempDataDir()
const cli = (args) => execFileSync(binary, [...args, `--dir=${dataDir}`], { stdio: "ignore" })
cli(["migrate", "up"])
cli(["superuser", "upsert", "bench@example.com", "bench-pass-123"])
cli(["admin", "create", "studio@example.com", "studio-pass-123", "--name", "Studio"])
const server = await startBinary({
  dataDir,
  port: await freePort(),
  env: { MESSAGE_EMAIL_DELAY_MINUTES: "60" },
})

const sdk = () => {
  const pb = new PocketBase(server.url)
  pb.autoCancellation(false)
  return pb
}
const stats = (values) => ({
  p50_ms: +median(values).toFixed(2),
  p95_ms: +percentile(values, 95).toFixed(2),
  max_ms: +Math.max(...values).toFixed(2),
})

try {
  const admin = sdk()
  await admin.collection("users").authWithPassword("studio@example.com", "studio-pass-123")
  const client = sdk()
  await client.collection("users").create({
    email: "brand@example.com",
    password: "brand-pass-123",
    passwordConfirm: "brand-pass-123",
    name: "Brand",
  })
  await client.collection("users").authWithPassword("brand@example.com", "brand-pass-123")
  const order = await client.collection("orders").create({
    title: "Big conversation",
    description: "x",
    company_name: "Brand",
    client: client.authStore.record.id,
  })

  // 10 000 messages from both sides, through the API (hooks and all), in batches.
  const seedStart = performance.now()
  for (let i = 0; i < messageCount; i += 100) {
    const batch = admin.createBatch()
    for (let j = i; j < Math.min(i + 100, messageCount); j++) {
      batch
        .collection("messages")
        .create({ order: order.id, body: `Message ${j}: colours, fonts and the product list.` })
    }
    await batch.send()
  }
  emit({
    bench: "messages_seed",
    messages: messageCount,
    seconds: +((performance.now() - seedStart) / 1000).toFixed(1),
  })

  // 1. The client opens the thread: the newest page, as the UI asks for it.
  const page = () =>
    client.collection("messages").getList(1, 30, {
      filter: client.filter("order = {:o}", { o: order.id }),
      sort: "-created,-id",
      skipTotal: true,
      expand: "author",
      requestKey: null,
    })
  for (let i = 0; i < 20; i++) await page() // warm-up
  const times = []
  for (let i = 0; i < requests; i++) {
    const t = performance.now()
    const r = await page()
    times.push(performance.now() - t)
    if (r.items.length !== 30) throw new Error(`the newest page had ${r.items.length} messages`)
  }
  emit({
    bench: "messages_newest_page",
    messages: messageCount,
    requests,
    ...stats(times),
    budget_p95_ms: 50,
  })

  // 2. 200 subscribers (the client signed in 200 times, each its own realtime connection) follow the order.
  const waiting = new Map() // body → { started, got: [] }
  const subscribers = []
  for (let i = 0; i < subscriberCount; i += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, subscriberCount - i) }, async () => {
        const pb = sdk()
        pb.authStore.save(client.authStore.token, client.authStore.record)
        await pb.collection("messages").subscribe(
          "*",
          (e) => {
            const entry = waiting.get(e.record.body)
            if (e.action === "create" && entry) entry.got.push(performance.now() - entry.started)
          },
          { filter: pb.filter("order = {:o}", { o: order.id }) },
        )
        subscribers.push(pb)
      }),
    )
  }
  const delays = []
  for (let i = 0; i < sends; i++) {
    const body = `Live ${i}`
    const entry = { started: performance.now(), got: [] }
    waiting.set(body, entry)
    await admin.collection("messages").create({ order: order.id, body })
    const deadline = performance.now() + 5000
    while (entry.got.length < subscribers.length && performance.now() < deadline) {
      await new Promise((r) => setTimeout(r, 5))
    }
    if (entry.got.length < subscribers.length)
      throw new Error(`${entry.got.length} of ${subscribers.length} got "${body}"`)
    delays.push(...entry.got)
    await new Promise((r) => setTimeout(r, 100))
  }
  emit({
    bench: "messages_live_delivery",
    subscribers: subscribers.length,
    messages: sends,
    deliveries: delays.length,
    ...stats(delays),
    budget_p95_ms: 250,
  })
  subscribers.forEach((pb) => pb.realtime.unsubscribe())
} finally {
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
