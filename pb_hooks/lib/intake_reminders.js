/// <reference path="../../pb_data/types.d.ts" />
// The brand intake reminder: a queued outbox row (kind "intake_reminder") due INTAKE_REMINDER_HOURS (default 24)
// after approval while the intake is incomplete. It is re-rendered when an item changes, deleted when the intake is
// complete or the order launched, and when one is sent (the worker settles it through the record API) the next
// is queued a period later: at most one a period, for as long as the intake stays incomplete. As with the message
// e-mails, only a row the worker has not claimed (queued, no attempt yet) is changed here.

const { brandOf } = require(`${__hooks}/lib/mail/content.js`)
const { intakeReminderMail } = require(`${__hooks}/lib/mail/intake_reminder.js`)
const outbox = require(`${__hooks}/lib/mail/outbox.js`)
const prefs = require(`${__hooks}/lib/email_prefs.js`)
const steps = require(`${__hooks}/lib/launch_steps.js`)

/** periodMs is the wait after approval and between reminders (INTAKE_REMINDER_HOURS, internal/config). */
function periodMs() {
  return $app.store().get("launchdesk.config").intakeReminderMs
}

function pendingRow(app, orderId) {
  return outbox.findPending(app, "order = {:order} && kind = 'intake_reminder'", { order: orderId })
}

/** reminderMail is the reminder for order's client, naming the intake items still open in the checklist's order. */
function reminderMail(tx, order, client) {
  const open = tx
    .findRecordsByFilter("intake_items", "order = {:order} && state = 'open'", "", 0, 0, { order: order.id })
    .map((i) => i.getString("item"))
    .sort((a, b) => steps.INTAKE_ITEMS.indexOf(a) - steps.INTAKE_ITEMS.indexOf(b))
    .map((item) => steps.ITEM_NAMES[item])
  return intakeReminderMail(brandOf(tx), order, client.getString("name"), open)
}

/** schedule queues the order's next reminder at atMs unless one is pending, or re-renders the pending one. */
function schedule(tx, order, atMs) {
  const client = tx.findRecordById("users", order.getString("client"))
  if (!prefs.wantsEmail(client, "status")) return
  const at = new Date(atMs).toISOString()
  const content = reminderMail(tx, order, client)
  outbox.upsertPending(tx, pendingRow(tx, order.id), client.email(), content, {
    order: order.id,
    next_attempt: at,
  })
}

/** refresh re-renders the order's pending reminder with what is still open. */
function refresh(tx, order) {
  const row = pendingRow(tx, order.id)
  if (!row) return
  const client = tx.findRecordById("users", order.getString("client"))
  outbox.upsertPending(tx, row, client.email(), reminderMail(tx, order, client), {})
}

/** cancel deletes the order's pending reminder. */
function cancel(tx, orderId) {
  const row = pendingRow(tx, orderId)
  if (row) tx.delete(row)
}

/** afterSent queues the next reminder a period after row (a sent intake_reminder) if the intake is still open. */
function afterSent(app, row) {
  const orderId = row.getString("order")
  app.runInTransaction((tx) => {
    const launch = tx.findFirstRecordByFilter("launches", "order = {:order}", { order: orderId })
    if (launch.getBool("intake_complete") || launch.getString("step") === "launched") return
    const order = tx.findRecordById("orders", orderId)
    if (order.getString("status") !== "in_progress") return // on hold: resuming the launch reminds again
    schedule(tx, order, row.getDateTime("sent_at").time().unixMilli() + periodMs())
  })
}

module.exports = { periodMs, schedule, refresh, cancel, afterSent }
