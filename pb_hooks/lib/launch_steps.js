// The launch steps of an order in progress and who each one waits on, as pure functions of plain values (no
// PocketBase globals), shared by the hooks and the Go tests. The steps live inside the status "in_progress";
// Launched completes the order.

const lists = require(`${__hooks}/lib/steps.json`)

/** STEPS in order (lib/steps.json, which Go and the UI read too). */
const STEPS = lists.steps

/** STEP_NAMES are the steps as people read them (history, e-mails, errors). */
const STEP_NAMES = lists.stepNames

/** INTAKE_ITEMS are the brand intake checklist's items, in order. */
const INTAKE_ITEMS = lists.intakeItems

/** ITEM_NAMES are the intake items as people read them. */
const ITEM_NAMES = lists.itemNames

/**
 * ACCESS states: a Shopify order goes code_received → request_sent → granted, starting at code_needed when the
 * client said the store is on Shopify without giving the collaborator code yet; an order not on Shopify is built on
 * the studio's development store (dev_store) and transferred at launch.
 */
const ACCESS = lists.access

/** intakeComplete: every item of the checklist is done or marked not needed (items: [{ item, state }]). */
function intakeComplete(items) {
  return INTAKE_ITEMS.every((name) => {
    const found = items.find((i) => i.item === name)
    return !!found && found.state !== "open"
  })
}

/** accessComplete: the studio can work in the store (access granted, or its own development store). */
function accessComplete(access) {
  return access === "granted" || access === "dev_store"
}

const turns = require(`${__hooks}/lib/turns.json`)

/**
 * stance answers where a launch stands, the one derivation every screen, notification and e-mail reads (stored on
 * the launch by lib/launch_store.js refresh): whose turn it is (waitsOn: "client", "studio", or "" once launched),
 * what the client owes, in turns.json's order (owes: pay, code, intake, access, review), the one thing that comes
 * next (next: the first thing owed, else the studio's task), and what the 2-day clock still needs before it can
 * start (needs: pay, intake, access; empty once it started). launch is { step, access, intakeComplete, held,
 * cancelled (the order was cancelled: nothing is anyone's turn),
 * paymentSettled (false: due, refunded or a mismatch; absent: an order without a payment row), review ("" before
 * the studio first asked, else the review's state: asked, changes, approved, overridden), clockStarted }.
 */
function stance(launch) {
  const review = launch.review || ""
  const owed = {
    pay: launch.paymentSettled === false,
    code: launch.access === "code_needed",
    intake: !launch.intakeComplete,
    access: launch.access === "request_sent",
    review: launch.step === "preview" && review === "asked",
  }
  const owes = turns.owes.filter((k) => owed[k])
  const ready = {
    pay: launch.paymentSettled !== false,
    intake: !!launch.intakeComplete,
    access: accessComplete(launch.access),
  }
  const needs = launch.clockStarted ? [] : turns.needs.filter((k) => !ready[k])
  if (launch.step === "launched") return { waitsOn: "", next: "launched", owes: [], needs: [] }
  if (launch.cancelled) return { waitsOn: "", next: "cancelled", owes: [], needs: [] }
  if (launch.held) return { waitsOn: "studio", next: "held", owes: [], needs }
  if (owes.length > 0) return { waitsOn: "client", next: owes[0], owes, needs }
  return { waitsOn: "studio", next: studioTask(launch, review), owes, needs }
}

/** studioTask is what the studio does next when the client owes nothing. */
function studioTask(launch, review) {
  if (launch.access === "code_received") return "request"
  if (review === "approved" || review === "overridden") return "launch"
  if (review === "changes") return "changes"
  if (launch.step === "preview") return "preview"
  return "build"
}

/** waitsOn names whose turn it is in launch (see stance). */
function waitsOn(launch) {
  return stance(launch).waitsOn
}

/**
 * clockState is what the clock module's sync needs to know about launch. The clock starts once the payment is
 * settled, the intake complete and the store reachable (stance's needs empty), and runs while the client owes
 * nothing (a refund after the start pauses it like an open intake item).
 */
function clockState(launch) {
  const s = stance(Object.assign({}, launch, { clockStarted: false }))
  return {
    startable: s.needs.length === 0 && !launch.held && !launch.cancelled,
    waitingOnClient: s.waitsOn === "client",
    launched: launch.step === "launched",
    held: !!launch.held || !!launch.cancelled,
  }
}

module.exports = {
  STEPS,
  stance,
  STEP_NAMES,
  INTAKE_ITEMS,
  ITEM_NAMES,
  ACCESS,
  intakeComplete,
  accessComplete,
  waitsOn,
  clockState,
}
