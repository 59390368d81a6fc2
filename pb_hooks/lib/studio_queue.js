/// <reference path="../../pb_data/types.d.ts" />
// What puts an order in the studio's queue and what takes it out (the rows of lib/waiting.js, side "studio"), each
// called by pb_hooks/waiting.pb.js with the transaction of the change. An item leaves when its answer exists, never
// because the studio looked at the order or read the conversation (issue 40 item 5):
//   kind              comes with                                  leaves with
//   new_order         the order (again) pending approval          any status move away from pending approval
//   messages          each message the order's client writes      the studio's reply: a message by an admin that the
//                     (counted; never an internal note)           client reads (an internal note answers nobody)
//   intake_complete   the client completes the brand intake       \ what lib/inbox_answers.js says answers it: a move
//   access_granted    the client says it approved the request      | forward to a later step, or the launch's facts
//   code_received     the client gives the collaborator code       | (the collaborator request sent, the order
//                     after sending the order                      | cancelled or launched); for the preview, also the
//   preview_answered  the client approves or requests changes     /  studio asks for a new review, approves the launch
//                     (lib/review_actions.js)                        itself, or ticks a requested change done
// A client's act about the launch that the launch's facts already answer raises nothing: the studio is past it.
// Every item also leaves by the studio's "Done" on it (POST /api/launchdesk/admin/queue/{id}/done,
// internal/studioqueue).

const waiting = require(`${__hooks}/lib/waiting.js`)
const launchActions = require(`${__hooks}/lib/launch_actions.js`)
const answers = require(`${__hooks}/lib/inbox_answers.js`)
const { findLaunch } = require(`${__hooks}/lib/launch_store.js`)
const studio = require(`${__hooks}/lib/studio.js`)

/** ASKED_BY_CLIENT maps a history note the client's action writes to the kind it puts in the studio's queue. */
const ASKED_BY_CLIENT = {
  [launchActions.NOTES.intakeComplete]: "intake_complete",
  [launchActions.NOTES.accessGranted]: "access_granted",
  [launchActions.NOTES.codeReceived]: "code_received",
}

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

function afterStatusMove(tx, orderId, event) {
  const from = event.getString("from")
  const to = event.getString("to")
  if (to === "pending_approval") waiting.note(tx, orderId, "studio", "new_order", 1)
  else if (from === "pending_approval") {
    waiting.clear(tx, orderId, "studio", "new_order")
    readAlerts(tx, orderId)
  }
}

/** afterStepMove clears what a move of the launch from step `from` to step `to` answers. */
function afterStepMove(tx, orderId, from, to) {
  for (const kind of answers.LAUNCH_KINDS) {
    if (answers.answeredByMove(kind, from, to)) waiting.clear(tx, orderId, "studio", kind)
  }
}

/** launchFacts are the launch's facts lib/inbox_answers.js reads. */
function launchFacts(launch) {
  return {
    step: launch.getString("step"),
    access: launch.getString("access"),
    next: launch.getString("next"),
  }
}

/** afterEvent follows an order's history row: a status move, a launch step move, or what the client did. */
function afterEvent(tx, event) {
  const orderId = event.getString("order")
  const step = event.getString("step")
  if (step === "") return afterStatusMove(tx, orderId, event)
  const from = event.getString("step_from")
  if (from !== step) return afterStepMove(tx, orderId, from, step)
  if (event.getString("actor") !== "client") return
  const kind = ASKED_BY_CLIENT[event.getString("note")]
  if (!kind) return
  const launch = findLaunch(tx, orderId)
  if (launch && !answers.answered(kind, launchFacts(launch))) waiting.note(tx, orderId, "studio", kind, 1)
}

/**
 * afterMessage counts a message the order's client wrote as waiting on the studio, and clears the count when the
 * studio replies. An internal note does neither: the client never reads it.
 */
function afterMessage(tx, message) {
  if (message.getBool("internal")) return
  const order = tx.findRecordById("orders", message.getString("order"))
  const author = message.getString("author")
  if (author === order.getString("client")) waiting.note(tx, order.id, "studio", "messages", 1)
  else if (studio.isStudioUser(tx, author)) waiting.clear(tx, order.id, "studio", "messages")
}

/** afterLaunch clears the launch items of the studio's queue that the launch's facts now answer (one read). */
function afterLaunch(tx, launch) {
  const facts = launchFacts(launch)
  const kinds = answers.LAUNCH_KINDS.filter((kind) => answers.answered(kind, facts))
  if (kinds.length === 0) return
  const rows = tx.findRecordsByFilter(
    "waiting",
    `order = {:order} && side = 'studio' && (${kinds.map((_, i) => `kind = {:k${i}}`).join(" || ")})`,
    "",
    0,
    0,
    Object.assign({ order: launch.getString("order") }, ...kinds.map((kind, i) => ({ [`k${i}`]: kind }))),
  )
  for (const row of rows) tx.delete(row)
}

/** afterReview clears the client's preview answer when the studio asks for a new review or approves the launch. */
function afterReview(tx, review) {
  if (["asked", "overridden"].includes(review.getString("state")))
    waiting.clear(tx, review.getString("order"), "studio", "preview_answered")
}

/** afterReviewItem clears the client's preview answer when the studio ticks a requested change done. */
function afterReviewItem(tx, item) {
  if (item.getBool("done")) waiting.clear(tx, item.getString("order"), "studio", "preview_answered")
}

module.exports = { afterEvent, afterMessage, afterLaunch, afterReview, afterReviewItem }
