import { describe, expect, it } from "vitest"
import { paidSession, sendEvent, stripeEvent } from "../support/stripe"
import { approvedOrder, checkout, paymentOf, paymentsWorld } from "./payments-support"

// Stripe's webhook, against a real binary and Stripe's own stripe-mock: only a correctly signed, fresh event for the
// session made for that order, with exactly what is due, marks an order paid, and only once.

const w = paymentsWorld({ admin: "Studio Admin", client: "Paying Client", other: "Other Client", su: true })

async function orderWithSession() {
  const order = await approvedOrder(w.client, w.admin)
  const { url } = await checkout(w.client, order.id)
  const payment = await paymentOf(w, order.id)
  return { order, url, payment, session: String(payment.stripe_session) }
}

const countWhere = async (collection: string, filter: string, params: Record<string, string>) =>
  (await w.su.collection(collection).getFullList({ filter: w.su.filter(filter, params), fields: "id" }))
    .length

describe("approval and checkout", () => {
  it("makes the payment due at approval with the price of the settings, and gives the client a Checkout URL", async () => {
    const { order, url, payment, session } = await orderWithSession()
    expect(payment).toMatchObject({ state: "due", amount_cents: 20000, currency: "usd", receipt_no: 0 })
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\//)
    expect(session).toMatch(/^cs_/)
    // one session at a time: asking again answers the same one
    expect((await checkout(w.client, order.id)).url).toBe(url)
    expect((await paymentOf(w, order.id)).stripe_session).toBe(session)
    // the client reads its payment, without the Stripe ids
    const seen = await w.client.pb.collection("payments").getFirstListItem(`order = "${order.id}"`)
    expect(seen.state).toBe("due")
    expect(seen).not.toHaveProperty("stripe_session")
    expect(seen).not.toHaveProperty("checkout_url")
  })

  it("refuses checkout to another client and to the studio", async () => {
    const order = await approvedOrder(w.client, w.admin)
    await expect(checkout(w.other, order.id)).rejects.toMatchObject({ status: 404 })
    await expect(checkout(w.admin, order.id)).rejects.toMatchObject({ status: 404 })
    expect((await paymentOf(w, order.id)).stripe_session).toBe("")
  })
})

