import { describe, expect, it } from "vitest"
import { completeOrder } from "../support/orders"
import { createOrder, startPipeline } from "./pipeline-support"
import { testFixture } from "../support/world"

const world = testFixture(() => startPipeline())

const refused = (p: Promise<unknown>) =>
  p.then(
    () => 0,
    (err: { status: number }) => err.status,
  )

async function outboxFor(recipient: string, kind: string, orderId: string) {
  return world.su.collection("mail_outbox").getFullList({
    filter: world.su.filter("recipient = {:r} && kind = {:k} && order = {:o}", {
      r: recipient,
      k: kind,
      o: orderId,
    }),
  })
}

describe("e-mail preferences", () => {
  it("a user edits only its own preferences, with known kinds and true/false only", async () => {
    const { client, admin } = world
    const saved = await client.pb.collection("users").update(client.id, { email_prefs: { status: false } })
    expect(saved["email_prefs"]).toEqual({ status: false })
    expect(
      await refused(client.pb.collection("users").update(client.id, { email_prefs: { status: "no" } })),
    ).toBe(400)
    expect(
      await refused(client.pb.collection("users").update(client.id, { email_prefs: { shout: true } })),
    ).toBe(400)
    expect(await refused(client.pb.collection("users").update(client.id, { email_prefs: [true] }))).toBe(400)
    expect(await refused(client.pb.collection("users").update(admin.id, { email_prefs: {} }))).toBe(404)
    // nothing else it must not change moves either
    for (const change of [{ role: "admin" }, { verified: true }, { email: "new@example.test" }]) {
      expect(await refused(client.pb.collection("users").update(client.id, change))).toBeGreaterThanOrEqual(
        400,
      )
    }
    const stored = await world.su.collection("users").getOne(client.id)
    expect([stored["role"], stored["verified"], stored["email"]]).toEqual(["client", false, client.email])
    await client.pb.collection("users").update(client.id, { email_prefs: {} })
  })

  it("status e-mails off: the notification is made, the e-mail is not; on again: e-mailed again", async () => {
    const { client, admin } = world
    await client.pb.collection("users").update(client.id, { email_prefs: { status: false } })
    const order = await createOrder(world)
    await admin.pb.collection("orders").update(order.id, { status: "in_progress" })
    const notes = await client.pb
      .collection("notifications")
      .getFullList({ filter: client.pb.filter("related_order = {:o}", { o: order.id }) })
    expect(notes).toHaveLength(1)
    expect(await outboxFor(client.email, "status_change", order.id)).toHaveLength(0)

    await client.pb.collection("users").update(client.id, { email_prefs: { status: true } })
    await completeOrder(admin.pb, order.id)
    expect(await outboxFor(client.email, "status_change", order.id)).toHaveLength(1)
  })

  it("an admin who turned new-order e-mails off gets the notification only", async () => {
    const { admin } = world
    await admin.pb.collection("users").update(admin.id, { email_prefs: { new_orders: false } })
    const order = await createOrder(world)
    const notes = await admin.pb
      .collection("notifications")
      .getFullList({ filter: admin.pb.filter("related_order = {:o}", { o: order.id }) })
    expect(notes).toHaveLength(1)
    expect(await outboxFor(admin.email, "new_order", order.id)).toHaveLength(0)
    await admin.pb.collection("users").update(admin.id, { email_prefs: {} })
  })
})
