/// <reference path="../../pb_data/types.d.ts" />
// What puts an order in the studio's queue and what takes it out (the rows of lib/waiting.js, side "studio"), each
// called by pb_hooks/waiting.pb.js with the transaction of the change. An item leaves when its answer exists, never
// because the studio looked at the order or read the conversation (issue 40 item 5):
//   kind              comes with                                  leaves with
//   new_order         the order (again) pending approval          any status move away from pending approval
//   messages          each message the order's client writes      the studio's reply: a message by an admin that the
//                     (counted; never an internal note)           client reads (an internal note answers nobody)
//   intake_complete   the client completes the brand intake       the launch moved forward to Store access or later
//   access_granted    the client says it approved the request     the launch moved forward to Building or later
//   code_received     the client gives the collaborator code      the studio's collaborator request (access request
//                     after sending the order                     sent, or granted since), or the launch moved
//                                                                 forward to Building or later
//   preview_answered  the client approves or requests changes     the studio asks for a new review, approves the
//                     (lib/review_actions.js)                     launch itself, ticks a requested change done, or
//                                                                 the launch moves to Launched
// "Moved forward" is a step move to a later step (lib/launch_steps.js STEPS) by anyone but the client (the client's
// "request changes" moves Preview back to Building). Every item also leaves by the studio's "Done" on it
// (POST /api/launchdesk/admin/queue/{id}/done, internal/studioqueue).

const waiting = require(`${__hooks}/lib/waiting.js`)
const launchActions = require(`${__hooks}/lib/launch_actions.js`)
const { STEPS } = require(`${__hooks}/lib/launch_steps.js`)
const studio = require(`${__hooks}/lib/studio.js`)

/** ASKED_BY_CLIENT maps a history note the client's action writes to the kind it puts in the studio's queue. */
const ASKED_BY_CLIENT = {
  [launchActions.NOTES.intakeComplete]: "intake_complete",
  [launchActions.NOTES.accessGranted]: "access_granted",
  [launchActions.NOTES.codeReceived]: "code_received",
}

/** ANSWERED_AT maps a kind to the step whose reach (a move forward to it or past it) answers it. */
const ANSWERED_AT = {
  intake_complete: "access",
  access_granted: "building",
  code_received: "building",
  preview_answered: "launched",
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

/** afterStepMove clears what a move forward to step `to` answers (see ANSWERED_AT). */
function afterStepMove(tx, orderId, from, to) {
  const reached = STEPS.indexOf(to)
  if (reached <= STEPS.indexOf(from)) return
  for (const kind of Object.keys(ANSWERED_AT)) {
    if (reached >= STEPS.indexOf(ANSWERED_AT[kind])) waiting.clear(tx, orderId, "studio", kind)
  }
}

/** afterEvent follows an order's history row: a status move, a launch step move, or what the client did. */
function afterEvent(tx, event) {
  const orderId = event.getString("order")
  const step = event.getString("step")
  if (step === "") return afterStatusMove(tx, orderId, event)
  const byClient = event.getString("actor") === "client"
  const from = event.getString("step_from")
  if (from !== step) {
    if (!byClient) afterStepMove(tx, orderId, from, step)
    return
  }
  const kind = byClient ? ASKED_BY_CLIENT[event.getString("note")] : undefined
  if (kind) waiting.note(tx, orderId, "studio", kind, 1)
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

/** afterLaunch clears the collaborator code once the studio has sent its collaborator request. */
function afterLaunch(tx, launch) {
  if (["request_sent", "granted"].includes(launch.getString("access")))
    waiting.clear(tx, launch.getString("order"), "studio", "code_received")
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