describe("the webhook", () => {
  it("ignores unsigned, wrongly signed and stale events", async () => {
    const { order, session, payment } = await orderWithSession()
    const event = stripeEvent("checkout.session.completed", paidSession(session, order.id))
    expect((await sendEvent(w.server.url, event, { header: null })).status).toBe(400)
    expect((await sendEvent(w.server.url, event, { secret: "whsec_not_the_secret" })).status).toBe(400)
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600
    expect((await sendEvent(w.server.url, event, { at: tenMinutesAgo })).status).toBe(400)
    const altered = { ...event, data: { object: paidSession(session, order.id, { amount_total: 1 }) } }
    const signedBody = JSON.stringify(event)
    const header = (await import("../support/stripe")).signature(signedBody)
    expect((await sendEvent(w.server.url, altered, { header })).status).toBe(400)
    expect(await paymentOf(w, order.id)).toMatchObject({ state: "due", updated: payment.updated })
    expect(await countWhere("payment_events", "order = {:o}", { o: order.id })).toBe(0)
  })

  it("marks paid once: the receipt number, notifications and receipt e-mail are not repeated on replay", async () => {
    const { order, session } = await orderWithSession()
    const event = stripeEvent("checkout.session.completed", paidSession(session, order.id))
    for (let i = 0; i < 3; i++) expect((await sendEvent(w.server.url, event)).status).toBe(200)
    const paid = await paymentOf(w, order.id)
    expect(paid).toMatchObject({ state: "paid", method: "card", reference: session })
    expect(paid.receipt_no).toBeGreaterThan(0)
    expect(await countWhere("mail_outbox", "order = {:o} && kind = 'payment_receipt'", { o: order.id })).toBe(
      1,
    )
    const notes = "related_order = {:o} && user = {:u} && title ~ 'Payment received'"
    expect(await countWhere("notifications", notes, { o: order.id, u: w.client.id })).toBe(1)
    // a later, out-of-order async success changes nothing
    const late = stripeEvent("checkout.session.async_payment_succeeded", paidSession(session, order.id))
    expect((await sendEvent(w.server.url, late)).status).toBe(200)
    expect((await paymentOf(w, order.id)).receipt_no).toBe(paid.receipt_no)
  })

  it("gives receipt numbers without gaps", async () => {
    const numbers: number[] = []
    for (let i = 0; i < 2; i++) {
      const { order, session } = await orderWithSession()
      await sendEvent(w.server.url, stripeEvent("checkout.session.completed", paidSession(session, order.id)))
      numbers.push((await paymentOf(w, order.id)).receipt_no as number)
    }
    expect(numbers[1]).toBe((numbers[0] ?? 0) + 1)
  })

  it("does not mark an order paid with another order's session or a different amount", async () => {
    const a = await orderWithSession()
    const b = await orderWithSession()
    const crossed = stripeEvent("checkout.session.completed", paidSession(a.session, b.order.id))
    expect((await sendEvent(w.server.url, crossed)).status).toBe(200)
    expect((await paymentOf(w, b.order.id)).state).toBe("due")
    expect((await paymentOf(w, a.order.id)).state).toBe("due")
    const short = stripeEvent(
      "checkout.session.completed",
      paidSession(b.session, b.order.id, { amount_total: 100 }),
    )
    expect((await sendEvent(w.server.url, short)).status).toBe(200)
    const mismatch = await paymentOf(w, b.order.id)
    expect(mismatch).toMatchObject({ state: "mismatch", receipt_no: 0 })
    expect(mismatch.note).toContain("took 100 usd")
    const euros = stripeEvent(
      "checkout.session.completed",
      paidSession(a.session, a.order.id, { currency: "eur" }),
    )
    await sendEvent(w.server.url, euros)
    expect((await paymentOf(w, a.order.id)).state).toBe("mismatch")
    expect(
      await countWhere("mail_outbox", "order = {:o} && kind = 'payment_receipt'", { o: b.order.id }),
    ).toBe(0)
  })

  it("waits for a delayed payment, and lets the client pay again when it fails", async () => {
    const { order, session } = await orderWithSession()
    const pending = paidSession(session, order.id, { payment_status: "unpaid" })
    await sendEvent(w.server.url, stripeEvent("checkout.session.completed", pending))
    expect((await paymentOf(w, order.id)).state).toBe("due")
    await sendEvent(w.server.url, stripeEvent("checkout.session.async_payment_failed", pending))
    const failed = await paymentOf(w, order.id)
    expect(failed).toMatchObject({ state: "due", checkout_url: "" })
    const again = await checkout(w.client, order.id)
    expect((await paymentOf(w, order.id)).checkout_url).toBe(again.url)
  })

  it("records a full refund made in Stripe, once", async () => {
    const { order, session } = await orderWithSession()
    await sendEvent(w.server.url, stripeEvent("checkout.session.completed", paidSession(session, order.id)))
    const charge = { id: "ch_test_1", object: "charge", payment_intent: `pi_test_${session}`, refunded: true }
    const refunded = stripeEvent("charge.refunded", charge)
    await sendEvent(w.server.url, refunded)
    await sendEvent(w.server.url, refunded)
    expect((await paymentOf(w, order.id)).state).toBe("refunded")
    expect(await countWhere("mail_outbox", "order = {:o} && kind = 'payment_refund'", { o: order.id })).toBe(
      1,
    )
  })

  it("records a full refund that comes before its payment's event: paid, then refunded, each e-mail once", async () => {
    const { order, session } = await orderWithSession()
    const charge = {
      id: "ch_test_early",
      object: "charge",
      payment_intent: `pi_test_${session}`,
      refunded: true,
    }
    expect((await sendEvent(w.server.url, stripeEvent("charge.refunded", charge))).status).toBe(200)
    expect((await paymentOf(w, order.id)).state).toBe("due")
    const completed = stripeEvent("checkout.session.completed", paidSession(session, order.id))
    for (let i = 0; i < 2; i++) expect((await sendEvent(w.server.url, completed)).status).toBe(200)
    expect((await paymentOf(w, order.id)).state).toBe("refunded")
    for (const kind of ["payment_receipt", "payment_refund"])
      expect(await countWhere("mail_outbox", "order = {:o} && kind = {:k}", { o: order.id, k: kind })).toBe(1)
  })
})
