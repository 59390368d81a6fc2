/// <reference path="../../pb_data/types.d.ts" />
// Writes e-mails into mail_outbox with the caller's transaction, so they commit (or roll back) with the change
// that caused them. The Go worker (internal outbox) delivers committed rows through PocketBase's SMTP mailer.

const texts = require(`${__hooks}/lib/order_texts.js`)
const render = require(`${__hooks}/lib/mail_render.js`)

/** fillMail renders content into row: kind, subject (one header-safe line), HTML and plain text. */
function fillMail(row, content) {
  row.set("kind", content.kind)
  row.set("subject", texts.truncate(texts.headerSafe(content.subject), 1000))
  row.set("html", render.renderHTML(content))
  row.set("text", render.renderText(content))
}

/**
 * queueMail saves a queued outbox row for content with tx. extra may set order, client, orders, alert_at and
 * next_attempt (default: now, i.e. send right after the commit).
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

module.exports = { fillMail, queueMail }
