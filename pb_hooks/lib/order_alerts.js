/// <reference path="../../pb_data/types.d.ts" />
// New-order alerts by e-mail, at most one per client per minute per admin. The first order after a quiet minute is
// e-mailed at once; the orders that follow within the minute are listed in one grouped e-mail, a queued outbox row
// that goes out when the minute is over (next_attempt) and is re-rendered as orders arrive. Outbox rows of alerts
// carry the client, the orders they name (`order` is the first) and alert_at (when the alert may first go out).
// The worker serializes with this code on SQLite's single writer, so a row it has claimed is never changed here:
// a new group starts.

const texts = require(`${__hooks}/lib/order_texts.js`)
const { newOrderMail } = require(`${__hooks}/lib/mail/new_order.js`)
const { groupedOrdersMail } = require(`${__hooks}/lib/mail/new_orders.js`)
const outbox = require(`${__hooks}/lib/mail/outbox.js`)

/** windowMs is the least time between two alert e-mails about one client to one admin (ORDER_ALERT_WINDOW_SECONDS). */
function windowMs() {
  return $app.store().get("launchdesk.config").orderAlertWindowMs
}
/** MAX_GROUPED is the most orders one grouped e-mail lists; more start the next minute's e-mail. */
const MAX_GROUPED = 200

function latestAlert(tx, recipient, clientId) {
  const rows = tx.findRecordsByFilter(
    "mail_outbox",
    "client = {:client} && recipient = {:recipient}",
    "-alert_at",
    1,
    0,
    { client: clientId, recipient },
  )
  return rows.length > 0 ? rows[0] : null
}

function alertTime(row) {
  const at = row.getDateTime("alert_at")
  return (at.isZero() ? row.getDateTime("created") : at).time().unixMilli()
}

function isOpenGroup(row) {
  return (
    row.getString("kind") === "new_orders" &&
    row.getString("state") === "queued" &&
    row.getInt("attempts") === 0 &&
    row.getStringSlice("orders").length < MAX_GROUPED
  )
}

/** ordersByIds loads the orders of ids, in that order (a deleted one is left out). */
function ordersByIds(tx, ids) {
  const byId = {}
  for (const o of tx.findRecordsByIds("orders", ids)) byId[o.id] = o
  return ids.filter((id) => byId[id]).map((id) => byId[id])
}

/** alertAdmin tells admin by e-mail about client's new order: at once, or grouped with the minute's others. */
function alertAdmin(tx, brand, admin, client, order) {
  const recipient = texts.headerSafe(admin.email())
  const last = latestAlert(tx, recipient, client.id)
  const wait = windowMs()
  if (!last || Date.now() - alertTime(last) >= wait) {
    const content = newOrderMail(brand, order, client)
    const extra = { order: order.id, client: client.id, orders: [order.id], alert_at: new DateTime() }
    outbox.queueMail(tx, recipient, content, extra)
    return
  }
  const group = isOpenGroup(last) ? last : null
  const ids = group ? [...group.getStringSlice("orders"), order.id] : [order.id]
  if (group) group.set("orders", ids)
  const at = new Date(alertTime(last) + wait).toISOString()
  const content = groupedOrdersMail(brand, group ? ordersByIds(tx, ids) : [order], client)
  const extra = { order: order.id, client: client.id, orders: ids, alert_at: at, next_attempt: at }
  outbox.upsertPending(tx, group, recipient, content, extra)
}

module.exports = { MAX_GROUPED, alertAdmin }
