import type { RecordModel } from "pocketbase"
import { markItem, moveStep } from "./launch-support"
import { approvedOrder, checkout, paymentOf, type PaymentsWorld } from "./payments-support"
import { askReview, approveReview } from "./review-support"
import { paidSession, sendEvent, stripeEvent } from "../support/stripe"
import { PROMISE_HOURS } from "../../ui/src/content/promise"

// Orders paid by card through Stripe's webhook, for the guarantee, dispute and proof tests.

/** A card-paid order: the order, and the payment intent Stripe's event named. */
export interface CardOrder {
  order: RecordModel
  paymentIntent: string
}

/** cardPaidOrder approves a new order of w's client and pays it by card (Checkout, then Stripe's signed event). */
export async function cardPaidOrder(w: PaymentsWorld): Promise<CardOrder> {
  const order = await approvedOrder(w.client, w.admin)
  await checkout(w.client, order.id)
  const session = String((await paymentOf(w, order.id)).stripe_session)
  const paid = paidSession(session, order.id)
  const answer = await sendEvent(w.server.url, stripeEvent("checkout.session.completed", paid))
  if (answer.status !== 200) throw new Error(`the payment event answered ${answer.status}`)
  return { order, paymentIntent: paid.payment_intent }
}

/** startClock takes a paid order to Building as the studio (every intake item not needed): its clock runs. */
export async function startClock(w: PaymentsWorld, orderId: string): Promise<void> {
  for (const item of ["logo", "colors_fonts", "products", "policies", "domain"]) {
    await markItem(w.admin.pb, orderId, item, "not_needed")
  }
  await moveStep(w.admin.pb, orderId, "building")
}

/** launchReviewed asks the client to review a preview, has the client approve it, and launches the store. */
export async function launchReviewed(w: PaymentsWorld, orderId: string): Promise<void> {
  await askReview(w.admin.pb, orderId)
  await approveReview(w.client.pb, orderId)
  await moveStep(w.admin.pb, orderId, "launched")
}

/** A Stripe dispute of paymentIntent's $200 card payment as its events carry it, due at dueBy (Unix seconds). */
export const disputeOf = (paymentIntent: string, dueBy: number, fields: Record<string, unknown> = {}) => ({
  id: `dp_${paymentIntent}`,
  object: "dispute",
  amount: 20000,
  currency: "usd",
  charge: `ch_${paymentIntent}`,
  payment_intent: paymentIntent,
  reason: "product_not_received",
  status: "needs_response",
  evidence_details: { due_by: dueBy, has_evidence: false, past_due: false, submission_count: 0 },
  ...fields,
})

/** transferPaidOrder approves a new order of w's client and has the studio mark it paid by bank transfer. */
export async function transferPaidOrder(w: PaymentsWorld): Promise<RecordModel> {
  const order = await approvedOrder(w.client, w.admin)
  await w.admin.pb.send(`/api/launchdesk/orders/${order.id}/payment/mark-paid`, {
    method: "POST",
    body: { method: "bank_transfer", reference: "TR-2026-17" },
    requestKey: null,
  })
  return order
}

const HOUR = 3_600_000
const iso = (ms: number) => new Date(ms).toISOString().replace("T", " ")

/**
 * setClock moves the order's launch clock as a test clock would (the superuser writes it: no route may): usedHours of
 * past runs, and running for the last runningHours (0: paused). Each such save is a change of the clock, which the
 * server checks the guarantee at.
 */
export async function setClock(w: PaymentsWorld, orderId: string, usedHours: number, runningHours: number) {
  const launch = await w.su
    .collection("launches")
    .getFirstListItem(w.su.filter("order = {:o}", { o: orderId }))
  const now = Date.now()
  const since = runningHours > 0 ? now - runningHours * HOUR : now
  return w.su.collection("launches").update(launch.id, {
    clock_used_ms: Math.round(usedHours * HOUR),
    clock_running_since: runningHours > 0 ? iso(since) : "",
    due_at: iso(since + (PROMISE_HOURS - usedHours) * HOUR), // as lib/launch_clock.js dueAt says it
  })
}
