/// <reference path="../../pb_data/types.d.ts" />
// What an order's creation or status change causes, written with the save's transaction (tx): the status
// history row, the in-app notifications and the outbox e-mails. A throw rolls the order back with them.

const texts = require(`${__hooks}/lib/order_texts.js`)
const mails = require(`${__hooks}/lib/mail/content.js`)
const { statusChangeMail, receivedMail, cancelledMail } = require(`${__hooks}/lib/mail/status_change.js`)
const outbox = require(`${__hooks}/lib/mail/outbox.js`)
const alerts = require(`${__hooks}/lib/order_alerts.js`)
const prefs = require(`${__hooks}/lib/email_prefs.js`)
const moves = require(`${__hooks}/lib/status_moves.js`)
const moveTexts = require(`${__hooks}/lib/move_texts.js`)
const launches = require(`${__hooks}/lib/launch_store.js`)
const studio = require(`${__hooks}/lib/studio.js`)
const payments = require(`${__hooks}/lib/payment_due.js`)
const { saveOrderEvent } = require(`${__hooks}/lib/order_events.js`)
const { membersWho } = require(`${__hooks}/lib/access.js`)

// The custom (never stored, never exported) record key that carries who acts from the request hook to the
// execute hook: both see the same record instance.
const ACTOR_KEY = "@launchdesk.actor"

/** rememberActor stores on the record of an order request who makes it ("kind:userId"). */
function rememberActor(e) {
  const actor = e.auth ? studio.actorOf(e.auth) : { kind: "system", userId: "" }
  e.record.set(ACTOR_KEY, `${actor.kind}:${actor.userId}`)
}

/** actorOf returns { kind, userId } for record: the request's caller, or the system for saves outside a request. */
function actorOf(record) {
  const raw = String(record.getRaw(ACTOR_KEY) ?? "")
  const at = raw.indexOf(":")
  if (at < 0) return { kind: "system", userId: "" }
  return { kind: raw.slice(0, at), userId: raw.slice(at + 1) }
}

function findClient(tx, order) {
  try {
    return tx.findRecordById("users", order.getString("client"))
  } catch (err) {
    throw new Error(`The client of order ${order.id} was not found: ${err}`)
  }
}

/** saveNotification writes one unread in-app notification about orderId for userId. */
function saveNotification(tx, userId, note, orderId) {
  const notification = new Record(tx.findCachedCollectionByNameOrId("notifications"))
  notification.set("user", userId)
  notification.set("title", texts.truncate(note.title, 200))
  notification.set("message", texts.truncate(note.message, 2000))
  notification.set("status", "unread")
  notification.set("related_order", orderId)
  tx.save(notification)
}

/**
 * recordNewOrder: the first history row, per admin a notification and (unless turned off) an alert e-mail, maybe
 * grouped, and (unless turned off) the client's confirmation e-mail.
 */
function recordNewOrder(tx, order, actor) {
  saveOrderEvent(tx, order.id, { from: "", to: order.getString("status") }, actor)
  const client = findClient(tx, order)
  const title = order.getString("title")
  const note = texts.newOrderNotification(title, order.getString("company_name"), client.getString("name"))
  const brand = mails.brandOf(tx)
  for (const admin of studio.studioUsers(tx)) {
    saveNotification(tx, admin.id, note, order.id)
    if (prefs.wantsEmail(admin, "new_orders")) alerts.alertAdmin(tx, brand, admin, client, order)
  }
  // the client's confirmation: the specification's pending_approval sentence and the reply the form promises
  if (!prefs.wantsEmail(client, "status")) return
  const { replyHours } = require(`${__hooks}/lib/launch_promise.json`)
  const lines = texts.receivedLines(replyHours)
  const content = receivedMail(brand, order, client.getString("name"), lines)
  outbox.queueMail(tx, client.email(), content, { order: order.id })
}

/**
 * recordStatusChange: the history row (with the reason of a move back, a cancellation or a reopening), and the
 * notification and (unless turned off) the e-mail of each member of the order's brand. Saving the history row lets launch.pb.js
 * open, close, reopen, hold, resume or stop the launch first, so the texts describe the launch as the move left it.
 */
function recordStatusChange(tx, order, from, to, actor, reason) {
  const back = moves.needsReason(from, to)
  const hadLaunch = launches.findLaunch(tx, order.id) !== null
  if (from === "pending_approval" && to === "in_progress") payments.openDue(tx, order) // before the launch opens
  saveOrderEvent(tx, order.id, { from, to }, actor, back ? reason : "")
  if (to === moves.CANCELLED) return recordCancellation(tx, order, reason, hadLaunch)
  const launch = moveTexts.launchFacts(launches.findLaunch(tx, order.id))
  const note = texts.statusChangeNotification(order.getString("title"), to)
  if (back) note.message += " " + moveTexts.noteAddition(from, to, reason, launch)
  const lines = moveTexts.moveLines(from, to, reason, launch, hadLaunch)
  // every member of the brand sees the order's status (docs/teams.md): each is told, by its own preferences
  for (const member of membersWho(tx, order, "see")) {
    saveNotification(tx, member.id, note, order.id)
    if (!prefs.wantsEmail(member, "status")) continue
    const content = statusChangeMail(mails.brandOf(tx), order, member.getString("name"), to, lines)
    outbox.queueMail(tx, member.email(), content, { order: order.id })
  }
}

/**
 * recordCancellation: each brand member's own notification and (unless turned off) e-mail of a cancellation, with
 * the studio's reason, the launch stopped and what it means for the payment (docs/decisions.md §27).
 */
function recordCancellation(tx, order, reason, hadLaunch) {
  const title = order.getString("title")
  const payment = payments.findPayment(tx, order.id)
  const lines = texts.cancelledLines(reason, hadLaunch, payment ? payment.getString("state") : "")
  for (const member of membersWho(tx, order, "see")) {
    saveNotification(tx, member.id, texts.cancelledNotification(title, reason), order.id)
    if (!prefs.wantsEmail(member, "status")) continue
    const content = cancelledMail(mails.brandOf(tx), order, member.getString("name"), lines)
    outbox.queueMail(tx, member.email(), content, { order: order.id })
  }
}

/** storedStatus reads the order's status as the database has it (not original(): see docs/decisions.md §2). */
function storedStatus(tx, order) {
  return require(`${__hooks}/lib/records.js`).storedValue(tx, order, "status")
}

module.exports = { rememberActor, actorOf, recordNewOrder, recordStatusChange, storedStatus }
