/// <reference path="../../pb_data/types.d.ts" />
// The e-mail copy of a notification the studio sends a client (an admin's or a superuser's API request). The
// notifications the hooks make themselves (the status pipeline, alerts) are not copied: their e-mails are their
// own. The in-app notification is always made; the e-mail only when the client keeps "notifications" on.

const { brandOf } = require(`${__hooks}/lib/mail/content.js`)
const { noticeMail } = require(`${__hooks}/lib/mail/notification.js`)
const outbox = require(`${__hooks}/lib/mail/outbox.js`)
const prefs = require(`${__hooks}/lib/email_prefs.js`)
const { isStudio } = require(`${__hooks}/lib/studio.js`)

/** SENT_BY_STUDIO marks, on a notification record being created, that the studio sent it through the API. */
const SENT_BY_STUDIO = "@launchdesk.sentByStudio"

/** markSentByStudio flags e's notification when an admin or a superuser creates it. */
function markSentByStudio(e) {
  if (isStudio(e.auth)) e.record.set(SENT_BY_STUDIO, "1")
}

/** queueNoticeMail queues, with tx, the e-mail copy of a notification the studio sent, if its user wants it. */
function queueNoticeMail(tx, notification) {
  if (String(notification.getRaw(SENT_BY_STUDIO) ?? "") !== "1") return
  const user = tx.findRecordById("users", notification.getString("user"))
  if (!prefs.wantsEmail(user, "notifications")) return
  const orderId = notification.getString("related_order")
  const order = orderId ? tx.findRecordById("orders", orderId) : null
  // the order's e-mails card lists the copy; `client` stays empty (it marks new-order alerts)
  const extra = order ? { order: order.id } : {}
  outbox.queueMail(tx, user.email(), noticeMail(brandOf(tx), notification, user, order), extra)
}

module.exports = { SENT_BY_STUDIO, markSentByStudio, queueNoticeMail }
