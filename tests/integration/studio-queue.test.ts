import { describe, expect, it } from "vitest"
import { openRealtime } from "../support/sse"
import { approve, setAccess, shopifyOrder } from "./launch-support"
import { startPipeline } from "./pipeline-support"
import { kindsOf, readQueue } from "./queue-support"
import { poll, sleep } from "../support/wait"
import { testFixture } from "../support/world"

// The studio's "waiting on me" queue (the admin Inbox), server-computed: a new order in it until a decision, its
// count, and its live update, which reaches admins only. What answers every other kind: studio-queue-answers.test.ts;
// the studio's Done: studio-queue-done.test.ts.

const world = testFixture(() => startPipeline())

describe("the studio's queue", () => {
  it("holds a new order with the form's answers until it is approved, and approval reads its alert", async () => {
    const order = await world.client.pb.collection("orders").create({
      title: "Autumn drop",
      description: "A store for the autumn line.",
      company_name: "Noir Atelier",
      collaborator_code: "4821",
      on_shopify: true,
      book_call: true,
      client: world.client.id,
    })
    const queue = await readQueue(world)
    expect(queue.total).toBe(1)
    expect(queue.items[0]).toMatchObject({
      kind: "new_order",
      orderId: order.id,
      title: "Autumn drop",
      onShopify: true,
      collaboratorCode: "4821",
      bookCall: true,
      clientName: "Ava Client",
    })
    await approve(world.admin, order)
    expect(await kindsOf(world, order.id)).toEqual([])
    const alerts = await world.admin.pb.collection("notifications").getFullList({
      filter: world.admin.pb.filter("user = {:u} && related_order = {:o}", {
        u: world.admin.id,
        o: order.id,
      }),
    })
    expect(alerts.map((a) => a.status)).toEqual(["read"])
    // moved back to pending, it waits on the studio again
    await world.admin.pb
      .collection("orders")
      .update(order.id, { status: "pending_approval", reason: "The scope needs a call first." })
    expect(await kindsOf(world, order.id)).toEqual(["new_order"])
    await approve(world.admin, order)
  })

  it("refuses the client every other launch change, and granting before the request", async () => {
    const order = await shopifyOrder(world.client)
    await approve(world.admin, order)
    await expect(setAccess(world.client.pb, order.id, "granted")).rejects.toMatchObject({ status: 400 })
    await expect(
      setAccess(world.client.pb, order.id, "request_sent", "mine.myshopify.com"),
    ).rejects.toMatchObject({ status: 403 })
    expect(await kindsOf(world, order.id)).toEqual([])
  })

  it("tells admins the new count live, and no one else, whatever they subscribe to", async () => {
    const admin = await openRealtime(world.server.url)
    const client = await openRealtime(world.server.url)
    const guest = await openRealtime(world.server.url)
    const topics = ["launchdesk/queue", "waiting", "waiting/*"]
    expect((await admin.subscribe(world.admin.pb.authStore.token, topics)).status).toBe(204)
    expect((await client.subscribe(world.client.pb.authStore.token, topics)).status).toBe(204)
    expect((await guest.subscribe("", topics)).status).toBe(204)
    const from = admin.events.length
    const order = await shopifyOrder(world.client)
    const { total } = await readQueue(world)
    expect(total).toBeGreaterThan(0)
    // (an earlier test's last change may still be announced first)
    await admin.waitFor((e) => e.name === "launchdesk/queue" && e.data === JSON.stringify({ total }), from)
    await approve(world.admin, order)
    await poll(async () => admin.events.filter((e) => e.name === "launchdesk/queue").length >= 2)
    await sleep(300)
    expect(client.events.map((e) => e.name)).toEqual(["PB_CONNECT"])
    expect(guest.events.map((e) => e.name)).toEqual(["PB_CONNECT"])
    admin.close()
    client.close()
    guest.close()
  })
})

describe("the studio's queue over data written without the hooks", () => {
  it("is derived at start from the seeded orders and messages (the demo writes straight into SQLite)", async () => {
    const seeded = await startPipeline()
    try {
      await seeded.server.stop()
      await seeded.server.cli(["demo", "seed", "--clients", "10", "--orders", "300", "--seed", "2026"])
      await seeded.server.restart()
      await seeded.admin.pb.collection("users").authRefresh()
      const pending = await seeded.su
        .collection("orders")
        .getFullList({ filter: 'status = "pending_approval"' })
      expect(pending.length).toBeGreaterThan(0)
      const queue = await poll(async () => {
        const q = await readQueue(seeded)
        return q.items.some((i) => i.kind === "new_order") ? q : null
      })
      const orders = queue!.items.filter((i) => i.kind === "new_order").map((i) => i.orderId)
      expect(orders.sort()).toEqual(pending.map((o) => o.id).sort())
      expect(queue!.total).toBe(queue!.items.length)
      // a second start adds nothing
      await seeded.server.restart()
      await seeded.admin.pb.collection("users").authRefresh()
      await sleep(500)
      expect((await readQueue(seeded)).total).toBe(queue!.total)
    } finally {
      await seeded.dispose()
    }
  })
})
