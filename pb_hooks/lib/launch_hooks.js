/// <reference path="../../pb_data/types.d.ts" />
// The request side of the launch tracker (launch.pb.js): who may call which route (the status hook is lib/launch_moves.js).

const store = require(`${__hooks}/lib/launch_store.js`)
const actions = require(`${__hooks}/lib/launch_actions.js`)
const { actorOf, isStudio } = require(`${__hooks}/lib/studio.js`)
const access = require(`${__hooks}/lib/access.js`)

/** readableOrder finds the order of the route for the signed-in user (lib/access.js); 404 when missing or not theirs. */
function readableOrder(e, tx) {
  const order = access.readableOrder(tx, e.auth, e.request.pathValue("id"))
  if (!order) throw new NotFoundError("The order was not found.")
  return order
}

/**
 * refuseOnHold: the launch of an order back to pending approval changes only when the order is approved again; the
 * launch of a cancelled order has stopped (docs/decisions.md §27).
 */
function refuseOnHold(order) {
  if (order.getString("status") === "cancelled") {
    throw new BadRequestError("The launch has stopped: the order is cancelled.")
  }
  if (order.getString("status") === "pending_approval") {
    throw new BadRequestError(
      "The launch is on hold while the order waits for approval again: it resumes once the order is approved.",
    )
  }
}

/** launchOf returns the order's launch, opening it for an order in progress approved before the tracker. */
function launchOf(tx, order, actor, now) {
  const launch = store.findLaunch(tx, order.id)
  if (launch) refuseOnHold(order)
  if (launch) return launch
  if (order.getString("status") !== "in_progress") {
    throw new BadRequestError("This order has no launch steps yet: they start when the order is approved.")
  }
  return store.openLaunch(tx, order, actor, now)
}

/**
 * requireStepSeen refuses a step move made from a page that showed the launch at another step (body.from, sent by the
 * studio's panel): another tab or admin moved it meanwhile, and that move stands.
 */
function requireStepSeen(launch, body) {
  if (body.from === undefined || body.from === null) return
  const current = launch.getString("step")
  if (String(body.from) === current) return
  const { STEP_NAMES } = require(`${__hooks}/lib/launch_steps.js`)
  throw new BadRequestError(
    `The launch moved to ${STEP_NAMES[current]} since you opened this page: check it, then choose the step again.`,
  )
}

function answer(e, tx, orderId) {
  return e.json(200, { launch: store.findLaunch(tx, orderId), items: store.itemsOf(tx, orderId) })
}

/**
 * adminAction runs a studio action (step, access, mark) on the route's order and answers the launch. The one
 * action its client may take too: saying it granted the store access the studio asked for (access: granted).
 * @param {core.RequestEvent} e
 */
function adminAction(e, kind) {
  const body = e.requestInfo().body || {}
  let result = null
  e.app.runInTransaction((tx) => {
    const order = readableOrder(e, tx)
    const admin = isStudio(e.auth)
    if (!admin && !(kind === "access" && body.access === "granted")) {
      throw new ForbiddenError("Only the studio can change the launch steps.")
    }
    const actor = actorOf(e.auth)
    const now = Date.now()
    const launch = admin ? launchOf(tx, order, actor, now) : store.findLaunch(tx, order.id)
    if (!launch)
      throw new BadRequestError("This order has no launch steps yet: they start when it is approved.")
    if (kind === "step") {
      requireStepSeen(launch, body)
      order.set("@launchdesk.actor", `${actor.kind}:${actor.userId}`) // who completes the order, for its history
      actions.moveStep(tx, order, launch, String(body.step || ""), actor, now)
    } else if (kind === "access") actions.setAccess(tx, order, launch, body, actor, now)
    else
      actions.markItem(tx, order, launch, e.request.pathValue("item"), String(body.state || ""), actor, now)
    result = answer(e, tx, order.id)
  })
  return result
}

/**
 * giveCode records the collaborator code for the route's order (its client or the studio) and answers the launch,
 * or { launch: null } before approval.
 * @param {core.RequestEvent} e
 */
function giveCode(e) {
  const body = e.requestInfo().body || {}
  let result = null
  e.app.runInTransaction((tx) => {
    const order = readableOrder(e, tx)
    const actor = actorOf(e.auth)
    const launch = store.findLaunch(tx, order.id)
    actions.giveCode(tx, order, launch, body, actor, Date.now())
    result = launch ? answer(e, tx, order.id) : e.json(200, { launch: null, items: [] })
  })
  return result
}

/** productErrors answers a failed product CSV check: 400 with { message, rows, more }; nothing was saved. */
function productErrors(e, failed) {
  const count = failed.errors.length + failed.more
  const message =
    failed.errors[0].row === 0
      ? failed.errors[0].message
      : `The product list has ${count} problem${count > 1 ? "s" : ""}: fix ${count > 1 ? "them" : "it"} and upload the file again.`
  return e.json(400, { status: 400, message, data: {}, rows: failed.errors, more: failed.more })
}

/**
 * submitIntake completes an intake item for its order's client or an admin. A product CSV is read and checked first,
 * outside the transaction (SQLite has one writer: every other save would wait for the check).
 * @param {core.RequestEvent} e
 */
function submitIntake(e) {
  const intake = require(`${__hooks}/lib/launch_intake.js`)
  const body = e.requestInfo().body || {}
  const item = e.request.pathValue("item")
  const seen = readableOrder(e, e.app)
  const pre = intake.precheck(e.app, seen, store.findLaunch(e.app, seen.id), item, body, e.auth)
  if (pre.failed) return productErrors(e, pre.failed)
  let result = null
  e.app.runInTransaction((tx) => {
    const order = readableOrder(e, tx)
    const now = Date.now()
    const admin = isStudio(e.auth)
    const actor = actorOf(e.auth)
    const launch = admin ? launchOf(tx, order, actor, now) : store.findLaunch(tx, order.id)
    if (!launch)
      throw new BadRequestError("This order has no brand intake yet: it opens when the order is approved.")
    refuseOnHold(order)
    intake.submit(tx, order, launch, item, body, e.auth, now, pre.checked)
    result = answer(e, tx, order.id)
  })
  return result
}

/**
 * afterStatusEvent follows the save of an order_events row (in the status change's transaction): a status row lets
 * lib/launch_moves.js open, close, reopen, hold or resume the launch right after it.
 * @param {core.RecordEvent} e
 */
function afterStatusEvent(e) {
  e.next()
  const from = e.record.getString("from")
  const to = e.record.getString("to")
  if (e.record.getString("step") !== "" || from === "" || to === "") return
  const order = e.app.findRecordById("orders", e.record.getString("order"))
  const actor = { kind: e.record.getString("actor"), userId: e.record.getString("who") }
  require(`${__hooks}/lib/launch_moves.js`).onStatusChange(e.app, order, from, to, actor)
}

/**
 * afterOutboxUpdate queues the next intake reminder once one is sent (a mail_outbox row turning "sent").
 * @param {core.RecordEvent} e
 */
function afterOutboxUpdate(e) {
  e.next()
  if (e.record.getString("kind") !== "intake_reminder" || e.record.getString("state") !== "sent") return
  if (e.record.original().getString("state") === "sent") return
  require(`${__hooks}/lib/intake_reminders.js`).afterSent(e.app, e.record)
}

module.exports = {
  giveCode,
  readableOrder,
  launchOf,
  adminAction,
  productErrors,
  submitIntake,
  afterStatusEvent,
  afterOutboxUpdate,
}
