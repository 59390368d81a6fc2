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

/**
 * refresh recomputes launch's derived fields at now (ms) from its step, access and intake, and whether it is on hold
 * (its order is back to pending approval) and its payment (paid or waived), and saves it.
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
  }
  const before = {
    startedAt: msOf(launch, "clock_started"),
    runningSince: msOf(launch, "clock_running_since"),
    usedMs: launch.getInt("clock_used_ms"),
  }
  const clock = clocks.sync(before, steps.clockState(facts), now)
  launch.set("intake_complete", facts.intakeComplete)
  launch.set("waits_on", steps.waitsOn(facts))
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

/** openLaunch makes the launch of a newly approved order: step Approved, the intake checklist, the access path. */
function openLaunch(tx, order, actor, now) {
  const launch = new Record(tx.findCachedCollectionByNameOrId("launches"))
  const shopify = order.getString("collaborator_code").trim() !== ""
  launch.set("order", order.id)
  launch.set("step", "approved")
  launch.set("shopify", shopify)
  launch.set("access", shopify ? "code_received" : "dev_store")
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

module.exports = { findLaunch, itemsOf, saveStepEvent, refresh, openLaunch, msOf, isoOf }
