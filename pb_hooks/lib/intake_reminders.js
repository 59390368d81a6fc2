/// <reference path="../../pb_data/types.d.ts" />
// The brand intake reminder: a queued outbox row (kind "intake_reminder") due INTAKE_REMINDER_HOURS (default 24)
// after approval while the intake is incomplete, one for each member of the order's brand who works on it (lib/access.js
// membersWho) and keeps status e-mails on. It is re-rendered when an item changes, deleted when the intake is
// complete or the order launched, and when one is sent (the worker settles it through the record API) that person's
// next is queued a period later: at most one a period, for as long as the intake stays incomplete. As with the
// message e-mails, only a row the worker has not claimed (queued, no attempt yet) is changed here.

const { brandOf } = require(`${__hooks}/lib/mail/content.js`)
const { intakeReminderMail } = require(`${__hooks}/lib/mail/intake_reminder.js`)
const outbox = require(`${__hooks}/lib/mail/outbox.js`)
const prefs = require(`${__hooks}/lib/email_prefs.js`)
const steps = require(`${__hooks}/lib/launch_steps.js`)
const { membersWho } = require(`${__hooks}/lib/access.js`)
const { TEAMS } = require(`${__hooks}/lib/team_rules.js`)

/** periodMs is the wait after approval and between reminders (INTAKE_REMINDER_HOURS, internal/config). */
function periodMs() {
  return $app.store().get("launchdesk.config").intakeReminderMs
}

/** pendingRow is the order's reminder not yet claimed, for recipient alone when given. */
function pendingRow(app, orderId, recipient) {
  const filter = "order = {:order} && kind = 'intake_reminder'" + (recipient ? " && recipient = {:to}" : "")
  return outbox.findPending(app, filter, { order: orderId, to: recipient || "" })
}

/** reminded are the members whom order's reminders are for: they work on it and keep status e-mails on. */
function reminded(tx, order) {
  return membersWho(tx, order, TEAMS.waitingMail.intake_reminder).filter((m) => prefs.wantsEmail(m, "status"))
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

/**
 * schedule queues each reminded member's next reminder at atMs unless one is pending, or re-renders the pending
 * one; only the member with the address only, when given.
 */
function schedule(tx, order, atMs, only) {
  const at = new Date(atMs).toISOString()
  for (const member of reminded(tx, order)) {
    if (only && member.email() !== only) continue
    const content = reminderMail(tx, order, member)
    outbox.upsertPending(tx, pendingRow(tx, order.id, member.email()), member.email(), content, {
      order: order.id,
      next_attempt: at,
    })
  }
}

/** refresh re-renders the order's pending reminders with what is still open (of those still reminded). */
function refresh(tx, order) {
  for (const member of reminded(tx, order)) {
    const row = pendingRow(tx, order.id, member.email())
    if (row) outbox.upsertPending(tx, row, member.email(), reminderMail(tx, order, member), {})
  }
}

/** cancel deletes the order's pending reminders. */
function cancel(tx, orderId) {
  for (let row = pendingRow(tx, orderId); row; row = pendingRow(tx, orderId)) tx.delete(row)
}

/** afterSent queues the next reminder a period after row (a sent intake_reminder) if the intake is still open. */
function afterSent(app, row) {
  const orderId = row.getString("order")
  app.runInTransaction((tx) => {
    const launch = tx.findFirstRecordByFilter("launches", "order = {:order}", { order: orderId })
    if (launch.getBool("intake_complete") || launch.getString("step") === "launched") return
    const order = tx.findRecordById("orders", orderId)
    if (order.getString("status") !== "in_progress") return // on hold: resuming the launch reminds again
    const next = row.getDateTime("sent_at").time().unixMilli() + periodMs()
    schedule(tx, order, next, row.getString("recipient"))
  })
}

module.exports = { periodMs, schedule, refresh, cancel, afterSent }
