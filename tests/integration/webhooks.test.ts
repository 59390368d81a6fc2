import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Account } from "../support/accounts"
import { newOrder } from "../support/orders"
import { poll } from "../support/wait"
import { startWorld, testFixture } from "../support/world"
import { type Receiver, startReceiver, verified } from "../support/webhook-receiver"

// Signed outbound webhooks (internal/webhooks): an endpoint on 127.0.0.1 that answers 500 twice to each event, then
// 200, gets every event once it answers 200 (retried after WEBHOOK_RETRY_SECONDS=1, then 2 s), with the same id and a
// signature the receiver checks; a rotated secret signs every later send and the old one no longer verifies.

const ROUTE = "/api/launchdesk/admin/webhooks"

interface Endpoint {
  id: string
  url: string
  events: string[]
  secret: string
}
interface Delivery {
  id: string
  event_id: string
  type: string
  state: string
  attempts: number
  last_status: number
  last_answer: string
}
interface Screen {
  events: string[]
  endpoints: Endpoint[]
  deliveries: Delivery[]
}

const w = testFixture(() =>
  startWorld({ admin: "Studio Admin", client: "Hook Client", su: true, env: { WEBHOOK_RETRY_SECONDS: "1" } }),
)
let receiver: Receiver
beforeAll(async () => {
  receiver = await startReceiver(2)
})
afterAll(() => receiver.close())

const send = <T>(who: Account, path: string, method = "GET", body?: unknown) =>
  who.pb.send<T>(ROUTE + path, { method, body, requestKey: null })
const deliveredIds = () => new Set(receiver.got.filter((r) => r.answered === 200).map((r) => r.id))

describe("signed webhooks", () => {
  let endpoint: Endpoint

  it("adds an endpoint with a secret of at least 24 characters", async () => {
    const screen = await send<Screen>(w.admin, "")
    expect(screen.events).toContain("payment.paid")
    await expect(
      send(w.admin, "", "POST", { url: "ftp://x", events: ["order.created"] }),
    ).rejects.toMatchObject({
      status: 400,
    })
    await expect(send(w.admin, "", "POST", { url: receiver.url, events: [] })).rejects.toMatchObject({
      status: 400,
    })
    endpoint = await send<Endpoint>(w.admin, "", "POST", { url: receiver.url, events: screen.events })
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9]{32}$/)
  })

  it("delivers each event once after two 500s, signed with the endpoint's secret", async () => {
    const order = await newOrder(w.client)
    await w.admin.pb.collection("orders").update(order.id, { status: "in_progress" }) // approved: a payment due
    await w.admin.pb.send(`/api/launchdesk/orders/${order.id}/payment/mark-paid`, {
      method: "POST",
      body: { method: "bank_transfer", reference: "TR-1" },
      requestKey: null,
    })
    const want = ["order.created", "order.status_changed", "payment.paid"]
    await poll(
      async () => want.every((t) => receiver.got.some((r) => r.type === t && r.answered === 200)),
      20_000,
    )

    for (const type of want) {
      const ids = new Set(receiver.got.filter((r) => r.type === type).map((r) => r.id))
      expect(ids.size, `${type}: one event id`).toBe(1)
      const tries = receiver.got.filter((r) => r.type === type)
      expect(tries.map((r) => r.answered)).toEqual([500, 500, 200])
      expect(new Set(tries.map((r) => r.raw)).size, "every attempt sends the same body").toBe(1)
      for (const r of tries) expect(verified(r.raw, r.signature, endpoint.secret)).toBe(true)
    }
    const screen = await send<Screen>(w.admin, "")
    const paid = screen.deliveries.find((d) => d.type === "payment.paid")
    expect(paid).toMatchObject({ state: "delivered", attempts: 3, last_status: 200, last_answer: "thanks" })
  })

  it("sends a delivery again with the same id", async () => {
    const screen = await send<Screen>(w.admin, "")
    const paid = screen.deliveries.find((d) => d.type === "payment.paid")!
    const before = receiver.got.length
    await send(w.admin, `/deliveries/${paid.id}/resend`, "POST")
    await poll(async () => receiver.got.length > before, 10_000)
    expect(receiver.got.at(-1)?.id).toBe(paid.event_id)
  })

  it("signs with the new secret alone once rotated: the old one no longer verifies", async () => {
    const { secret } = await send<{ secret: string }>(w.admin, `/${endpoint.id}/rotate`, "POST")
    expect(secret).not.toBe(endpoint.secret)
    expect(secret.length).toBeGreaterThanOrEqual(24)
    const before = deliveredIds()
    await newOrder(w.client)
    const fresh = await poll(async () =>
      receiver.got.find((r) => r.type === "order.created" && !before.has(r.id)),
    )
    expect(fresh, "a new order.created").toBeTruthy()
    expect(verified(fresh!.raw, fresh!.signature, secret)).toBe(true)
    expect(verified(fresh!.raw, fresh!.signature, endpoint.secret)).toBe(false)
    endpoint.secret = secret
  })
})
