import { describe, expect, it } from "vitest"
import type { RecordModel } from "pocketbase"
import { paidSession, sendEvent, stripeEvent } from "../support/stripe"
import { poll } from "../support/wait"
import { approvedOrder, checkout, paymentOf, paymentsWorld } from "./payments-support"

// Partial refunds made in Stripe's dashboard, through the webhook of a real binary (events signed as Stripe signs
// them) and a real SMTP server: the payment keeps the largest amount_refunded Stripe reported and stays paid until
// it reaches the amount paid; the client is told once per refund, in-app and by e-mail.

const w = paymentsWorld({ admin: "Studio Admin", client: "Refunded Client", su: true, smtp: true })

/** An order paid by card through Stripe (its session event applied). */
async function paidOrder(): Promise<{ order: RecordModel; pi: string }> {
  const order = await approvedOrder(w.client, w.admin)
  await checkout(w.client, order.id)
  const session = String((await paymentOf(w, order.id)).stripe_session)
  const completed = stripeEvent("checkout.session.completed", paidSession(session, order.id))
  expect((await sendEvent(w.server.url, completed)).status).toBe(200)
  return { order, pi: `pi_test_${session}` }
}

/** charge.refunded for the payment intent, Stripe having refunded `refunded` cents of the 20000 in all. */
const refundEvent = (pi: string, refunded: number, id?: string) =>
  stripeEvent(
    "charge.refunded",
    {
      id: `ch_${pi}`,
      object: "charge",
      payment_intent: pi,
      amount: 20000,
      amount_refunded: refunded,
      refunded: refunded >= 20000,
    },
    id,
  )

const deliver = async (event: object) => expect((await sendEvent(w.server.url, event)).status).toBe(200)

const outboxOf = (orderId: string, kind: string) =>
  w.su
    .collection("mail_outbox")
    .getFullList({ filter: w.su.filter("order = {:o} && kind = {:k}", { o: orderId, k: kind }) })

/** The e-mails the SMTP server received about the order (they link to it) whose subject matches, once the outbox
 * has delivered every payment e-mail of the order: what is counted is final. */
async function mailsAbout(orderId: string, subject: RegExp) {
  const delivered = await poll(async () => {
    const rows = await w.su
      .collection("mail_outbox")
      .getFullList({ filter: w.su.filter("order = {:o} && kind ~ 'payment_'", { o: orderId }) })
    return rows.length > 0 && rows.every((r) => r.state === "sent")
  })
  expect(delivered, "every payment e-mail of the order delivered").toBe(true)
  return w.smtp.messages.filter(
    (m) =>
      subject.test(m.parsed.subject ?? "") && (m.parsed.text ?? "").includes(`/portal/orders/${orderId}`),
  )
}

const notesOf = (orderId: string, title: string) =>
  w.su.collection("notifications").getFullList({
    filter: w.su.filter("related_order = {:o} && user = {:u} && title ~ {:t}", {
      o: orderId,
      u: w.client.id,
      t: title,
    }),
  })

