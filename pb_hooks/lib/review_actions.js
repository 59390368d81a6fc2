/// <reference path="../../pb_data/types.d.ts" />
// The preview review (docs/decisions.md §21), each action with the caller's transaction (tx), the order, its
// launch, the actor ({ kind, userId }) and the time (now, ms). The studio asks (link and password), the client
// approves or requests changes (items), the studio ticks items and asks again, or approves the launch itself with a
// written reason. Every round, answer and item goes into the order's history; the other side is told.

const store = require(`${__hooks}/lib/launch_store.js`)
const { NOTES } = require(`${__hooks}/lib/review_texts.js`)
const { tell } = require(`${__hooks}/lib/review_notices.js`)
const { findFirstOrNull } = require(`${__hooks}/lib/records.js`)

/** LIMITS of what the routes take: the changes of an answer here; the rest in lib/limits.json, which the UI reads. */
const LIMITS = { items: 20, itemChars: 280 }
const { previewUrl: URL_LIMIT, previewPassword: PASSWORD, launchReason: REASON } = require(
  `${__hooks}/lib/limits.json`,
)

function refuse(message) {
  throw new BadRequestError(message)
}

/** isApproved: the review (or null) lets its order launch: the client approved it, or the studio overrode it. */
function isApproved(review) {
  return review !== null && ["approved", "overridden"].includes(review.getString("state"))
}

/** findReview returns the order's review, or null before the studio first asked. */
function findReview(app, orderId) {
  return findFirstOrNull(app, "reviews", "order = {:order}", { order: orderId })
}

function openItems(tx, review) {
  return tx.findRecordsByFilter(
    "review_items",
    "order = {:order} && round = {:round} && done = false",
    "",
    0,
    0,
    {
      order: review.getString("order"),
      round: review.getInt("round"),
    },
  )
}

function note(tx, order, launch, actor, text) {
  // an order completed straight from pending approval has no launch: its note goes at Launched, where it ends
  const step = launch ? launch.getString("step") : "launched"
  store.saveStepEvent(tx, order.id, step, step, actor, text.slice(0, 300))
}

/** ask posts the preview (url, password) and asks the client for a review: a new round, the launch at Preview. */
function ask(tx, order, launch, body, actor, now, moveStep) {
  const url = String(body.url || "").trim()
  const password = String(body.password || "").trim()
  if (!/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(url) || url.length > URL_LIMIT.max)
    refuse("Enter the preview's web address, like https://noir-atelier.myshopify.com.")
  if (password.length > PASSWORD.max)
    refuse(`The preview password can be at most ${PASSWORD.max} characters.`)
  if (launch.getString("step") === "launched")
    refuse("This order is launched: there is nothing left to review.")
  let review = findReview(tx, order.id)
  if (review && review.getString("state") === "asked")
    refuse("The client has not answered the review yet: wait for the answer, or approve the launch yourself.")
  if (review && openItems(tx, review).length > 0)
    refuse("Tick every change the client asked for before asking for a new review.")
  const round = review ? review.getInt("round") + 1 : 1
  if (!review) {
    review = new Record(tx.findCachedCollectionByNameOrId("reviews"))
    review.set("order", order.id)
  }
  review.set("round", round)
  review.set("state", "asked")
  review.set("url", url)
  review.set("password", password)
  review.set("asked_at", new Date(now).toISOString())
  review.set("answered_by", "")
  review.set("answered_at", "")
  review.set("override_reason", "")
  tx.save(review)
  // at Preview, the client's turn tells the client (lib/client_turns.js), once per round
  if (launch.getString("step") !== "preview") moveStep(tx, order, launch, "preview", actor, now)
  note(tx, order, launch, actor, NOTES.asked(round))
}

function cleanItems(raw) {
  if (!Array.isArray(raw)) refuse("List the changes you would like, one per line.")
  const items = raw.map((t) => String(t ?? "").trim()).filter((t) => t !== "")
  if (items.length === 0) refuse("List at least one change you would like.")
  if (items.length > LIMITS.items) refuse("List at most 20 changes in one review.")
  if (items.some((t) => t.length > LIMITS.itemChars)) refuse("Keep each change under 280 characters.")
  return items
}

