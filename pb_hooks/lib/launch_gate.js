/// <reference path="../../pb_data/types.d.ts" />
// The launch gate (docs/decisions.md §21): an order reaches the step Launched and the status completed only when its
// review is approved by the client, or overridden by the studio with a reason the client reads. Every path checks
// here, inside the change's transaction: the launch step route (lib/launch_actions.js), the launch's own move
// (lib/launch_moves.js), every save of a launch (beforeLaunchSave: a superuser's REST or batch write included)
// and every status save to completed (lib/order_saves.js: the admin's status select, REST,
// batch, a superuser, app.save from Go or JS). A status save to completed may carry the reason ({ status, reason }):
// the studio then approves the launch itself, the review's override, in the same transaction.
// A reopened order (completed → in progress) keeps its approval: it launches again on the same approval or
// override unless the studio asks the client for a new review, which opens a round the client must answer.

const reviews = require(`${__hooks}/lib/review_actions.js`)
const { findLaunch } = require(`${__hooks}/lib/launch_store.js`)

/** refusal is the sentence that refuses a launch without approval; withReason: the save could have carried one. */
function refusal(review, withReason) {
  const { min, max } = reviews.REASON
  const howToOverride = withReason
    ? `or give the reason the client will read (${min} to ${max} characters) to launch it without one.`
    : "or approve the launch yourself with a reason."
  if (review && review.getString("state") === "asked")
    return `The client has not approved the preview yet: wait for the approval, ${howToOverride}`
  if (review && review.getString("state") === "changes")
    return `The client asked for changes to the preview: ask for a new review, ${howToOverride}`
  return `The client has not approved this launch: post the preview for the client's review, ${howToOverride}`
}

/** requireApproval refuses (400) to launch the order orderId unless its review is approved or overridden. */
function requireApproval(tx, orderId) {
  const review = reviews.findReview(tx, orderId)
  if (!reviews.isApproved(review)) throw new BadRequestError(refusal(review, false))
}

/**
 * beforeCompletion checks a status save of order to completed by actor ({ kind, userId }) with reason (trimmed,
 * "" without one): an approved review passes; otherwise the studio (an admin, a superuser or the system) that gave
 * a reason approves the launch itself with it (the override: history, the client told in-app and by e-mail);
 * anything else is refused with 400, the sentence under the field reason.
 */
function beforeCompletion(tx, order, actor, reason) {
  const review = reviews.findReview(tx, order.id)
  if (reviews.isApproved(review)) return
  if (reason === "" || actor.kind === "client") {
    const message = refusal(review, true)
    throw new BadRequestError(message, { reason: new ValidationError("validation_required", message) })
  }
  reviews.override(tx, order, findLaunch(tx, order.id), { reason }, actor, Date.now())
}

/**
 * beforeLaunchSave (a launches create or update, every path: the routes, REST, batch, a superuser, the dashboard)
 * refuses a launch that reaches the step Launched without its review approved or overridden. The routes check
 * first with their own sentence; this is the floor under them, for the writes no route makes.
 * @param {core.RecordEvent} e
 */
function beforeLaunchSave(e) {
  const launch = e.record
  if (launch && launch.getString("step") === "launched") {
    const before = launch.isNew() ? "" : launch.original().getString("step")
    if (before !== "launched") requireApproval(e.app, launch.getString("order"))
  }
  e.next()
}

module.exports = { requireApproval, beforeCompletion, beforeLaunchSave }
