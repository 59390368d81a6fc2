/// <reference path="../../../pb_data/types.d.ts" />
// Every word of the client's reminder to finish the brand intake (lib/intake_reminders.js decides when).

const texts = require(`${__hooks}/lib/order_texts.js`)
const { PROMISE } = require(`${__hooks}/lib/promise_words.js`)
const { greeting, footers } = require(`${__hooks}/lib/mail/content.js`)
const { orderMail } = require(`${__hooks}/lib/mail/order_mail.js`)

/**
 * intakeReminderMail reminds the client named clientName of the intake items of order still open (their names,
 * in the checklist's order).
 * @param {import("./content.js").Brand} brand
 * @param {core.Record} order
 * @param {string} clientName
 * @param {string[]} openItems
 */
function intakeReminderMail(brand, order, clientName, openItems) {
  const title = order.getString("title")
  const line = `Your ${PROMISE.dayAdjective} launch clock starts as soon as the brand intake is complete.`
  return orderMail(brand, order, "client", {
    kind: "intake_reminder",
    subject: texts.truncate("Your brand intake is waiting: " + title, 200),
    preheader: line,
    heading: "A few things to finish",
    greeting: greeting(clientName),
    lines: [line, "Still missing: " + openItems.join(", ") + "."],
    details: [{ label: "Order", value: title }],
    buttonLabel: "Finish the intake",
    footer: footers.ordered(brand),
  })
}

module.exports = { intakeReminderMail }
