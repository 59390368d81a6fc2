/// <reference path="../../../pb_data/types.d.ts" />
// Every word of the alert an admin gets for one new order. The subject and the first sentence are the
// specification's (lib/order_texts.js, shared with the in-app notification); the demo's e-mail log reads them
// here (newOrderWords), through the hooks' pure modules (internal/demo/mail_log.go).

const texts = require(`${__hooks}/lib/order_texts.js`)
const { footers } = require(`${__hooks}/lib/mail/content.js`)
const { orderMail } = require(`${__hooks}/lib/mail/order_mail.js`)

/** DESCRIPTION_CHARS is how much of the order's description the alert quotes. */
const DESCRIPTION_CHARS = 600

/**
 * newOrderWords are the subject and sentences of the alert for an order titled title, for company, made by a
 * client named clientName: what the alert says whatever the order's details.
 * @param {string} title
 * @param {string} company
 * @param {string} clientName
 */
function newOrderWords(title, company, clientName) {
  const message = texts.newOrderNotification(title, company, clientName).message
  return {
    subject: texts.newOrderSubject(title, company),
    lines: [message, "It is waiting for your approval."],
  }
}

/**
 * newOrderMail is the alert an admin gets for order, made by client.
 * @param {import("./content.js").Brand} brand
 * @param {core.Record} order
 * @param {core.Record} client
 */
function newOrderMail(brand, order, client) {
  const title = order.getString("title")
  const company = order.getString("company_name")
  const clientName = client.getString("name")
  const words = newOrderWords(title, company, clientName)
  const details = [
    { label: "Order", value: title },
    { label: "Company", value: company },
    { label: "Client", value: clientName },
    { label: "E-mail", value: client.email() },
  ]
  const description = order.getString("description").trim()
  if (description)
    details.push({ label: "Description", value: texts.truncate(description, DESCRIPTION_CHARS) })
  return orderMail(brand, order, "studio", {
    kind: "new_order",
    subject: words.subject,
    preheader: words.lines[0],
    heading: "New order",
    lines: words.lines,
    details,
    buttonLabel: "Review the order",
    footer: footers.admin(brand),
  })
}

module.exports = { newOrderWords, newOrderMail }
