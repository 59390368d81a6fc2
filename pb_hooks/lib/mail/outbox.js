/// <reference path="../../../pb_data/types.d.ts" />
// Writes e-mails into mail_outbox with the caller's transaction, so they commit (or roll back) with the change
// that caused them. The Go worker (internal/outbox) delivers committed rows through PocketBase's SMTP mailer. A
// row is "pending" while the worker has not claimed it (queued, no attempt yet): only such a row is changed here.
// The worker serializes with the hooks on SQLite's single writer, so a claimed row is never changed: the next
// change queues a new one.

const texts = require(`${__hooks}/lib/order_texts.js`)
const render = require(`${__hooks}/lib/mail/render.js`)

/** fillMail renders content into row: kind, subject (one header-safe line), HTML and plain text. */
function fillMail(row, content) {
  row.set("kind", content.kind)
  row.set("subject", texts.truncate(texts.headerSafe(content.subject), 1000))
  row.set("html", render.renderHTML(content))
  row.set("text", render.renderText(content))
}

/**
 * queueMail saves a queued outbox row for content with tx. extra may set order, client, orders, alert_at,
 * expires_at and next_attempt (default: now, i.e. send right after the commit).
 */
function queueMail(tx, recipient, content, extra) {
  const row = new Record(tx.findCachedCollectionByNameOrId("mail_outbox"))
  fillMail(row, content)
  row.set("recipient", texts.headerSafe(recipient))
  row.set("state", "queued")
  row.set("attempts", 0)
  row.set("next_attempt", new DateTime())
  for (const key of Object.keys(extra || {})) row.set(key, extra[key])
  try {
    tx.save(row)
  } catch (err) {
    throw new Error(`Queueing the e-mail "${row.getString("subject")}" for ${recipient} failed: ${err}`)
  }
  return row
}

/** findPending is the newest pending row that filter (with params) matches, or null. */
function findPending(tx, filter, params) {
  const pending = `(${filter}) && state = 'queued' && attempts = 0`
  const rows = tx.findRecordsByFilter("mail_outbox", pending, "-created", 1, 0, params)
  return rows.length > 0 ? rows[0] : null
}

/**
 * upsertPending refills row (a pending row, or null) with content, or, without one, queues a new row for
 * recipient with extra (see queueMail). Answers the row.
 */
function upsertPending(tx, row, recipient, content, extra) {
  if (!row) return queueMail(tx, recipient, content, extra)
  fillMail(row, content)
  tx.save(row)
  return row
}

module.exports = { fillMail, queueMail, findPending, upsertPending }
