/// <reference path="../../../pb_data/types.d.ts" />
// Every word of the e-mails about a second payment: Stripe took money for an order that was already settled (paid
// by another Checkout Session or by hand, waived or refunded). The client is told it will be refunded, then that it
// was. The in-app words are lib/payment_texts.js's.

const words = require(`${__hooks}/lib/payment_texts.js`)
const { greeting, footers } = require(`${__hooks}/lib/mail/content.js`)
const { orderMail } = require(`${__hooks}/lib/mail/order_mail.js`)

/**
 * secondPaymentMail tells the client about the second payment extra of order: it will be refunded (refunded false),
 * or it was (refunded true).
 * @param {import("./content.js").Brand} brand
 * @param {core.Record} order
 * @param {core.Record} extra
 * @param {string} clientName
 * @param {boolean} refunded
 */
function secondPaymentMail(brand, order, extra, clientName, refunded) {
  const title = order.getString("title")
  const amount = words.money(extra.getInt("amount_cents"), extra.getString("currency"))
  const note = words.secondPaymentNote(title, amount, refunded)
  return orderMail(brand, order, "client", {
    kind: refunded ? "payment_second_refund" : "payment_second",
    subject: note.title,
    preheader: refunded
      ? `Your second payment of ${amount} was refunded.`
      : `Your second payment of ${amount} will be refunded.`,
    heading: refunded ? "Second payment refunded" : "A second payment: it will be refunded",
    greeting: greeting(clientName),
    lines: refunded
      ? [note.message, "It can take 5 to 10 business days to show on your statement."]
      : [note.message, "We will e-mail you again once the refund is made."],
    details: [
      { label: "Order", value: title },
      { label: refunded ? "Refunded" : "To be refunded", value: amount },
    ],
    buttonLabel: "View your order",
    linkLabel: "Open your dashboard",
    footer: footers.paid(brand),
  })
}

module.exports = { secondPaymentMail }
