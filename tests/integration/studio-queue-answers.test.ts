import { describe, expect, it } from "vitest"
import { approve, completeIntake, moveStep, setAccess, shopifyOrder } from "./launch-support"
import { startPipeline } from "./pipeline-support"
import { itemOf, kindsOf, openOrder } from "./queue-support"
import {
  approveReview,
  askReview,
  orderInBuilding,
  overrideReview,
  requestChanges,
  tickChange,
} from "./review-support"
import { testFixture } from "../support/world"

// What takes an item out of the studio's queue (pb_hooks/lib/studio_queue.js): its answer, never a look. Opening the
// order and reading its conversation clear nothing (issue 40 item 5).

const world = testFixture(() => startPipeline())

const say = (orderId: string, body: string, pb = world.client.pb, internal = false) =>
  pb.collection("messages").create({ order: orderId, body, internal }, { requestKey: null })

/** The note the client's later collaborator code writes (lib/launch_actions.js NOTES.codeReceived). */
const CODE_RECEIVED = "Collaborator code received"

/** giveCodeLater writes the history row of a client giving its collaborator code after sending the order. */
async function giveCodeLater(orderId: string, actor = "client") {
  const launch = await world.su.collection("launches").getFirstListItem(`order = "${orderId}"`)
  await world.su.collection("order_events").create({
    order: orderId,
    step_from: launch.step,
    step: launch.step,
    note: CODE_RECEIVED,
    actor,
    who: actor === "client" ? world.client.id : world.admin.id,
  })
}

