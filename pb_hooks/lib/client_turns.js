/// <reference path="../../pb_data/types.d.ts" />
// Telling the client when it is their turn. After every save of an order's launch, the turns the launch owes the
// client are compared with the turns already told (rows of lib/waiting.js with side "client"): a new turn makes
// one notification for each member of the brand who works on the order, e-mailed unless that person turned off "Notifications from the studio"; a turn that ended is
// forgotten, so it is told again if it comes back (an intake item the studio opens again). Everything runs in the
// launch save's transaction: a turn is told once, whatever runs at the same time.

const waiting = require(`${__hooks}/lib/waiting.js`)
const steps = require(`${__hooks}/lib/launch_steps.js`)
const words = require(`${__hooks}/lib/turn_texts.js`)
const noticeMails = require(`${__hooks}/lib/notification_mails.js`)
const texts = require(`${__hooks}/lib/order_texts.js`)
const { membersWho } = require(`${__hooks}/lib/access.js`)

/** TURNS are the kinds of turn, in the order they are told. */
const TURNS = ["code", "intake", "access", "preview"]

/** OWED maps a turn to what the launch's stance says the client owes for it (launches.owes, lib/launch_steps.js). */
const OWED = { code: "code", intake: "intake", access: "access", preview: "review" }

/**
 * owes tells whether the launch waits on the client for kind, from the launch's stored stance. The intake is told
 * once the studio has moved past Approved (at approval the status update tells the client, and the intake reminder
 * follows a day later), and again whenever an item is open after that.
 */
function owes(launch, kind) {
  if (!launch.getStringSlice("owes").includes(OWED[kind])) return false
  return kind !== "intake" || launch.getString("step") !== "approved"
}

/**
 * tell makes the turn's notification for each member of the order's brand who works on it (lib/access.js
 * membersWho), each e-mailed unless that person turned those e-mails off.
 */
function tell(tx, launch, kind) {
  const order = tx.findRecordById("orders", launch.getString("order"))
  const title = order.getString("title")
  const items = tx.findRecordsByFilter("intake_items", "order = {:order}", "", 0, 0, { order: order.id })
  let note = words.previewTurn(title)
  if (kind === "intake") {
    const open = steps.INTAKE_ITEMS.filter((name) =>
      items.some((i) => i.getString("item") === name && i.getString("state") === "open"),
    ).map((name) => steps.ITEM_NAMES[name])
    if (open.length === 0) return
    note = words.intakeTurn(title, open)
  } else if (kind === "access") {
    note = words.accessTurn(title, launch.getString("store_domain"))
  } else if (kind === "code") {
    note = words.codeTurn(title)
  }
  for (const member of membersWho(tx, order, "work")) {
    const notification = new Record(tx.findCachedCollectionByNameOrId("notifications"))
    notification.set("user", member.id)
    notification.set("title", texts.truncate(note.title, 200))
    notification.set("message", texts.truncate(note.message, 2000))
    notification.set("status", "unread")
    notification.set("related_order", order.id)
    notification.set(noticeMails.SENT_BY_STUDIO, "1") // notifications.pb.js queues its e-mail copy
    tx.save(notification)
  }
  waiting.note(tx, order.id, "client", kind, 1)
}

/** sync tells the client the launch's new turns and forgets the ended ones, with tx. */
function sync(tx, launch) {
  for (const kind of TURNS) {
    const told = waiting.find(tx, launch.getString("order"), "client", kind)
    if (owes(launch, kind) && !told) tell(tx, launch, kind)
    else if (!owes(launch, kind) && told) tx.delete(told)
  }
}

module.exports = { TURNS, sync }
