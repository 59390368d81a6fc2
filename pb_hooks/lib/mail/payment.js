/// <reference path="../../../pb_data/types.d.ts" />
// Every word of the client's payment e-mails: the receipt once an order is paid, and the notice of a refund. The
// studio's business details (name, address, tax id) are settings (BUSINESS_*, internal/config).

const words = require(`${__hooks}/lib/payment_texts.js`)
const { PROMISE } = require(`${__hooks}/lib/promise_words.js`)
const { greeting, footers } = require(`${__hooks}/lib/mail/content.js`)
const { orderURL, orderMail } = require(`${__hooks}/lib/mail/order_mail.js`)

/**
 * issuer is the receipt's "From" detail: the studio's business details as configured (BUSINESS_NAME,
 * BUSINESS_ADDRESS, BUSINESS_TAX_ID), only the parts that are set; none when nothing is (nothing is invented).
 */
function issuer() {
  const b = $app.store().get("launchdesk.config").business
  const parts = [b.name, b.address].filter(Boolean).join(", ")
  const value = [parts, b.taxID ? `(${b.taxID})` : ""].filter(Boolean).join(" ")
  return value ? [{ label: "From", value }] : []
}

/**
 * receiptMail is the client's receipt for payment of order.
 * @param {import("./content.js").Brand} brand
 * @param {core.Record} order
 * @param {core.Record} payment
 * @param {string} clientName
 */
function receiptMail(brand, order, payment, clientName) {
  const title = order.getString("title")
  const amount = words.money(payment.getInt("amount_cents"), payment.getString("currency"))
  const receipt = words.receiptLabel(payment.getInt("receipt_no"))
  return orderMail(brand, order, "client", {
    kind: "payment_receipt",
    subject: `Receipt ${receipt}: ${title}`,
    preheader: `We received your payment of ${amount}.`,
    heading: "Payment received",
    greeting: greeting(clientName),
    lines: [
      `We received your payment of ${amount} for "${title}". Thank you: the ${PROMISE.dayAdjective} clock can start.`,
    ],
    details: [
      { label: "Receipt", value: receipt },
      { label: "Order", value: title },
      { label: "Amount", value: amount },
      { label: "Paid by", value: words.METHOD_NAMES[payment.getString("method")] || "Other" },
      ...issuer(),
    ],
    buttonLabel: "View your receipt",
    buttonURL: orderURL(brand, order, "client") + "/receipt",
    linkLabel: "Open your order",
    linkURL: orderURL(brand, order, "client"),
    footer: footers.paid(brand),
  })
}

/**
 * refundMail tells the client its payment for order was refunded.
 * @param {import("./content.js").Brand} brand
 * @param {core.Record} order
 * @param {core.Record} payment
 * @param {string} clientName
 */
function refundMail(brand, order, payment, clientName) {
  const title = order.getString("title")
  const amount = words.money(payment.getInt("amount_cents"), payment.getString("currency"))
  return orderMail(brand, order, "client", {
    kind: "payment_refund",
    subject: `Refund: ${title}`,
    preheader: `Your payment of ${amount} was refunded.`,
    heading: "Payment refunded",
    greeting: greeting(clientName),
    lines: [
      `Your payment of ${amount} for "${title}" was refunded in full.`,
      "It can take 5 to 10 business days to show on your statement.",
    ],
    details: [
      { label: "Order", value: title },
      { label: "Amount", value: amount },
    ],
    buttonLabel: "View your order",
    footer: footers.paid(brand),
  })
}

module.exports = { receiptMail, refundMail }
