/// <reference path="../../../pb_data/types.d.ts" />
// Every word of the client's e-mail when an order's status changes. The subject and the default sentence are the
// specification's (lib/order_texts.js, shared with the in-app notification and the demo), the sentences of a
// move (lib/move_texts.js) say what the move did to the launch.

const texts = require(`${__hooks}/lib/order_texts.js`)
const { greeting, footers } = require(`${__hooks}/lib/mail/content.js`)
const { orderMail } = require(`${__hooks}/lib/mail/order_mail.js`)

/**
 * statusChangeMail is the client's e-mail for an order whose status became status, saying lines (or the status's
 * own sentence without them).
 * @param {import("./content.js").Brand} brand
 * @param {core.Record} order
 * @param {string} clientName
 * @param {string} status
 * @param {string[]} lines
 */
function statusChangeMail(brand, order, clientName, status, lines) {
  const title = order.getString("title")
  const said = lines && lines.length > 0 ? lines : [texts.statusSentence(status)]
  return statusMail(brand, order, clientName, status, said, {
    kind: "status_change",
    subject: texts.statusChangeSubject(title),
    heading: "Order update",
  })
}

/**
 * receivedMail is the client's confirmation of its new order (pending approval), saying lines: its own subject and
 * heading, so it is never mistaken for a change of status.
 * @param {import("./content.js").Brand} brand
 * @param {core.Record} order
 * @param {string} clientName
 * @param {string[]} lines
 */
function receivedMail(brand, order, clientName, lines) {
  return statusMail(brand, order, clientName, "pending_approval", lines, {
    kind: "order_received",
    subject: "Order received: " + texts.headerSafe(order.getString("title")),
    heading: "Order received",
  })
}

/**
 * cancelledMail is the client's e-mail when the studio cancels its order, saying lines (lib/order_texts.js
 * cancelledLines): its own subject and heading, never a completion's words.
 * @param {import("./content.js").Brand} brand
 * @param {core.Record} order
 * @param {string} clientName
 * @param {string[]} lines
 */
function cancelledMail(brand, order, clientName, lines) {
  return statusMail(brand, order, clientName, "cancelled", lines, {
    kind: "order_cancelled",
    subject: texts.cancelledTitle(order.getString("title")),
    heading: texts.CANCELLED.heading,
  })
}

/** statusMail is an e-mail about order in status, saying lines, with its kind, subject and heading. */
function statusMail(brand, order, clientName, status, said, { kind, subject, heading }) {
  const title = order.getString("title")
  return orderMail(brand, order, "client", {
    kind,
    subject,
    preheader: said[0],
    heading,
    greeting: greeting(clientName),
    lines: said,
    details: [
      { label: "Order", value: title },
      { label: "Status", value: texts.statusName(status) },
    ],
    buttonLabel: "View your order",
    footer: footers.ordered(brand),
  })
}

module.exports = { statusChangeMail, receivedMail, cancelledMail }
