/// <reference path="../../pb_data/types.d.ts" />
// Which status moves go back, and what a move back needs: a reason the client reads (docs/decisions.md §13); so do
// a cancellation and the reopening of a cancelled order, which goes to pending approval only (§27). The reason travels from the request body ({ status, reason }) to the execute hook as custom record data, like the
// actor (lib/order_pipeline.js): never a field, never stored on the order; it is kept in the history row's note.

const texts = require(`${__hooks}/lib/move_texts.js`)

/** CANCELLED is the status of an order the studio closed without building it; it has no rank. */
const CANCELLED = "cancelled"

/**
 * RANK orders the statuses as lib/statuses.json lists them (cancelled left out): a move to a lower rank is a move
 * back.
 */
const RANK = Object.fromEntries(
  require(`${__hooks}/lib/statuses.json`)
    .order.filter((s) => s !== CANCELLED)
    .map((s, i) => [s, i]),
)

/** REASON_MAX is the longest reason, in characters (lib/limits.json statusReason; order_events.note holds it). */
const REASON_MAX = require(`${__hooks}/lib/limits.json`).statusReason.max

const REASON_KEY = "@launchdesk.reason"

/** isBackward: the move from → to goes back (completed → in progress, anything → pending approval). */
function isBackward(from, to) {
  return from in RANK && to in RANK && RANK[to] < RANK[from]
}

/** needsReason: the move from → to needs the studio's reason (a move back, a cancellation, a reopening). */
function needsReason(from, to) {
  return isBackward(from, to) || (from !== to && (to === CANCELLED || from === CANCELLED))
}

/** rememberReason copies the request body's reason onto the order being saved; the body can bring nothing else. */
function rememberReason(e) {
  const body = e.requestInfo().body || {}
  e.record.set(REASON_KEY, typeof body.reason === "string" ? body.reason : "")
}

/** reasonOf is the reason given with the save of order, trimmed ("" without one). */
function reasonOf(order) {
  return String(order.getRaw(REASON_KEY) ?? "").trim()
}

/**
 * checkMove refuses, with 400 on every path: a cancelled order moved anywhere but back to pending approval, and a
 * move that needs a reason (needsReason) without one or with one over REASON_MAX characters.
 */
function checkMove(from, to, reason) {
  if (from === CANCELLED && to !== "pending_approval") {
    const problem = require(`${__hooks}/lib/order_texts.js`).CANCELLED.reopensFirst
    throw new BadRequestError(problem, { status: new ValidationError("validation_invalid_value", problem) })
  }
  if (!needsReason(from, to)) return
  let problem = ""
  if (reason === "") problem = texts.reasonRequired(from, to)
  else if (Array.from(reason).length > REASON_MAX) problem = texts.reasonTooLong(REASON_MAX)
  if (!problem) return
  const code = reason === "" ? "validation_required" : "validation_max_text_constraint"
  throw new BadRequestError(problem, { reason: new ValidationError(code, problem) })
}

module.exports = { RANK, CANCELLED, REASON_MAX, isBackward, needsReason, rememberReason, reasonOf, checkMove }
