/// <reference path="../../../pb_data/types.d.ts" />
// Every word of the e-mail that alerts an admin to a payment dispute: what was disputed, why, and by when Stripe needs
// the evidence, with the way to the order and to its printable evidence page. Always sent (not a kind an admin can
// turn off: pb_hooks/lib/email_kinds.json).

const words = require(`${__hooks}/lib/dispute_words.js`)
const { greeting, footers } = require(`${__hooks}/lib/mail/content.js`)
const { orderURL, orderMail } = require(`${__hooks}/lib/mail/order_mail.js`)

/**
 * disputeMail is the alert to admin of a new dispute with facts f (lib/dispute_words.js, with f.order the order).
 * @param {import("./content.js").Brand} brand
 * @param {core.Record} admin
 * @param {{ order: core.Record, title: string, amount: string, reason: string, dueMs: number | null }} f
 */
function disputeMail(brand, admin, f) {
  const orderPage = orderURL(brand, f.order, "studio")
  return orderMail(brand, f.order, "studio", {
    kind: "dispute",
    subject: `Payment dispute: ${f.title}`,
    preheader: words.deadlineWords(f.dueMs),
    heading: "A payment is disputed",
    greeting: greeting(admin.getString("name")),
    lines: [
      `The client's bank disputed the card payment of ${f.amount} for "${f.title}".`,
      words.deadlineWords(f.dueMs),
      "The order's evidence page gathers the brief, the client's approval, the launch, the messages and the receipt, in the order Stripe asks for: print it or copy from it into Stripe's dispute form.",
    ],
    details: [
      { label: "Order", value: f.title },
      { label: "Amount", value: f.amount },
      { label: "Reason", value: f.reason },
    ],
    buttonLabel: "Open the evidence page",
    buttonURL: orderPage + "/evidence",
    linkLabel: "Open the order",
    linkURL: orderPage,
    footer: footers.admin(brand),
  })
}

module.exports = { disputeMail }
