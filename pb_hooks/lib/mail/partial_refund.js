/// <reference path="../../../pb_data/types.d.ts" />
// Every word of the e-mail that tells the client part of its payment was refunded (a partial refund the studio made
// in Stripe): how much this time, how much in all, and that the rest stays paid with its receipt.

const words = require(`${__hooks}/lib/payment_texts.js`)
const { greeting, footers } = require(`${__hooks}/lib/mail/content.js`)
const { orderURL, orderMail } = require(`${__hooks}/lib/mail/order_mail.js`)

/**
 * partialRefundMail tells the client that payment of order is now refunded in part, refundedBefore cents having
 * been refunded before this refund.
 * @param {import("./content.js").Brand} brand
 * @param {core.Record} order
 * @param {core.Record} payment
 * @param {string} clientName
 * @param {number} refundedBefore
 */
function partialRefundMail(brand, order, payment, clientName, refundedBefore) {
  const title = order.getString("title")
  const f = words.partialRefundFigures(payment, refundedBefore)
  const receipt = words.receiptLabel(payment.getInt("receipt_no"))
  return orderMail(brand, order, "client", {
    kind: "payment_partial_refund",
    subject: `Partial refund: ${title}`,
    preheader: `${f.now} of your payment was refunded.`,
    heading: "Part of your payment refunded",
    greeting: greeting(clientName),
    lines: [
      `We refunded ${f.now} of your payment of ${f.paid} for "${title}".`,
      `The rest stays paid, and your receipt ${receipt} stays valid.`,
      "It can take 5 to 10 business days to show on your statement.",
    ],
    details: [
      { label: "Order", value: title },
      { label: "Refunded now", value: f.now },
      { label: "Refunded in all", value: `${f.total} of ${f.paid}` },
      { label: "Receipt", value: receipt },
    ],
    buttonLabel: "View your order",
    linkLabel: "View your receipt",
    linkURL: orderURL(brand, order, "client") + "/receipt",
    footer: footers.paid(brand),
  })
}

module.exports = { partialRefundMail }
