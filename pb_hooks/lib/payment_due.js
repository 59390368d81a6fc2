/// <reference path="../../pb_data/types.d.ts" />
// Approving an order (pending approval → in progress) makes its payment due, with the price and currency of the
// settings (PRICE_CENTS, CURRENCY) fixed on the payment then: a later price change never alters an open order. An
// order approved again after a move back keeps its payment as it is.

const { findFirstOrNull } = require(`${__hooks}/lib/records.js`)

/** findPayment returns the order's payment, or null before its approval (and for orders approved before payments). */
function findPayment(app, orderId) {
  return findFirstOrNull(app, "payments", "order = {:order}", { order: orderId })
}

/** openDue makes the order's payment due, once, in the approval's transaction (tx). */
function openDue(tx, order) {
  if (findPayment(tx, order.id)) return
  const cfg = $app.store().get("launchdesk.config")
  const payment = new Record(tx.findCachedCollectionByNameOrId("payments"))
  payment.set("order", order.id)
  payment.set("amount_cents", cfg.priceCents)
  payment.set("currency", cfg.currency)
  payment.set("state", "due")
  payment.set("receipt_no", 0)
  tx.save(payment)
}

/** settled: the launch clock may start (paid or waived; an order without a payment row predates payments). */
function settled(app, orderId) {
  const payment = findPayment(app, orderId)
  if (!payment) return true
  const state = payment.getString("state")
  return state === "paid" || state === "waived"
}

module.exports = { findPayment, openDue, settled }
