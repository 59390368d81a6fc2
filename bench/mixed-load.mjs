// The studio's mixed write load (issue 41), shared by bench/replica.mjs and tests/integration/replica-load.test.ts.
// Each client has three writers: one walks an order through its first steps (the client submits it with a
// collaborator code, the studio approves it, which opens its payment and launch, the studio marks the payment paid
// by bank transfer, the client answers two intake items); in a conversation of the client's, the client sends
// messages with a file and the studio answers with a file. Every request is one write; each one's start, latency
// and outcome are kept. Unpaced, each writer starts its next write as soon as the last one ends (the server's
// capacity); paced, a writer's writes start at least its pace apart (a steady load below capacity, where only a
// stall makes writes late). A client's messages are always paced under the product's 20 a minute.

/** A 1×1 PNG, the file of each message. */
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082",
  "hex",
)

/** A client's messages start at least this far apart (pb_hooks/lib/message_rules.js allows 20 a minute). */
const CLIENT_PACE_MS = 3200

let seq = 0

/**
 * write runs one request of kind and records it (a refusal is recorded, not thrown); then, when paceMs is set,
 * waits until paceMs after the request's start (or the load's end).
 */
async function write(load, kind, paceMs, request) {
  const started = performance.now()
  let result
  try {
    result = await request()
    load.writes.push({ kind, at: started - load.t0, ms: performance.now() - started, ok: true })
  } catch (err) {
    const error = `${err?.status ?? 0} ${err?.response?.message ?? err?.message ?? err}`
    load.writes.push({ kind, at: started - load.t0, ms: performance.now() - started, ok: false, error })
  }
  const wait = Math.min(started + paceMs, load.endsAt) - performance.now()
  if (wait > 0) await new Promise((r) => setTimeout(r, wait))
  return result
}

/** orderWriter loops: order, approval, payment marked paid, two intake answers. */
async function orderWriter(load, client, paceMs) {
  const { studio } = load
  const post = (pb, path, body) => () => pb.send(path, { method: "POST", body, requestKey: null })
  while (load.running) {
    seq += 1
    const order = await write(load, "order", paceMs, () =>
      client.pb.collection("orders").create({
        title: `Mixed load ${seq}`,
        description: "A Shopify store for a small label.",
        company_name: "Load Test Co.",
        collaborator_code: "4821",
        client: client.id,
      }),
    )
    if (!order || !load.running) continue
    const approved = await write(load, "status", paceMs, () =>
      studio.collection("orders").update(order.id, { status: "in_progress" }, { requestKey: null }),
    )
    if (!approved || !load.running) continue
    const paid = { method: "bank_transfer", reference: `Transfer ${seq}` }
    await write(
      load,
      "payment",
      paceMs,
      post(studio, `/api/launchdesk/orders/${order.id}/payment/mark-paid`, paid),
    )
    for (const item of ["logo", "colors_fonts"]) {
      if (!load.running) break
      const answer = { answer: "See our current store." }
      await write(
        load,
        "intake",
        paceMs,
        post(client.pb, `/api/launchdesk/orders/${order.id}/intake/${item}`, answer),
      )
    }
  }
}

/** messageWriter loops: a message with a PNG (or without, load.messages "text") in the conversation orderId, as pb. */
async function messageWriter(load, pb, orderId, paceMs) {
  while (load.running) {
    const body = new FormData()
    body.append("order", orderId)
    body.append("body", "The logo, as discussed.")
    if (load.messages === "file")
      body.append("files", new Blob([new Uint8Array(PNG)], { type: "image/png" }), "logo.png")
    await write(load, "message", paceMs, () => pb.collection("messages").create(body, { requestKey: null }))
  }
}

/**
 * runMixedLoad runs the mixed load for ms: studio is the studio's signed-in SDK client, clients each a signed-in
 * client ({ id, pb }); options.orderMs paces the order writers and options.studioMs the studio's messages (0:
 * unpaced); options.messages is "file" (the default), "text" (messages without a file) or "none" (no messages).
 * New writes start until ms has passed; the ones under way are waited for and counted.
 */
export async function runMixedLoad({ studio, clients }, ms, options = {}) {
  const { orderMs = 0, studioMs = 0, messages = "file" } = options
  const load = { studio, messages, writes: [], t0: performance.now(), endsAt: Infinity, running: true }
  const threads = await Promise.all(
    clients.map((c) =>
      c.pb.collection("orders").create({
        title: `Conversation ${c.id}`,
        description: "The order the messages of the load go to.",
        company_name: "Load Test Co.",
        client: c.id,
      }),
    ),
  )
  load.t0 = performance.now()
  load.endsAt = load.t0 + ms
  const stop = setTimeout(() => (load.running = false), ms)
  await Promise.all(
    clients.flatMap((c, i) => [
      orderWriter(load, c, orderMs),
      ...(messages === "none"
        ? []
        : [
            messageWriter(load, c.pb, threads[i].id, CLIENT_PACE_MS),
            messageWriter(load, studio, threads[i].id, studioMs),
          ]),
    ]),
  )
  clearTimeout(stop)
  return { writes: load.writes, elapsedMs: performance.now() - load.t0 }
}

/** nearest-rank percentile p (0..100) of values. */
function percentile(values, p) {
  const s = [...values].sort((a, b) => a - b)
  return s.length ? s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] : 0
}

/**
 * summarize sums up runs of the load: acknowledged writes per second, the latency of a write (median, p99, max),
 * the longest time no write was acknowledged (from a run's start to its end), the refused writes and a few of
 * their errors, and the acknowledged writes of each kind.
 */
export function summarize(runs) {
  const all = runs.flatMap((r) => r.writes)
  const acked = all.filter((w) => w.ok)
  const elapsedMs = runs.reduce((sum, r) => sum + r.elapsedMs, 0)
  let longestGapMs = 0
  for (const r of runs) {
    const ends = r.writes
      .filter((w) => w.ok)
      .map((w) => w.at + w.ms)
      .sort((a, b) => a - b)
    let last = 0
    for (const end of [...ends, r.elapsedMs]) {
      longestGapMs = Math.max(longestGapMs, end - last)
      last = end
    }
  }
  const ms = all.map((w) => w.ms)
  const refused = all.filter((w) => !w.ok)
  const kinds = {}
  for (const w of acked) kinds[w.kind] = (kinds[w.kind] ?? 0) + 1
  return {
    seconds: Math.round(elapsedMs / 100) / 10,
    writes: acked.length,
    writesPerSecond: Math.round((acked.length / elapsedMs) * 10_000) / 10,
    medianMs: Math.round(percentile(ms, 50)),
    p99Ms: Math.round(percentile(ms, 99)),
    maxMs: Math.round(Math.max(0, ...ms)),
    over1s: all.filter((w) => w.ms > 1000).length,
    longestGapMs: Math.round(longestGapMs),
    refused: refused.length,
    refusedErrors: [...new Set(refused.map((w) => w.error))].slice(0, 3),
    kinds,
  }
}
