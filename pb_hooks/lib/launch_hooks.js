/// <reference path="../../pb_data/types.d.ts" />
// The request side of the launch tracker (launch.pb.js): who may call which route (the status hook is lib/launch_moves.js).

const store = require(`${__hooks}/lib/launch_store.js`)
const actions = require(`${__hooks}/lib/launch_actions.js`)

function isAdmin(user) {
  return !!user && user.getString("role") === "admin"
}

/** readableOrder finds the order of the route for the signed-in user; 404 when missing or someone else's. */
function readableOrder(e, tx) {
  let order = null
  try {
    order = tx.findRecordById("orders", e.request.pathValue("id"))
  } catch (_) {
    order = null
  }
  if (!order || (order.getString("client") !== e.auth.id && !isAdmin(e.auth))) {
    throw new NotFoundError("The order was not found.")
  }
  return order
}

/** refuseOnHold: the launch of an order back to pending approval changes only when the order is approved again. */
function refuseOnHold(order) {
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

function answer(e, tx, orderId) {
  return e.json(200, { launch: store.findLaunch(tx, orderId), items: store.itemsOf(tx, orderId) })
}

/**
 * adminAction runs a studio action (step, access, mark) on the route's order and answers the launch. The one
 * action its client may take too: saying it granted the store access the studio asked for (access: granted).
 */
function adminAction(e, kind) {
  const body = e.requestInfo().body || {}
  let result = null
  e.app.runInTransaction((tx) => {
    const order = readableOrder(e, tx)
    const admin = isAdmin(e.auth)
    if (!admin && !(kind === "access" && body.access === "granted")) {
      throw new ForbiddenError("Only the studio can change the launch steps.")
    }
    const actor = { kind: admin ? "admin" : "client", userId: e.auth.id }
    const now = Date.now()
    const launch = admin ? launchOf(tx, order, actor, now) : store.findLaunch(tx, order.id)
    if (!launch)
      throw new BadRequestError("This order has no launch steps yet: they start when it is approved.")
    if (kind === "step") {
      order.set("@launchdesk.actor", "admin:" + e.auth.id) // who completes the order, for its history
      actions.moveStep(tx, order, launch, String(body.step || ""), actor, now)
    } else if (kind === "access") actions.setAccess(tx, order, launch, body, actor, now)
    else
      actions.markItem(tx, order, launch, e.request.pathValue("item"), String(body.state || ""), actor, now)
    result = answer(e, tx, order.id)
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
    const actor = { kind: isAdmin(e.auth) ? "admin" : "client", userId: e.auth.id }
    const launch = isAdmin(e.auth) ? launchOf(tx, order, actor, now) : store.findLaunch(tx, order.id)
    if (!launch)
      throw new BadRequestError("This order has no brand intake yet: it opens when the order is approved.")
    refuseOnHold(order)
    intake.submit(tx, order, launch, item, body, e.auth, now, pre.checked)
    result = answer(e, tx, order.id)
  })
  return result
}

module.exports = { adminAction, productErrors, submitIntake }
