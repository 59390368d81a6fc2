/// <reference path="../../pb_data/types.d.ts" />
// What the studio and the client may do to an order's launch, each with the caller's transaction (tx) and the
// time (now, ms). Every refusal is a full sentence thrown as an ApiError; every step change goes into history.

const steps = require(`${__hooks}/lib/launch_steps.js`)
const store = require(`${__hooks}/lib/launch_store.js`)
const reminders = require(`${__hooks}/lib/intake_reminders.js`)
const { actorOf } = require(`${__hooks}/lib/studio.js`)
const { findFirstOrNull } = require(`${__hooks}/lib/records.js`)

const STORE_DOMAIN = /^[a-z0-9][a-z0-9-]{0,60}\.myshopify\.com$/

/** NOTES are history notes other rules react to (the studio's queue, lib/studio_queue.js). */
const NOTES = {
  intakeComplete: "Brand intake complete",
  accessGranted: "Store access granted",
  codeReceived: "Collaborator code received",
}

/** CODE_MAX is the longest collaborator code taken (lib/limits.json, the orders field's max). */
const CODE_MAX = require(`${__hooks}/lib/limits.json`).collaboratorCode.max

/**
 * CODE_TAKEN says when a collaborator code can still be given (see giveCode): in these access states, or on the
 * development store before these steps end (lib/turns.json, which the order page reads too).
 */
const CODE_TAKEN = require(`${__hooks}/lib/turns.json`).codeTaken

function refuse(message) {
  throw new BadRequestError(message)
}

/**
 * requirePreviewPosted: the launch reaches Preview only with a preview to review (lib/review_actions.js ask saves the
 * round, then moves the step), so the client is never told of a preview that is not there.
 */
function requirePreviewPosted(tx, orderId) {
  const review = findFirstOrNull(tx, "reviews", "order = {:order}", { order: orderId })
  if (!review || review.getString("state") !== "asked")
    refuse("Post the preview for review (its link and password): the launch moves to Preview with it.")
}

/** moveStep puts the launch at step to; Launched completes the order through the status pipeline. */
function moveStep(tx, order, launch, to, actor, now) {
  const from = launch.getString("step")
  if (!steps.STEPS.includes(to)) refuse("Choose one of the launch steps.")
  if (from === "launched") refuse("This order is launched: its steps can no longer change.")
  if (to === from) refuse(`The order is already at the step ${steps.STEP_NAMES[to]}.`)
  if (order.getString("status") !== "in_progress")
    refuse("Only an order in progress moves through launch steps.")
  if (to === "launched") require(`${__hooks}/lib/launch_gate.js`).requireApproval(tx, order.id)
  if (to === "preview") requirePreviewPosted(tx, order.id)
  launch.set("step", to)
  store.saveStepEvent(tx, order.id, from, to, actor, "")
  store.refresh(tx, launch, now)
  if (to === "launched") {
    reminders.cancel(tx, order.id)
    order.set("status", "completed") // the status pipeline (orders.pb.js) tells the client, once
    tx.save(order)
  }
}

/** setAccess records the Shopify access: request_sent (with the store's myshopify address) or granted. */
function setAccess(tx, order, launch, body, actor, now) {
  if (!launch.getBool("shopify")) {
    refuse("This order is not on Shopify: the studio builds it on its own development store.")
  }
  if (launch.getString("step") === "launched")
    refuse("This order is launched: its access can no longer change.")
  const state = String(body.access || "")
  const current = launch.getString("access")
  let note = ""
  if (state === "request_sent") {
    // from a page that still showed the code: the client's grant since then stands
    if (current === "granted")
      refuse("The client has granted the store access meanwhile: there is no request left to send.")
    if (current === "code_needed")
      refuse(
        "The client has not shared the collaborator code yet: enter it here when you have it, or ask for it in the conversation.",
      )
    const domain = String(body.store_domain || "")
      .trim()
      .toLowerCase()
    if (!STORE_DOMAIN.test(domain)) {
      refuse("Enter the store's myshopify address, like noir-atelier.myshopify.com.")
    }
    launch.set("store_domain", domain)
    note = `Access request sent to ${domain}`
  } else if (state === "granted") {
    if (current !== "request_sent") refuse("Send the collaborator request before marking access granted.")
    note = NOTES.accessGranted
    // The collaborator code has done its job: nobody needs to see it again.
    order.set("collaborator_code", "")
    tx.save(order)
  } else {
    refuse("Choose request_sent or granted for the store access.")
  }
  launch.set("access", state)
  store.saveStepEvent(tx, order.id, launch.getString("step"), launch.getString("step"), actor, note)
  store.refresh(tx, launch, now)
}

