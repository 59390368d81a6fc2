/// <reference path="../../pb_data/types.d.ts" />
// The request side of the preview review (review.pb.js): who may call which route. Another client's order is 404
// (as for the launch routes); the studio cannot answer for the client, and the client cannot act for the studio.

const reviews = require(`${__hooks}/lib/review_actions.js`)
const { readableOrder, launchOf } = require(`${__hooks}/lib/launch_hooks.js`)
const { moveStep } = require(`${__hooks}/lib/launch_actions.js`)
const { actorOf, isStudio } = require(`${__hooks}/lib/studio.js`)

/** reply answers the order's review and its requested changes (all rounds, oldest first). */
function reply(e, tx, orderId) {
  const items = tx.findRecordsByFilter("review_items", "order = {:order}", "round,created", 0, 0, {
    order: orderId,
  })
  return e.json(200, { review: reviews.findReview(tx, orderId), items })
}

/** run finds the route's order and its launch in a transaction, runs act(tx, order, launch, actor, now), replies. */
function run(e, studioOnly, act) {
  const body = e.requestInfo().body || {}
  let result = null
  e.app.runInTransaction((tx) => {
    const order = readableOrder(e, tx)
    const admin = isStudio(e.auth)
    if (studioOnly && !admin) throw new ForbiddenError("Only the studio can do this in a review.")
    if (!studioOnly && admin) throw new ForbiddenError("Only the order's client can answer its review.")
    const actor = actorOf(e.auth)
    const now = Date.now()
    const launch = admin
      ? launchOf(tx, order, actor, now)
      : require(`${__hooks}/lib/launch_store.js`).findLaunch(tx, order.id)
    if (!launch) throw new BadRequestError("There is no review waiting for your answer.")
    act(tx, order, launch, body, actor, now)
    // the review is one of the facts of the launch's stance (whose turn, what comes next): derive it again
    require(`${__hooks}/lib/launch_store.js`).refresh(tx, launch, now)
    result = reply(e, tx, order.id)
  })
  return result
}

/**
 * studioAction runs ask, tick or override for an admin.
 * @param {core.RequestEvent} e
 * @param {"ask" | "tick" | "override"} kind
 */
function studioAction(e, kind) {
  return run(e, true, (tx, order, launch, body, actor, now) => {
    if (kind === "ask") reviews.ask(tx, order, launch, body, actor, now, moveStep)
    else if (kind === "override") reviews.override(tx, order, launch, body, actor, now)
    else reviews.tick(tx, order, launch, e.request.pathValue("item"), body.done !== false, actor, now)
  })
}

/**
 * clientAnswer records the order's client's answer to the review it was asked.
 * @param {core.RequestEvent} e
 */
function clientAnswer(e) {
  return run(e, false, (tx, order, launch, body, actor, now) =>
    reviews.answer(tx, order, launch, body, actor, now, moveStep),
  )
}

module.exports = { studioAction, clientAnswer }
