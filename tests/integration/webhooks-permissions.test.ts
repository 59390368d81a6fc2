import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { newOrder } from "../support/orders"
import { openRealtime } from "../support/sse"
import { poll, sleep } from "../support/wait"
import { startWorld, testFixture } from "../support/world"
import { type Receiver, startReceiver } from "../support/webhook-receiver"

// Webhook settings and deliveries are the studio's alone: a client, a visitor, and even an admin through the record
// API (the collections are closed; the studio goes through its Go routes) can neither read nor change them, by REST,
// by batch or by realtime. Each refused write is checked against the stored rows afterwards.

const ROUTE = "/api/launchdesk/admin/webhooks"
const COLLECTIONS = ["webhook_endpoints", "webhook_deliveries"]

const w = testFixture(() => startWorld({ admin: "Studio Admin", client: "Curious Client", su: true }))
let receiver: Receiver
let endpointId = ""
let deliveryId = ""
beforeAll(async () => {
  receiver = await startReceiver(0)
  const ep = await w.admin.pb.send<{ id: string }>(ROUTE, {
    method: "POST",
    body: { url: receiver.url, events: ["order.created"] },
  })
  endpointId = ep.id
  await newOrder(w.client)
  deliveryId = (await w.su.collection("webhook_deliveries").getFirstListItem("")).id
  // the worker's own writes (sending, then delivered) settle first: the tests compare the stored rows before and after
  const settled = await poll(async () => {
    const d = await w.su.collection("webhook_deliveries").getOne(deliveryId)
    return d["state"] === "delivered" ? d : undefined
  })
  if (!settled) throw new Error("the order.created delivery was not delivered within 10 s")
})
afterAll(() => receiver.close())

const stored = async () =>
  JSON.stringify([
    await w.su.collection("webhook_endpoints").getFullList({ sort: "id" }),
    (await w.su.collection("webhook_deliveries").getFullList({ sort: "id" })).map((d) => ({
      ...d,
      updated: "",
    })),
  ])

describe("who may read or change webhooks", () => {
  const callers = () => [
    { who: "client", token: w.client.pb.authStore.token, routeStatus: 403 },
    { who: "visitor", token: "", routeStatus: 401 },
  ]

  it("refuses the studio's routes to a client and a visitor", async () => {
    const before = await stored()
    for (const { who, token, routeStatus } of callers()) {
      for (const [method, path, body] of [
        ["GET", "", undefined],
        ["POST", "", { url: "https://evil.test/", events: ["order.created"] }],
        ["POST", `/${endpointId}/rotate`, undefined],
        ["DELETE", `/${endpointId}`, undefined],
        ["POST", `/deliveries/${deliveryId}/resend`, undefined],
      ] as const) {
        const res = await fetch(w.server.url + ROUTE + path, {
          method,
          headers: { "content-type": "application/json", ...(token ? { authorization: token } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        })
        expect(res.status, `${who} ${method} ${path}`).toBe(routeStatus)
        expect(await res.text()).not.toContain("whsec_")
      }
    }
    expect(await stored()).toBe(before)
  })

  it("refuses the record API and the batch API to an admin, a client and a visitor", async () => {
    const before = await stored()
    const ids: Record<string, string> = { webhook_endpoints: endpointId, webhook_deliveries: deliveryId }
    for (const pb of [w.admin.pb, w.client.pb, w.guest]) {
      for (const c of COLLECTIONS) {
        const col = pb.collection(c)
        await expect(col.getList(1, 10)).rejects.toMatchObject({ status: 403 })
        await expect(col.getOne(ids[c]!)).rejects.toMatchObject({ status: 403 })
        await expect(col.create({ url: "https://evil.test/", secret: "x".repeat(30) })).rejects.toMatchObject(
          {
            status: 403,
          },
        )
        await expect(col.update(ids[c]!, { url: "https://evil.test/" })).rejects.toMatchObject({
          status: 403,
        })
        await expect(col.delete(ids[c]!)).rejects.toMatchObject({ status: 403 })
        const batch = pb.createBatch()
        batch.collection(c).update(ids[c]!, { url: "https://evil.test/", state: "queued" })
        batch.collection(c).create({ url: "https://evil.test/", secret: "x".repeat(30) })
        // the batch fails as a whole (400) on its first request's 403
        const refused = await batch.send().then(
          () => null,
          (err: {
            status: number
            response: { data?: { requests?: Record<string, { response: { status: number } }> } }
          }) => err,
        )
        expect(refused?.status).toBe(400)
        expect(refused?.response.data?.requests?.["0"]?.response.status).toBe(403)
      }
    }
    expect(await stored()).toBe(before)
  })

  it("sends no realtime event of either collection to an admin, a client or a visitor", async () => {
    const streams = await Promise.all([0, 1, 2, 3].map(() => openRealtime(w.server.url)))
    const tokens = [w.su.authStore.token, w.admin.pb.authStore.token, w.client.pb.authStore.token, ""]
    for (const [i, s] of streams.entries()) {
      const res = await s.subscribe(
        tokens[i]!,
        COLLECTIONS.map((c) => `${c}/*`),
      )
      expect(res.status).toBeLessThan(500)
    }
    await newOrder(w.client) // queues a delivery, which the worker then marks delivered
    await streams[0]!.waitFor((e) => e.name.startsWith("webhook_deliveries"), 0, 10_000) // the superuser does hear it
    await sleep(1000)
    for (const s of streams.slice(1)) {
      expect(s.events.filter((e) => e.name.startsWith("webhook_")).length).toBe(0)
    }
    streams.forEach((s) => s.close())
  })
})