/**
 * giveCode records the Shopify collaborator code the client (or the studio) gives after the order was sent: on the
 * order, and, for an approved order, on its launch, which then waits on the studio's collaborator request. It is
 * taken until the studio has sent that request: a code given again replaces a mistyped one, and an order first
 * planned on the development store moves to the client's Shopify store until the studio starts building.
 * launch is null before approval.
 */
function giveCode(tx, order, launch, body, actor, now) {
  const code = String(body.code ?? "").trim()
  if (code === "")
    refuse("Enter your Shopify collaborator code: it is in your Shopify admin, under Settings, then Users.")
  if (code.length > CODE_MAX) refuse(`The collaborator code can be at most ${CODE_MAX} characters.`)
  const status = order.getString("status")
  if (status !== "pending_approval" && status !== "in_progress")
    refuse("This order is closed: the studio no longer needs a collaborator code for it.")
  if (launch) {
    const access = launch.getString("access")
    if (!CODE_TAKEN.access.includes(access) && access !== "dev_store")
      refuse("The studio has already sent the collaborator request: approve it in your Shopify admin.")
    if (access === "dev_store" && !CODE_TAKEN.devStoreSteps.includes(launch.getString("step")))
      refuse(
        "The studio is already building your store on its development store: it transfers it to you at launch.",
      )
  }
  order.set("collaborator_code", code)
  order.set("on_shopify", true)
  tx.save(order)
  if (!launch) return
  launch.set("shopify", true)
  launch.set("access", "code_received")
  store.saveStepEvent(
    tx,
    order.id,
    launch.getString("step"),
    launch.getString("step"),
    actor,
    NOTES.codeReceived,
  )
  store.refresh(tx, launch, now)
}

function findItem(tx, orderId, name) {
  if (!steps.INTAKE_ITEMS.includes(name)) throw new NotFoundError("There is no such intake item.")
  return tx.findFirstRecordByFilter("intake_items", "order = {:order} && item = {:item}", {
    order: orderId,
    item: name,
  })
}

/**
 * markItem lets the admin mark an intake item not needed (only from to do: an answer the client sent since the studio
 * looked is never overwritten), or open it again. The item is read in the caller's transaction; the same state again
 * changes nothing.
 */
function markItem(tx, order, launch, name, state, actor, now) {
  if (state !== "not_needed" && state !== "open") refuse("Mark the item not needed, or open it again.")
  const item = findItem(tx, order.id, name)
  const current = item.getString("state")
  if (current === state) return
  if (state === "not_needed" && current === "done") {
    refuse(
      "The client completed this item meanwhile: read the answer, or reopen the item before marking it not needed.",
    )
  }
  item.set("state", state)
  item.set("done_by", actor.userId)
  item.set("done_at", new Date(now).toISOString())
  tx.save(item)
  afterIntakeChange(tx, order, launch, actor, now)
}

/** completeItem records the answer or the message (with files) that completes an intake item. */
function completeItem(tx, order, launch, name, answer, message, user, now) {
  const item = findItem(tx, order.id, name)
  item.set("state", "done")
  item.set("answer", answer)
  item.set("message", message ? message.id : "")
  const actor = actorOf(user)
  item.set("done_by", actor.userId)
  item.set("done_at", new Date(now).toISOString())
  tx.save(item)
  afterIntakeChange(tx, order, launch, actor, now)
}

function afterIntakeChange(tx, order, launch, actor, now) {
  const wasComplete = launch.getBool("intake_complete")
  store.refresh(tx, launch, now)
  const complete = launch.getBool("intake_complete")
  const step = launch.getString("step")
  if (complete && !wasComplete) {
    reminders.cancel(tx, order.id)
    store.saveStepEvent(tx, order.id, step, step, actor, NOTES.intakeComplete)
  } else if (!complete && wasComplete && step !== "launched") {
    reminders.schedule(tx, order, now + reminders.periodMs())
  } else if (!complete) {
    reminders.refresh(tx, order)
  }
}

module.exports = {
  giveCode,
  moveStep,
  setAccess,
  markItem,
  completeItem,
  STORE_DOMAIN,
  NOTES,
}
