/// <reference path="../../pb_data/types.d.ts" />
// What a status change does to the order's launch (docs/decisions.md §13), inside the change's transaction (tx):
//   pending → in progress   opens the launch, or resumes one on hold where it stopped
//   → completed             closes it (step Launched, launched_at, on time or not)
//   completed → in progress reopens it: not launched any more, back at Building, the clock runs on from the time used
//   → pending approval      puts it on hold (undoing the launch first if it was launched): the clock stops, the
//                           routes refuse changes, nothing the client sent is lost
//   → cancelled             stops it (undoing the launch first if it was launched): the clock stops, nothing is
//                           anyone's turn, the intake reminders end; reopening (cancelled → pending approval)
//                           holds it as above (docs/decisions.md §27)
// "On hold" is not stored: it is the launch of an order pending approval (lib/launch_store.js refresh).

const store = require(`${__hooks}/lib/launch_store.js`)
const reminders = require(`${__hooks}/lib/intake_reminders.js`)

/** REOPEN_STEP is where a launch that was launched goes back to: the studio works on the store again. */
const REOPEN_STEP = "building"

function unlaunch(tx, order, launch, actor, note) {
  if (launch.getString("step") !== "launched") return
  launch.set("step", REOPEN_STEP)
  launch.set("launched_at", "")
  launch.set("on_time", false)
  store.saveStepEvent(tx, order.id, "launched", REOPEN_STEP, actor, note)
}

/** note writes what happened to the launch into the order's history, at its current step. */
function note(tx, order, launch, actor, text) {
  const step = launch.getString("step")
  store.saveStepEvent(tx, order.id, step, step, actor, text)
}

function remindIfOpen(tx, order, launch, now) {
  if (!launch.getBool("intake_complete")) reminders.schedule(tx, order, now + reminders.periodMs())
}

/** onStatusChange moves the order's launch along with its status change from → to (order already has to). */
function onStatusChange(tx, order, from, to, actor) {
  const now = Date.now()
  const launch = store.findLaunch(tx, order.id)
  if (to === "in_progress" && !launch) {
    store.openLaunch(tx, order, actor, now)
    reminders.schedule(tx, order, now + reminders.periodMs())
    return
  }
  if (!launch) return
  const step = launch.getString("step")
  if (to === "completed") {
    if (step !== "launched") {
      require(`${__hooks}/lib/launch_gate.js`).requireApproval(tx, order.id)
      launch.set("step", "launched")
      store.saveStepEvent(tx, order.id, step, "launched", actor, "")
      store.refresh(tx, launch, now)
      reminders.cancel(tx, order.id)
    }
    // a launch that went through a preview review invites its client's testimonial, once (docs/decisions.md §21)
    require(`${__hooks}/lib/testimonials.js`).invite(tx, order)
  } else if (to === "in_progress" && from === "completed") {
    unlaunch(tx, order, launch, actor, "Launch reopened")
    store.refresh(tx, launch, now)
    remindIfOpen(tx, order, launch, now)
  } else if (to === "in_progress" && from === "pending_approval") {
    store.refresh(tx, launch, now)
    note(tx, order, launch, actor, "Launch resumed")
    remindIfOpen(tx, order, launch, now)
  } else if (to === "cancelled") {
    unlaunch(tx, order, launch, actor, "Launch undone")
    store.refresh(tx, launch, now)
    note(tx, order, launch, actor, "Launch stopped: order cancelled")
    reminders.cancel(tx, order.id)
  } else if (to === "pending_approval") {
    unlaunch(tx, order, launch, actor, "Launch undone")
    store.refresh(tx, launch, now)
    note(tx, order, launch, actor, "Launch on hold")
    reminders.cancel(tx, order.id)
  }
}

module.exports = { REOPEN_STEP, onStatusChange }
