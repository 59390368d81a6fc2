/// <reference path="../../pb_data/types.d.ts" />
// Reads and writes an order's launch (the launches row and its intake_items) with the caller's transaction, and
// keeps the derived fields (who it waits on, intake complete, the clock and its due time) in step with the facts.

const steps = require(`${__hooks}/lib/launch_steps.js`)
const clocks = require(`${__hooks}/lib/launch_clock.js`)
const payments = require(`${__hooks}/lib/payment_due.js`)
const { findFirstOrNull } = require(`${__hooks}/lib/records.js`)
const { saveOrderEvent } = require(`${__hooks}/lib/order_events.js`)

function msOf(record, field) {
  const d = record.getDateTime(field)
  return d.isZero() ? null : d.time().unixMilli()
}

function isoOf(ms) {
  return ms === null ? "" : new Date(ms).toISOString()
}

/** findLaunch returns the order's launch, or null before approval. */
function findLaunch(app, orderId) {
  return findFirstOrNull(app, "launches", "order = {:order}", { order: orderId })
}

/** itemsOf lists the order's intake items. */
function itemsOf(app, orderId) {
  return app.findRecordsByFilter("intake_items", "order = {:order}", "", 0, 0, { order: orderId })
}

/** saveStepEvent writes a launch row into the order's history (order_events): step_from → step, with a note. */
function saveStepEvent(tx, orderId, from, to, actor, note) {
  saveOrderEvent(tx, orderId, { step_from: from, step: to }, actor, note)
}

function orderStatus(tx, orderId) {
  const row = new DynamicModel({ status: "" })
  tx.db()
    .select("status")
    .from("orders")
    .where($dbx.hashExp({ id: orderId }))
    .one(row)
  return row.status
}

/** reviewState is the state of the order's preview review, "" before the studio first asked. */
function reviewState(tx, orderId) {
  const review = findFirstOrNull(tx, "reviews", "order = {:order}", { order: orderId })
  return review ? review.getString("state") : ""
}

/** guaranteeInForce is the share of the price the guarantee gives back now (GUARANTEE), 0 when it is off. */
function guaranteeInForce() {
  const config = $app.store().get("launchdesk.config")
  return Number(config?.guaranteePercent) || 0
}

/**
 * refresh recomputes launch's derived fields at now (ms) from its step, access and intake, whether it is on hold
 * (its order is back to pending approval), its payment (paid or waived) and its preview review: the clock, and the
 * stance (lib/launch_steps.js: whose turn, what the client owes, what comes next, what the clock needs), and saves
 * it. Every change to one of those facts calls it in the change's transaction.
 */
function refresh(tx, launch, now) {
  const items = itemsOf(tx, launch.getString("order")).map((i) => ({
    item: i.getString("item"),
    state: i.getString("state"),
  }))
  const status = orderStatus(tx, launch.getString("order"))
  const facts = {
    step: launch.getString("step"),
    access: launch.getString("access"),
    intakeComplete: steps.intakeComplete(items),
    held: status === "pending_approval",
    cancelled: status === "cancelled",
    paymentSettled: payments.settled(tx, launch.getString("order")),
    review: reviewState(tx, launch.getString("order")),
  }
  const before = {
    startedAt: msOf(launch, "clock_started"),
    runningSince: msOf(launch, "clock_running_since"),
    usedMs: launch.getInt("clock_used_ms"),
  }
  const clock = clocks.sync(before, steps.clockState(facts), now)
  // the guarantee the launch is under is the one in force when its clock starts (docs/guarantee.md)
  if (before.startedAt === null && clock.startedAt !== null)
    launch.set("guarantee_percent", guaranteeInForce())
  const stance = steps.stance(Object.assign({ clockStarted: clock.startedAt !== null }, facts))
  launch.set("intake_complete", facts.intakeComplete)
  launch.set("waits_on", stance.waitsOn)
  launch.set("next", stance.next)
  launch.set("owes", stance.owes)
  launch.set("needs", stance.needs)
  launch.set("clock_started", isoOf(clock.startedAt))
  launch.set("clock_running_since", isoOf(clock.runningSince))
  launch.set("clock_used_ms", clock.usedMs)
  launch.set("due_at", isoOf(clocks.dueAt(clock, now)))
  if (facts.step === "launched" && launch.getDateTime("launched_at").isZero()) {
    launch.set("launched_at", isoOf(now))
    launch.set("on_time", clock.startedAt !== null && clocks.remainingMs(clock, now) >= 0)
  }
  tx.save(launch)
  return launch
}

/**
 * openLaunch makes the launch of a newly approved order: step Approved, the intake checklist, the access path (a
 * store the client said is on Shopify waits for the collaborator code until the client gives it).
 */
function openLaunch(tx, order, actor, now) {
  const launch = new Record(tx.findCachedCollectionByNameOrId("launches"))
  const code = order.getString("collaborator_code").trim() !== ""
  const shopify = code || order.getBool("on_shopify")
  launch.set("order", order.id)
  launch.set("step", "approved")
  launch.set("shopify", shopify)
  launch.set("access", code ? "code_received" : shopify ? "code_needed" : "dev_store")
  launch.set("approved_at", isoOf(now))
  launch.set("clock_used_ms", 0)
  tx.save(launch)
  for (const name of steps.INTAKE_ITEMS) {
    const item = new Record(tx.findCachedCollectionByNameOrId("intake_items"))
    item.set("order", order.id)
    item.set("item", name)
    item.set("state", "open")
    tx.save(item)
  }
  saveStepEvent(tx, order.id, "", "approved", actor, "")
  return refresh(tx, launch, now)
}

/** unstartClock puts launch's clock back to not started (a "Mark paid" undone before the clock had a reason to run). */
function unstartClock(launch) {
  const clock = clocks.newClock()
  launch.set("clock_started", isoOf(clock.startedAt))
  launch.set("clock_running_since", isoOf(clock.runningSince))
  launch.set("clock_used_ms", clock.usedMs)
  launch.set("due_at", "")
  launch.set("guarantee_percent", 0)
}

module.exports = { unstartClock, findLaunch, itemsOf, saveStepEvent, refresh, openLaunch, msOf, isoOf }
