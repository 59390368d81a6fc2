import { describe, expect, it } from "vitest"
import type { ReceivedMail } from "../support/smtp"
import { launchOf, moveStep } from "./launch-support"
import { startMessagesWorld } from "./messages-support"
import { approveReview, askReview, orderInBuilding, overrideReview, statusOf } from "./review-support"
import { testFixture } from "../support/world"

// The strict launch gate (docs/decisions.md §21): an order is completed only with its review approved by the client
// or overridden by the studio with a reason the client reads, on every path (the launch step, REST, batch, a
// superuser, the admin's status select), and a refusal changes nothing.

const REASON = "Agreed by phone: the client wants it live today."

describe("the launch gate", () => {
  const w = testFixture(() => startMessagesWorld())
  const reviewOf = (orderId: string) =>
    w.su
      .collection("reviews")
      .getFullList({ filter: w.su.filter("order = {:o}", { o: orderId }) })
      .then((rows) => rows[0] ?? null)
  const completedEvents = (orderId: string) =>
    w.su.collection("order_events").getFullList({
      filter: w.su.filter("order = {:o} && to = 'completed'", { o: orderId }),
    })
  const overrideNotices = (orderId: string) =>
    w.su.collection("notifications").getFullList({
      filter: w.su.filter("related_order = {:o} && title ~ 'Your store will launch'", { o: orderId }),
    })
  const complete = (orderId: string, reason?: string) =>
    w.admin.pb
      .collection("orders")
      .update(orderId, reason === undefined ? { status: "completed" } : { status: "completed", reason })

  it("refuses to complete an order never reviewed without a reason: REST, batch, superuser, launch step", async () => {
    const order = await orderInBuilding(w.admin, w.client)
    const sentence = "The client has not approved this launch"
    await expect(complete(order.id)).rejects.toThrow(sentence)
    await expect(w.su.collection("orders").update(order.id, { status: "completed" })).rejects.toThrow(
      sentence,
    )
    const batch = w.admin.pb.createBatch()
    batch.collection("orders").update(order.id, { status: "completed" })
    expect(await statusOf(batch.send())).toBe(400)
    await expect(moveStep(w.admin.pb, order.id, "launched")).rejects.toThrow(sentence)
    const forged = w.su.collection("reviews").create({ order: order.id, round: 1, state: "approved" })
    expect(await statusOf(forged)).toBe(403) // not even a superuser writes an approval
    const refused = await complete(order.id).catch((e: { response: unknown }) => e.response)
    expect(refused).toMatchObject({ status: 400, data: { reason: { code: "validation_required" } } })

    expect((await w.su.collection("orders").getOne(order.id)).status).toBe("in_progress")
    expect((await launchOf(w.su, order.id)).step).toBe("building")
    expect(await reviewOf(order.id)).toBeNull()
    expect(await completedEvents(order.id)).toHaveLength(0)
  })

  it("refuses a superuser's write of a launch to Launched without approval (REST and batch), then lets it through once approved", async () => {
    const order = await orderInBuilding(w.admin, w.client)
    const launch = await launchOf(w.su, order.id)
    const sentence = "The client has not approved this launch"
    await expect(w.su.collection("launches").update(launch.id, { step: "launched" })).rejects.toThrow(
      sentence,
    )
    const batch = w.su.createBatch()
    batch.collection("launches").update(launch.id, { step: "launched" })
    expect(await statusOf(batch.send())).toBe(400)
    expect((await launchOf(w.su, order.id)).step).toBe("building")

    await overrideReview(w.admin.pb, order.id, REASON)
    await w.su.collection("launches").update(launch.id, { step: "launched" })
    expect((await launchOf(w.su, order.id)).step).toBe("launched")
  })

  it("lets only the studio approve: another client gets 404, the client 403, reasons of 10 to 280 characters", async () => {
    const order = await orderInBuilding(w.admin, w.client)
    expect(await statusOf(overrideReview(w.other.pb, order.id, REASON))).toBe(404)
    expect(await statusOf(approveReview(w.other.pb, order.id))).toBe(404)
    expect(await statusOf(overrideReview(w.client.pb, order.id, REASON))).toBe(403)
    expect(await statusOf(approveReview(w.client.pb, order.id))).toBe(400) // nothing was asked
    expect(
      await statusOf(
        w.client.pb.collection("orders").update(order.id, { status: "completed", reason: REASON }),
      ),
    ).toBe(404)
    for (const reason of ["Too short", "x".repeat(281), "          "]) {
      expect(await statusOf(complete(order.id, reason))).toBe(400)
      expect(await statusOf(overrideReview(w.admin.pb, order.id, reason))).toBe(400)
    }
    expect((await w.su.collection("orders").getOne(order.id)).status).toBe("in_progress")
    expect(await reviewOf(order.id)).toBeNull()
    expect(await overrideNotices(order.id)).toHaveLength(0)
  })

  it("takes the admin's reason on completion as the override: history, the client told in-app and by e-mail", async () => {
    const order = await orderInBuilding(w.admin, w.client)
    const saved = await complete(order.id, REASON)
    expect(saved.status).toBe("completed")
    expect(await reviewOf(order.id)).toMatchObject({
      round: 0,
      state: "overridden",
      override_reason: REASON,
      answered_by: w.admin.id,
    })
    expect((await launchOf(w.client.pb, order.id)).step).toBe("launched")
    const notes = await w.su.collection("order_events").getFullList({
      filter: w.su.filter("order = {:o} && note ~ 'Launch approved by the studio'", { o: order.id }),
    })
    expect(notes.map((n) => [n.actor, n.note])).toEqual([
      ["admin", `Launch approved by the studio: ${REASON}`],
    ])
    const [notice] = await overrideNotices(order.id)
    expect(notice!.message).toContain(REASON)
    expect(notice!.user).toBe(w.client.id)
    const told = (m: ReceivedMail) =>
      m.to.includes(w.client.email) && m.parsed.subject === `Your store will launch: ${order.title}`
    const [mail] = await w.smtp.waitFor(told)
    expect(mail!.parsed.text).toContain("without asking you to review a preview first")
    expect(mail!.parsed.text).toContain(REASON)
    // no preview to review: the button opens the order
    expect(mail!.parsed.text).toContain(`View your order: `)
    expect(mail!.parsed.text).not.toContain("Review your store")
    const invited = await w.su.collection("testimonials").getFullList({
      filter: w.su.filter("order = {:o}", { o: order.id }),
    })
    expect(invited).toHaveLength(0) // no preview was reviewed: no testimonial asked
  })

  it("relaunches a reopened order on its approval, until the studio asks for a new review", async () => {
    const order = await orderInBuilding(w.admin, w.client)
    await askReview(w.admin.pb, order.id)
    await approveReview(w.client.pb, order.id)
    await moveStep(w.admin.pb, order.id, "launched")
    const reopen = { status: "in_progress", reason: "The client found a typo on the home page." }
    await expect(
      w.admin.pb.collection("orders").update(order.id, { status: "in_progress" }),
    ).rejects.toThrow()
    await w.admin.pb.collection("orders").update(order.id, reopen)
    expect((await complete(order.id)).status).toBe("completed") // round 1's approval still counts
    await w.admin.pb.collection("orders").update(order.id, reopen)
    await askReview(w.admin.pb, order.id)
    await expect(complete(order.id)).rejects.toThrow("The client has not approved the preview yet")
    await approveReview(w.client.pb, order.id)
    expect((await complete(order.id)).status).toBe("completed")
    expect(await reviewOf(order.id)).toMatchObject({ round: 2, state: "approved", answered_by: w.client.id })
    expect(await completedEvents(order.id)).toHaveLength(3)
  })

  it("completes once under concurrent completions and overrides: one override, one notice", async () => {
    const order = await orderInBuilding(w.admin, w.client)
    const tries = [
      ...Array.from({ length: 4 }, () => statusOf(complete(order.id, REASON))),
      ...Array.from({ length: 2 }, () => statusOf(overrideReview(w.admin.pb, order.id, REASON))),
      statusOf(w.su.collection("orders").update(order.id, { status: "completed", reason: REASON })),
    ]
    const answers = await Promise.all(tries)
    expect(answers.every((s) => s === 200 || s === 400)).toBe(true)
    expect((await w.su.collection("orders").getOne(order.id)).status).toBe("completed")
    expect(await completedEvents(order.id)).toHaveLength(1)
    expect(await overrideNotices(order.id)).toHaveLength(1)
    expect((await reviewOf(order.id))!.state).toBe("overridden")
  })

  it("completes an order straight from pending approval only with the studio's reason", async () => {
    const order = await w.client.pb.collection("orders").create({
      title: "Straight to launched",
      description: "An order the studio launches at once.",
      company_name: "Noir Atelier",
      client: w.client.id,
    })
    await expect(w.su.collection("orders").update(order.id, { status: "completed" })).rejects.toThrow(
      "The client has not approved this launch",
    )
    await w.su.collection("orders").update(order.id, { status: "completed", reason: REASON })
    expect(await reviewOf(order.id)).toMatchObject({ round: 0, state: "overridden", override_reason: REASON })
    expect(await overrideNotices(order.id)).toHaveLength(1)
  })
})
