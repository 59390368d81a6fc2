import type PocketBase from "pocketbase"
import type { RecordModel } from "pocketbase"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { openRealtime } from "../support/sse"
import { completeOrder } from "../support/orders"
import { approve, shopifyOrder } from "./launch-support"
import { type MessagesWorld, startMessagesWorld } from "./messages-support"
import { sleep } from "../support/wait"

// The collaborator code is the studio's alone (internal/visibility, a Go enrich hook): every way a record of an
// order leaves the API (REST list and view, expands from other collections, batch answers, realtime events) is
// tried by each kind of reader. The code is unique, so "not in the JSON" means not anywhere in the answer.

const CODE = "9140-hostile"

describe("collaborator code visibility", () => {
  let w: MessagesWorld
  let order: RecordModel

  const text = (value: unknown) => JSON.stringify(value)
  const listed = (pb: PocketBase) =>
    pb.collection("orders").getFullList({ filter: pb.filter("id = {:id}", { id: order.id }) })

  beforeAll(async () => {
    w = await startMessagesWorld()
    order = await shopifyOrder(w.client, CODE)
    await approve(w.admin, order)
  })
  afterAll(async () => {
    await w?.dispose()
  })

  it("REST list and view: only the admin and a superuser read it", async () => {
    expect((await w.admin.pb.collection("orders").getOne(order.id)).collaborator_code).toBe(CODE)
    expect((await w.su.collection("orders").getOne(order.id)).collaborator_code).toBe(CODE)
    expect(text(await listed(w.admin.pb))).toContain(CODE)

    const mine = await w.client.pb.collection("orders").getOne(order.id)
    expect(mine.title).toBe(order.title)
    expect(mine).not.toHaveProperty("collaborator_code")
    expect(text(await listed(w.client.pb))).not.toContain(CODE)
    expect(text(await w.client.pb.collection("orders").getList(1, 50))).not.toContain(CODE)

    for (const pb of [w.other.pb, w.guest]) {
      expect(await listed(pb)).toEqual([])
      await expect(pb.collection("orders").getOne(order.id)).rejects.toMatchObject({ status: 404 })
    }
  })

  it("the admin orders route shows it to the admin only", async () => {
    const page = await w.admin.pb.send(
      `/api/launchdesk/admin/orders?q=${encodeURIComponent(order.title)}`,
      {},
    )
    expect(text(page)).toContain(CODE)
    await expect(
      w.client.pb.send(`/api/launchdesk/admin/orders?q=${encodeURIComponent(order.title)}`, {}),
    ).rejects.toMatchObject({ status: 403 })
  })

  it("expands of the order from notifications, messages and history hide it from the client", async () => {
    const message = await w.client.pb.collection("messages").create({ order: order.id, body: "Hello studio" })
    const views: [string, (pb: PocketBase) => Promise<unknown>][] = [
      [
        "notifications",
        (pb) =>
          pb.collection("notifications").getFullList({
            filter: pb.filter("related_order = {:id}", { id: order.id }),
            expand: "related_order",
          }),
      ],
      ["messages", (pb) => pb.collection("messages").getOne(message.id, { expand: "order" })],
      [
        "order_events",
        (pb) =>
          pb.collection("order_events").getFullList({
            filter: pb.filter("order = {:id}", { id: order.id }),
            expand: "order",
          }),
      ],
      [
        "launches",
        (pb) =>
          pb.collection("launches").getFullList({
            filter: pb.filter("order = {:id}", { id: order.id }),
            expand: "order",
          }),
      ],
    ]
    for (const [name, view] of views) {
      const asClient = text(await view(w.client.pb))
      expect(asClient, name).toContain(order.title) // the expand did happen
      expect(asClient, name).not.toContain(CODE)
    }
    const byAdmin = text(await views[1]![1](w.admin.pb))
    expect(byAdmin).toContain(CODE)
  })

  it("batch answers carry it for the admin only", async () => {
    const asClient = w.client.pb.createBatch()
    asClient.collection("orders").create({
      title: "Batched Shopify build",
      description: "A store made in a batch.",
      company_name: "Noir Atelier",
      collaborator_code: "5512-batch",
      client: w.client.id,
    })
    const [created] = await asClient.send()
    expect(created?.status).toBe(200)
    expect(text(created)).not.toContain("5512-batch")

    const asAdmin = w.admin.pb.createBatch()
    asAdmin.collection("orders").update((created!.body as RecordModel).id, { priority: "high" })
    const [updated] = await asAdmin.send()
    expect(updated?.status).toBe(200)
    expect(text(updated)).toContain("5512-batch")
  })

  it("realtime events show it to the admin's subscription only", async () => {
    const streams = await Promise.all([w.client, w.other, w.admin].map(() => openRealtime(w.server.url)))
    const [mine, others, studio] = streams as [
      Awaited<ReturnType<typeof openRealtime>>,
      Awaited<ReturnType<typeof openRealtime>>,
      Awaited<ReturnType<typeof openRealtime>>,
    ]
    const expandOrder = `?options=${encodeURIComponent(JSON.stringify({ query: { expand: "related_order" } }))}`
    try {
      for (const [stream, account] of [
        [mine, w.client],
        [others, w.other],
        [studio, w.admin],
      ] as const) {
        const res = await stream.subscribe(account.pb.authStore.token, [
          `orders/${order.id}`,
          "orders/*",
          `notifications/*${expandOrder}`,
        ])
        expect(res.status).toBe(204)
      }
      await completeOrder(w.admin.pb, order.id)
      const ownEvent = await mine.waitFor((e) => e.name === `orders/${order.id}`)
      expect(ownEvent.data).toContain('"completed"')
      await mine.waitFor((e) => e.name.startsWith("notifications/") && e.data.includes(order.title))
      await studio.waitFor((e) => e.name === `orders/${order.id}`)
      await sleep(300) // anything else the broadcast sends
      for (const e of mine.events) expect(e.data).not.toContain(CODE)
      expect(mine.events.some((e) => e.name === "orders/*" && e.data.includes(order.id))).toBe(true)
      expect(others.events.some((e) => e.data.includes(order.id))).toBe(false)
      expect(
        studio.events
          .filter((e) => e.name.startsWith("orders/"))
          .map((e) => e.data)
          .join(),
      ).toContain(CODE)
    } finally {
      streams.forEach((s) => s.close())
    }
  })
})
