/// <reference path="../../pb_data/types.d.ts" />
// E-mail only when needed: a message still unread by its recipient after MESSAGE_EMAIL_DELAY_MINUTES is e-mailed
// once, in one e-mail per order and recipient that lists every message of the order the recipient has not read.
// The e-mail is a queued outbox row (kind "messages") due when the first unread message has waited long enough;
// each new message re-renders it, and reading the conversation deletes it. The worker serializes with this code on
// SQLite's single writer, so a row it has claimed is never changed here: the next message starts a new one.

const texts = require(`${__hooks}/lib/order_texts.js`)
const { brandOf } = require(`${__hooks}/lib/mail/content.js`)
const { messagesMail } = require(`${__hooks}/lib/mail/messages.js`)
const outbox = require(`${__hooks}/lib/mail/outbox.js`)
const prefs = require(`${__hooks}/lib/email_prefs.js`)
const { findOrNull } = require(`${__hooks}/lib/records.js`)
const studio = require(`${__hooks}/lib/studio.js`)
const unread = require(`${__hooks}/lib/message_unread.js`)
const { membersWho } = require(`${__hooks}/lib/access.js`)
const { TEAMS } = require(`${__hooks}/lib/team_rules.js`)

/** MAX_LISTED is the most messages one e-mail quotes; it counts the rest. */
const MAX_LISTED = 20

/** delayMs is how long a message waits unread before it is e-mailed (MESSAGE_EMAIL_DELAY_MINUTES, internal/config). */
function delayMs() {
  return $app.store().get("launchdesk.config").messageEmailDelayMs
}

/**
 * recipientsOf lists who is e-mailed about message: for the studio's, every member of the order's brand who works on
 * it (docs/teams.md); for a member's, every admin and the member's working teammates.
 */
function recipientsOf(app, message, order) {
  if (message.getBool("internal")) return []
  const author = findOrNull(app, "users", message.getString("author"))
  const team = membersWho(app, order, TEAMS.waitingMail.messages)
  if (studio.isStudio(author)) return team
  return studio
    .studioUsers(app)
    .concat(team)
    .filter((u) => u.id !== author?.id)
}

function openRow(tx, orderId, recipient) {
  const filter = "order = {:order} && kind = 'messages' && recipient = {:recipient}"
  return outbox.findPending(tx, filter, { order: orderId, recipient })
}

/**
 * refreshMail brings user's pending e-mail about order up to date: re-rendered with what is unread, deleted when
 * nothing is, and created (due after the delay) when create is true and there is none.
 */
function refreshMail(tx, order, user, create) {
  const recipient = texts.headerSafe(user.email())
  if (!recipient) return
  const row = openRow(tx, order.id, recipient)
  const total = unread.unreadCount(tx, order, user)
  if (total === 0) {
    if (row) tx.delete(row)
    return
  }
  if (!row && !create) return
  const listed = unread.unreadMessages(tx, order, user, MAX_LISTED)
  const authors = {}
  for (const m of listed) authors[m.id] = findOrNull(tx, "users", m.getString("author"))
  const content = messagesMail(brandOf(tx), order, user, listed, total, authors)
  const at = new Date(Date.now() + delayMs()).toISOString()
  outbox.upsertPending(tx, row, recipient, content, { order: order.id, alert_at: at, next_attempt: at })
}

/** scheduleFor queues or refreshes the delayed e-mail of each recipient of a new message, with tx. */
function scheduleFor(tx, message) {
  const order = tx.findRecordById("orders", message.getString("order"))
  for (const user of recipientsOf(tx, message, order)) {
    if (prefs.wantsEmail(user, "messages")) refreshMail(tx, order, user, true)
  }
}

module.exports = { MAX_LISTED, delayMs, recipientsOf, refreshMail, scheduleFor }
