import { describe, expect, it } from "vitest"
import { approve, completeIntake, moveStep, shopifyOrder } from "./launch-support"
import { startPipeline } from "./pipeline-support"
import { itemOf, kindsOf, markDone, readQueue } from "./queue-support"
import { statusOf } from "./review-support"
import { testFixture } from "../support/world"

// The studio's explicit "Done" on an item of its queue (POST /api/launchdesk/admin/queue/{id}/done {at}): one item
// leaves, as the studio saw it, for admins only, once however many ask at the same time.

const world = testFixture(() => startPipeline())

const say = (orderId: string, body: string) =>
  world.client.pb.collection("messages").create({ order: orderId, body }, { requestKey: null })

/** anOrderWithMessagesAndIntake is an approved order with the client's message and completed intake waiting. */
async function anOrderWithMessagesAndIntake() {
  const order = await shopifyOrder(world.client)
  await approve(world.admin, order)
  await say(order.id, "Thanks, all sent!")
  await completeIntake(world.client, order.id)
  expect(await kindsOf(world, order.id)).toEqual(["intake_complete", "messages"])
  return order
}

describe("the studio's Done on an inbox item", () => {
  it("takes that one item out, and answers 404 once it is gone", async () => {
    const order = await anOrderWithMessagesAndIntake()
    const { total } = await readQueue(world)
    const item = (await itemOf(world, order.id, "messages"))!
    expect(await statusOf(markDone(world, item))).toBe(200)
    expect(await kindsOf(world, order.id)).toEqual(["intake_complete"])
    expect((await readQueue(world)).total).toBe(total - 1)
    await expect(markDone(world, item)).rejects.toMatchObject({
      status: 404,
      response: { message: "This item has already left your inbox: it was answered or marked done." },
    })
    await say(order.id, "One more question")
    expect(await itemOf(world, order.id, "messages"), "a new message comes back").toMatchObject({ count: 1 })
  })

  it("refuses an item that changed since the studio saw it, and keeps it", async () => {
    const order = await anOrderWithMessagesAndIntake()
    const seen = (await itemOf(world, order.id, "messages"))!
    await say(order.id, "Also: can the logo be bigger?")
    await expect(markDone(world, seen)).rejects.toMatchObject({ status: 409 })
    const now = (await itemOf(world, order.id, "messages"))!
    expect(now).toMatchObject({ id: seen.id, count: 2 })
    await expect(markDone(world, { id: now.id, at: "" })).rejects.toMatchObject({ status: 400 })
    await expect(markDone(world, { id: now.id, at: "soon" })).rejects.toMatchObject({ status: 400 })
    expect(await itemOf(world, order.id, "messages")).toMatchObject({ count: 2 })
    expect(await statusOf(markDone(world, now))).toBe(200)
    expect(await kindsOf(world, order.id)).toEqual(["intake_complete"])
  })

  it("is the studio's alone: a client is refused (403), a visitor must sign in (401), and the item stays", async () => {
    const order = await anOrderWithMessagesAndIntake()
    const item = (await itemOf(world, order.id, "intake_complete"))!
    await expect(markDone(world, item, world.client.pb)).rejects.toMatchObject({ status: 403 })
    const visitor = await fetch(`${world.server.url}/api/launchdesk/admin/queue/${item.id}/done`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ at: item.at }),
    })
    expect(visitor.status).toBe(401)
    expect(await itemOf(world, order.id, "intake_complete")).toEqual(item)
    // a client's told turn (the intake, once the launch is at Brand intake) is no item of the studio's queue
    const other = await shopifyOrder(world.client)
    await approve(world.admin, other)
    await moveStep(world.admin.pb, other.id, "intake")
    const turn = await world.su
      .collection("waiting")
      .getFirstListItem(world.su.filter("order = {:o} && side = 'client'", { o: other.id }))
    await expect(markDone(world, { id: turn.id, at: turn["at"] as string })).rejects.toMatchObject({
      status: 404,
    })
    expect((await world.su.collection("waiting").getOne(turn.id)).id).toBe(turn.id)
  })

  it("takes an item out once when many ask at the same time", async () => {
    const order = await anOrderWithMessagesAndIntake()
    const item = (await itemOf(world, order.id, "intake_complete"))!
    const statuses = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        statusOf(markDone(world, item, n % 2 ? world.client.pb : undefined)),
      ),
    )
    expect(statuses.filter((s) => s === 403)).toHaveLength(4)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 404)).toHaveLength(3)
    expect(await kindsOf(world, order.id)).toEqual(["messages"])
    const rows = await world.su.collection("waiting").getFullList({
      filter: world.su.filter("order = {:o} && side = 'studio'", { o: order.id }),
      sort: "kind",
    })
    // the done item is kept with count 0, so that the derivation at start does not raise it again
    expect(rows.map((r) => [r["kind"], r["count"]])).toEqual([
      ["intake_complete", 0],
      ["messages", 1],
    ])
  })
})