describe("a partial refund made in Stripe", () => {
  it("is recorded on the payment, which stays paid with its receipt, and told once by e-mail and in-app", async () => {
    const { order, pi } = await paidOrder()
    const paid = await paymentOf(w, order.id)
    const event = refundEvent(pi, 5000)
    await deliver(event)
    const after = await paymentOf(w, order.id)
    expect(after).toMatchObject({
      state: "paid",
      refunded_cents: 5000,
      receipt_no: paid.receipt_no,
      refunded_at: "",
    })
    const [mail, ...more] = await mailsAbout(order.id, /^Partial refund: /)
    expect(more).toEqual([])
    expect(mail?.to).toEqual([w.client.email])
    expect(mail?.parsed.text).toContain("We refunded $50.00 of your payment of $200.00")
    expect(mail?.parsed.text).toContain("Refunded in all: $50.00 of $200.00")
    expect(await notesOf(order.id, "Partial refund")).toHaveLength(1)

    // the same event again, and a duplicate with another id but the same amount: nothing more
    await deliver(event)
    await deliver(refundEvent(pi, 5000))
    expect(await paymentOf(w, order.id)).toMatchObject({
      state: "paid",
      refunded_cents: 5000,
      updated: after.updated,
    })
    expect(await outboxOf(order.id, "payment_partial_refund")).toHaveLength(1)
    expect(await mailsAbout(order.id, /^Partial refund: /)).toHaveLength(1)
    expect(await notesOf(order.id, "Partial refund")).toHaveLength(1)
  })

  it("turns refunded once the refunds reach the amount paid: two refund e-mails", async () => {
    const { order, pi } = await paidOrder()
    await deliver(refundEvent(pi, 5000))
    await deliver(refundEvent(pi, 20000))
    expect(await paymentOf(w, order.id)).toMatchObject({ state: "refunded", refunded_cents: 20000 })
    expect(await mailsAbout(order.id, /^Partial refund: /)).toHaveLength(1)
    const [full, ...more] = await mailsAbout(order.id, /^Refund: /)
    expect(more).toEqual([])
    expect(full?.parsed.text).toContain("was refunded in full")
  })

  it("keeps the larger figure when an older event comes after a newer one", async () => {
    const { order, pi } = await paidOrder()
    const older = refundEvent(pi, 5000)
    await deliver(refundEvent(pi, 12000))
    await deliver(older)
    expect(await paymentOf(w, order.id)).toMatchObject({ state: "paid", refunded_cents: 12000 })
    await deliver(refundEvent(pi, 20000))
    const refunded = await paymentOf(w, order.id)
    await deliver(refundEvent(pi, 5000))
    expect(await paymentOf(w, order.id)).toMatchObject({
      state: "refunded",
      refunded_cents: 20000,
      updated: refunded.updated,
    })
    expect(await outboxOf(order.id, "payment_partial_refund")).toHaveLength(1)
    expect(await outboxOf(order.id, "payment_refund")).toHaveLength(1)
  })

  it("is not lost when it comes before the payment's session event", async () => {
    const order = await approvedOrder(w.client, w.admin)
    await checkout(w.client, order.id)
    const session = String((await paymentOf(w, order.id)).stripe_session)
    await deliver(refundEvent(`pi_test_${session}`, 5000))
    expect(await paymentOf(w, order.id)).toMatchObject({ state: "due", refunded_cents: 0 })
    const completed = stripeEvent("checkout.session.completed", paidSession(session, order.id))
    await deliver(completed)
    await deliver(completed)
    const payment = await paymentOf(w, order.id)
    expect(payment).toMatchObject({ state: "paid", refunded_cents: 5000 })
    expect(payment.receipt_no).toBeGreaterThan(0)
    expect(await mailsAbout(order.id, /^Receipt /)).toHaveLength(1)
    expect(await mailsAbout(order.id, /^Partial refund: /)).toHaveLength(1)
  })

  it("sends one e-mail when Stripe delivers the same event several times at once", async () => {
    const { order, pi } = await paidOrder()
    const event = refundEvent(pi, 7500)
    const answers = await Promise.all(Array.from({ length: 6 }, () => sendEvent(w.server.url, event)))
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200))
    expect(answers.filter((a) => a.body.outcome !== "already handled")).toHaveLength(1)
    expect(await paymentOf(w, order.id)).toMatchObject({ state: "paid", refunded_cents: 7500 })
    expect(await mailsAbout(order.id, /^Partial refund: /)).toHaveLength(1)
  })

  it("lets the studio refund the rest through Stripe: refunded, the whole amount recorded, one refund e-mail", async () => {
    const { order, pi } = await paidOrder()
    await deliver(refundEvent(pi, 5000))
    const answer = await w.admin.pb.send(`/api/launchdesk/orders/${order.id}/payment/refund`, {
      method: "POST",
      requestKey: null,
    })
    expect(answer).toEqual({ state: "refunded" })
    expect(await paymentOf(w, order.id)).toMatchObject({ state: "refunded", refunded_cents: 20000 })
    await deliver(refundEvent(pi, 20000)) // Stripe's event for the studio's refund
    expect(await outboxOf(order.id, "payment_refund")).toHaveLength(1)
    expect(await outboxOf(order.id, "payment_partial_refund")).toHaveLength(1)
  })

  it("counts in the dashboard's refunded figure, and leaves paid this month what the studio kept", async () => {
    const summary = () =>
      w.admin.pb.send<Record<string, number>>("/api/launchdesk/admin/payments/summary", { requestKey: null })
    const { pi } = await paidOrder()
    const before = await summary()
    await deliver(refundEvent(pi, 5000))
    const after = await summary()
    expect(after).toMatchObject({
      refundedCents: (before.refundedCents ?? 0) + 5000,
      refunded: (before.refunded ?? 0) + 1,
      paidMonthCents: (before.paidMonthCents ?? 0) - 5000,
      paidMonth: before.paidMonth,
      outstandingCents: before.outstandingCents,
      outstanding: before.outstanding,
    })
  })
})