describe("the studio's queue keeps what is unanswered", () => {
  it("keeps the client's question after the studio opens the order and reads it, until the studio replies", async () => {
    const order = await shopifyOrder(world.client)
    await approve(world.admin, order)
    await Promise.all([1, 2, 3, 4, 5].map((n) => say(order.id, `Question ${n}`)))
    expect(await itemOf(world, order.id, "messages")).toMatchObject({ count: 5 })
    await openOrder(world, order.id)
    expect(await itemOf(world, order.id, "messages"), "a look answers nothing").toMatchObject({ count: 5 })
    await say(order.id, "Ask them about the fonts.", world.admin.pb, true)
    expect(await kindsOf(world, order.id), "an internal note answers nobody").toEqual(["messages"])
    await say(order.id, "Yes, we can: here is how.", world.admin.pb)
    expect(await kindsOf(world, order.id)).toEqual([])
    await say(order.id, "One more thing")
    expect(await itemOf(world, order.id, "messages")).toMatchObject({ count: 1 })
  })

  it("keeps a completed intake until the launch moves on to Store access, access granted until Building", async () => {
    const order = await shopifyOrder(world.client)
    await approve(world.admin, order)
    await setAccess(world.admin.pb, order.id, "request_sent", "noir-answers.myshopify.com")
    await completeIntake(world.client, order.id)
    await setAccess(world.client.pb, order.id, "granted")
    expect(await kindsOf(world, order.id)).toEqual(["access_granted", "intake_complete"])
    await openOrder(world, order.id)
    expect(await kindsOf(world, order.id), "opening the order").toEqual(["access_granted", "intake_complete"])
    await moveStep(world.admin.pb, order.id, "intake")
    expect(await kindsOf(world, order.id), "Brand intake is no answer").toEqual([
      "access_granted",
      "intake_complete",
    ])
    await moveStep(world.admin.pb, order.id, "access")
    expect(await kindsOf(world, order.id)).toEqual(["access_granted"])
    await moveStep(world.admin.pb, order.id, "building")
    expect(await kindsOf(world, order.id)).toEqual([])
    // what the studio does itself never waits on it
    const other = await shopifyOrder(world.client)
    await approve(world.admin, other)
    await completeIntake(world.admin, other.id)
    expect(await kindsOf(world, other.id)).toEqual([])
  })

  it("keeps a completed intake that came after Building until the next step", async () => {
    const order = await shopifyOrder(world.client)
    await approve(world.admin, order)
    await moveStep(world.admin.pb, order.id, "building")
    await completeIntake(world.client, order.id)
    await openOrder(world, order.id)
    expect(await kindsOf(world, order.id)).toEqual(["intake_complete"])
    await moveStep(world.admin.pb, order.id, "access") // back: no answer
    expect(await kindsOf(world, order.id)).toEqual(["intake_complete"])
    await moveStep(world.admin.pb, order.id, "building") // forward again: the answer
    expect(await kindsOf(world, order.id)).toEqual([])
  })

  it("keeps a collaborator code given later until the studio sends its request, even past Building", async () => {
    const order = await shopifyOrder(world.client)
    await approve(world.admin, order)
    await giveCodeLater(order.id, "admin")
    expect(await kindsOf(world, order.id), "the studio's own entry").toEqual([])
    await giveCodeLater(order.id)
    expect(await kindsOf(world, order.id)).toEqual(["code_received"])
    await openOrder(world, order.id)
    expect(await kindsOf(world, order.id)).toEqual(["code_received"])
    await setAccess(world.admin.pb, order.id, "request_sent", "noir-code.myshopify.com")
    expect(await kindsOf(world, order.id)).toEqual([])

    // a launch moved on without the request still waits on it: the launch says so, and the inbox keeps the code
    const other = await shopifyOrder(world.client)
    await approve(world.admin, other)
    await giveCodeLater(other.id)
    await completeIntake(world.admin, other.id)
    await moveStep(world.admin.pb, other.id, "building")
    expect(await kindsOf(world, other.id)).toEqual(["code_received"])
    const launch = await world.su.collection("launches").getFirstListItem(`order = "${other.id}"`)
    expect(launch).toMatchObject({ waits_on: "studio", next: "request" })
    await setAccess(world.admin.pb, other.id, "request_sent", "noir-later.myshopify.com")
    expect(await kindsOf(world, other.id)).toEqual([])
  })

  it("clears the launch's items when the order is cancelled, and raises none for it after", async () => {
    const order = await shopifyOrder(world.client)
    await approve(world.admin, order)
    await giveCodeLater(order.id)
    await completeIntake(world.client, order.id)
    expect(await kindsOf(world, order.id)).toEqual(["code_received", "intake_complete"])
    await world.admin.pb
      .collection("orders")
      .update(order.id, { status: "cancelled", reason: "The brand closed." })
    expect(await kindsOf(world, order.id)).toEqual([])
    await giveCodeLater(order.id)
    expect(await kindsOf(world, order.id), "a cancelled order waits on nobody").toEqual([])
  })

  it("brings the client's approval of the preview to the studio, until the launch", async () => {
    const order = await orderInBuilding(world.admin, world.client)
    await askReview(world.admin.pb, order.id)
    expect(await kindsOf(world, order.id)).toEqual([])
    await approveReview(world.client.pb, order.id)
    expect(await kindsOf(world, order.id)).toEqual(["preview_answered"])
    expect(await itemOf(world, order.id, "preview_answered")).toMatchObject({ reviewState: "approved" })
    await openOrder(world, order.id)
    expect(await kindsOf(world, order.id)).toEqual(["preview_answered"])
    await moveStep(world.admin.pb, order.id, "launched")
    expect(await kindsOf(world, order.id)).toEqual([])
  })

  it("brings the client's requested changes to the studio, until a tick, a new review or the studio's approval", async () => {
    const order = await orderInBuilding(world.admin, world.client)
    await askReview(world.admin.pb, order.id)
    const { items } = await requestChanges(world.client.pb, order.id, ["Bigger logo", "Green buttons"])
    expect(await kindsOf(world, order.id), "the launch back at Building is no answer").toEqual([
      "preview_answered",
    ])
    expect(await itemOf(world, order.id, "preview_answered")).toMatchObject({ reviewState: "changes" })
    await openOrder(world, order.id)
    expect(await kindsOf(world, order.id)).toEqual(["preview_answered"])
    await tickChange(world.admin.pb, order.id, items[0]!.id, false) // unticking an open change: no answer
    expect(await kindsOf(world, order.id)).toEqual(["preview_answered"])
    await tickChange(world.admin.pb, order.id, items[0]!.id)
    expect(await kindsOf(world, order.id)).toEqual([])
    await tickChange(world.admin.pb, order.id, items[1]!.id)
    await askReview(world.admin.pb, order.id)
    await requestChanges(world.client.pb, order.id, ["Smaller footer"])
    expect(await kindsOf(world, order.id)).toEqual(["preview_answered"])
    await overrideReview(world.admin.pb, order.id, "Agreed by phone: the footer stays as it is.")
    expect(await kindsOf(world, order.id)).toEqual([])
  })
})