function closeRound(review, state, actor, now) {
  review.set("state", state)
  review.set("answered_by", actor.userId)
  review.set("answered_at", new Date(now).toISOString())
}

/**
 * answer records the client's answer to the round it saw (body.round): { decision: "approve" } or
 * { decision: "changes", items: [text] }. A round the studio replaced since (another preview) is not answered.
 */
function answer(tx, order, launch, body, actor, now, moveStep) {
  const review = findReview(tx, order.id)
  if (!review || review.getString("state") !== "asked") refuse("There is no review waiting for your answer.")
  const round = review.getInt("round")
  if (body.round === undefined || body.round === null || body.round === "")
    refuse("Say which review you answer: reload the page and answer from it.")
  if (Number(body.round) !== round)
    refuse(
      "The studio asked for a new review since you opened this page: look at the new preview, then answer.",
    )
  if (body.decision === "approve") {
    closeRound(review, "approved", actor, now)
    tx.save(review)
    require(`${__hooks}/lib/waiting.js`).notePreviewAnswered(tx, order.id)
    note(tx, order, launch, actor, NOTES.approved(round))
    tell(tx, "approved", order, { round, by: actor.userId })
    return
  }
  if (body.decision !== "changes") refuse("Approve the store for launch, or request changes.")
  const items = cleanItems(body.items)
  closeRound(review, "changes", actor, now)
  tx.save(review)
  require(`${__hooks}/lib/waiting.js`).notePreviewAnswered(tx, order.id)
  note(tx, order, launch, actor, NOTES.changes(round, items.length))
  for (const text of items) {
    const item = new Record(tx.findCachedCollectionByNameOrId("review_items"))
    item.set("order", order.id)
    item.set("round", round)
    item.set("text", text)
    tx.save(item)
    note(tx, order, launch, actor, NOTES.item(text))
  }
  // the studio's turn: back to work (unless the studio already moved the launch off Preview)
  if (launch.getString("step") === "preview") moveStep(tx, order, launch, "building", actor, now)
  tell(tx, "changes", order, { round, items, by: actor.userId })
}

/** tick marks a requested change done (or open again). */
function tick(tx, order, launch, itemId, done, actor, now) {
  const item = findFirstOrNull(tx, "review_items", "id = {:id} && order = {:order}", {
    id: itemId,
    order: order.id,
  })
  if (!item) throw new NotFoundError("There is no such change on this order.")
  if (item.getBool("done") === done) return
  item.set("done", done)
  item.set("done_by", done ? actor.userId : "")
  item.set("done_at", done ? new Date(now).toISOString() : "")
  tx.save(item)
  note(
    tx,
    order,
    launch,
    actor,
    done ? NOTES.done(item.getString("text")) : NOTES.reopened(item.getString("text")),
  )
}

/**
 * override approves the launch for the client, with a reason the client is shown. Without a review (no preview was
 * ever posted) it makes the review at round 0, with no link: the launch approved without a preview. launch may be
 * null (an order completed straight from pending approval has none).
 */
function override(tx, order, launch, body, actor, now) {
  const reason = String(body.reason || "").trim()
  if (reason.length < REASON.min || reason.length > REASON.max) {
    const message = `Write the reason the client will read, in ${REASON.min} to ${REASON.max} characters.`
    throw new BadRequestError(message, {
      reason: new ValidationError("validation_length_out_of_range", message),
    })
  }
  let review = findReview(tx, order.id)
  if (isApproved(review)) refuse("This preview is already approved for launch.")
  if (!review) {
    review = new Record(tx.findCachedCollectionByNameOrId("reviews"))
    review.set("order", order.id)
    review.set("round", 0)
  }
  const previewed = review.getInt("round") > 0
  closeRound(review, "overridden", actor, now)
  review.set("override_reason", reason)
  tx.save(review)
  note(tx, order, launch, actor, NOTES.overridden(reason))
  tell(tx, previewed ? "overridden" : "overriddenUnreviewed", order, { reason })
}

module.exports = { REASON, isApproved, findReview, ask, answer, tick, override }
