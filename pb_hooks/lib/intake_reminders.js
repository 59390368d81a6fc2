/// <reference path="../../pb_data/types.d.ts" />
// The brand intake reminder: a queued outbox row (kind "intake_reminder") due INTAKE_REMINDER_HOURS (default 24)
// after approval while the intake is incomplete. It is re-rendered when an item changes, deleted when the intake is
// complete or the order launched, and when one is sent (the worker settles it through the record API) the next
// is queued a period later: at most one a period, for as long as the intake stays incomplete. As with the message
// e-mails, only a row the worker has not claimed (queued, no attempt yet) is changed here.

const texts = require(`${__hooks}/lib/order_texts.js`)
const brands = require(`${__hooks}/lib/order_mails.js`)
const outbox = require(`${__hooks}/lib/outbox.js`)
const prefs = require(`${__hooks}/lib/email_prefs.js`)
const steps = require(`${__hooks}/lib/launch_steps.js`)

/** periodMs is the wait after approval and between reminders (INTAKE_REMINDER_HOURS, internal/config). */
function periodMs() {
  return $app.store().get("launchdesk.config").intakeReminderMs
}

function pendingRow(app, orderId) {
  const rows = app.findRecordsByFilter(
    "mail_outbox",
    "order = {:order} && kind = 'intake_reminder' && state = 'queued' && attempts = 0",
    "-created",
    1,
    0,
    { order: orderId },
  )
  return rows.length > 0 ? rows[0] : null
}

function reminderMail(app, order, client) {
  const brand = brands.brandOf(app)
  const open = app
    .findRecordsByFilter("intake_items", "order = {:order} && state = 'open'", "", 0, 0, { order: order.id })
    .map((i) => i.getString("item"))
    .sort((a, b) => steps.INTAKE_ITEMS.indexOf(a) - steps.INTAKE_ITEMS.indexOf(b))
    .map((item) => steps.ITEM_NAMES[item])
  const name = texts.headerSafe(client.getString("name"))
  const title = order.getString("title")
  const line = "Your 2-day launch clock starts as soon as the brand intake is complete."
  return {
    kind: "intake_reminder",
    subject: texts.truncate("Your brand intake is waiting: " + title, 200),
    brand: brand.name,
    preheader: line,
    heading: "A few things to finish",
    greeting: name ? "Hello " + name + "," : "Hello,",
    lines: [line, "Still missing: " + open.join(", ") + "."],
    details: [{ label: "Order", value: title }],
    orders: [],
    buttonLabel: "Finish the intake",
    buttonURL: brand.appURL + "/portal/orders/" + order.id,
    linkLabel: "Open your client portal",
    linkURL: brand.appURL + "/portal",
    footer: texts.sentence("You receive this e-mail because you placed an order with " + brand.name),
  }
}

/** schedule queues the order's next reminder at atMs unless one is pending, or re-renders the pending one. */
function schedule(tx, order, atMs) {
  const client = tx.findRecordById("users", order.getString("client"))
  if (!prefs.wantsEmail(client, "status")) return
  const content = reminderMail(tx, order, client)
  const row = pendingRow(tx, order.id)
  if (row) {
    outbox.fillMail(row, content)
    tx.save(row)
    return
  }
  const at = new Date(atMs).toISOString()
  outbox.queueMail(tx, client.email(), content, { order: order.id, next_attempt: at })
}

/** refresh re-renders the order's pending reminder with what is still open. */
function refresh(tx, order) {
  const row = pendingRow(tx, order.id)
  if (!row) return
  const client = tx.findRecordById("users", order.getString("client"))
  outbox.fillMail(row, reminderMail(tx, order, client))
  tx.save(row)
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
