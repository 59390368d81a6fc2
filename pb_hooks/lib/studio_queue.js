/// <reference path="../../pb_data/types.d.ts" />
// What puts an order in the studio's queue and what takes it out (the rows of lib/waiting.js, side "studio"), each
// called by pb_hooks/waiting.pb.js with the transaction of the change.

const waiting = require(`${__hooks}/lib/waiting.js`)
const launchActions = require(`${__hooks}/lib/launch_actions.js`)
const studio = require(`${__hooks}/lib/studio.js`)

/** readAlerts marks the admins' unread new-order notifications about the order read: the order is answered. */
function readAlerts(tx, orderId) {
  const alerts = tx.findRecordsByFilter(
    "notifications",
    "related_order = {:order} && status = 'unread' && user.role = {:role}",
    "",
    0,
    0,
    { order: orderId, role: studio.STUDIO_ROLE },
  )
  for (const alert of alerts) {
    alert.set("status", "read")
    tx.save(alert)
  }
}

/**
 * afterEvent follows an order's history row: an order that is (again) pending approval waits on the studio until
 * its status moves on; a brand intake the client completed, or a store access the client granted, waits until the
 * studio opens the order.
 */
function afterEvent(tx, event) {
  const orderId = event.getString("order")
  const step = event.getString("step")
  if (step === "") {
    const from = event.getString("from")
    const to = event.getString("to")
    if (to === "pending_approval") waiting.note(tx, orderId, "studio", "new_order", 1)
    else if (from === "pending_approval") {
      waiting.clear(tx, orderId, "studio", "new_order")
      readAlerts(tx, orderId)
    }
    return
  }
  if (event.getString("actor") !== "client") return
  const note = event.getString("note")
  if (note === launchActions.NOTES.intakeComplete) waiting.note(tx, orderId, "studio", "intake_complete", 1)
  else if (note === launchActions.NOTES.accessGranted)
    waiting.note(tx, orderId, "studio", "access_granted", 1)
}

/** afterMessage counts a message the order's client wrote (never an internal note) as unread by the studio. */
function afterMessage(tx, message) {
  if (message.getBool("internal")) return
  const order = tx.findRecordById("orders", message.getString("order"))
  if (message.getString("author") !== order.getString("client")) return
  waiting.note(tx, order.id, "studio", "messages", 1)
}

/** afterRead clears the order's unread client messages when someone of the studio has read the conversation. */
function afterRead(tx, position) {
  if (!studio.isStudioUser(tx, position.getString("user"))) return
  waiting.clear(tx, position.getString("order"), "studio", "messages")
}

module.exports = { afterEvent, afterMessage, afterRead }
