/// <reference path="../../../pb_data/types.d.ts" />
// Every word of the e-mail that tells the client the studio kept its guarantee: why (the studio-side time against the
// promise) and what comes back, the sentence being the in-app notification's (lib/guarantee_words.js). Always sent: a
// payment e-mail (pb_hooks/lib/email_kinds.json).

const words = require(`${__hooks}/lib/guarantee_words.js`)
const { money } = require(`${__hooks}/lib/payment_texts.js`)
const { greeting, footers } = require(`${__hooks}/lib/mail/content.js`)
const { orderMail } = require(`${__hooks}/lib/mail/order_mail.js`)

/**
 * guaranteeMail tells the client of order its make-good (see guarantee_words.js whyWords for its fields).
 * @param {import("./content.js").Brand} brand
 * @param {core.Record} order
 * @param {string} clientName
 * @param {{ method: string, amountCents: number, currency: string, usedMs: number, promiseHours: number, percent: number }} makeGood
 */
function guaranteeMail(brand, order, clientName, makeGood) {
  const title = order.getString("title")
  const amount = money(makeGood.amountCents, makeGood.currency)
  return orderMail(brand, order, "client", {
    kind: "guarantee",
    subject: `Our guarantee: ${amount} back for ${title}`,
    preheader: words.whyWords(makeGood),
    heading: "We kept our guarantee",
    greeting: greeting(clientName),
    lines: [
      words.whyWords(makeGood),
      makeGood.method === "card"
        ? "It can take 5 to 10 business days to show on your statement. You need to do nothing."
        : "You need to do nothing: we will send it to the account you paid from, or ask you if we need your details.",
    ],
    details: [
      { label: "Order", value: title },
      { label: "Time on our side", value: words.usedWords(makeGood.usedMs, makeGood.promiseHours) },
      { label: "Back to you", value: `${amount} (${makeGood.percent}% of the price)` },
    ],
    buttonLabel: "View your order",
    footer: footers.paid(brand),
  })
}

module.exports = { guaranteeMail }
