/// <reference path="../../pb_data/types.d.ts" />
// The words of a status move that depend on the launch: what a move back does to it (with the studio's reason),
// and the client's next step after an approval. Plain text: the templates escape it. A launch here is read as
// its step and stance (launchFacts; lib/turn_words.js says it), or null when the order has none.

const texts = require(`${__hooks}/lib/order_texts.js`)
const steps = require(`${__hooks}/lib/launch_steps.js`)
const words = require(`${__hooks}/lib/turn_words.js`)
const { PROMISE } = require(`${__hooks}/lib/promise_words.js`)

/** reasonRequired is the refusal of a move back, a cancellation or a reopening without a reason. */
function reasonRequired(from, to) {
  if (to === "cancelled")
    return "Say why the order is cancelled: the client reads the reason in the portal and in the e-mail."
  if (from === "cancelled")
    return "Say why the cancelled order reopens: the client reads the reason in the portal and in the e-mail."
  return (
    "Say why the order moves back from " +
    texts.statusName(from) +
    " to " +
    texts.statusName(to) +
    ": the client reads the reason in the portal and in the e-mail."
  )
}

/** reasonTooLong is the refusal of a reason over max characters. */
function reasonTooLong(max) {
  return "Keep the reason under " + max + " characters."
}

/** launchFacts reads what the texts need from a launches record (null stays null): its step and stance. */
function launchFacts(launch) {
  if (!launch) return null
  return {
    step: launch.getString("step"),
    waitsOn: launch.getString("waits_on"),
    next: launch.getString("next"),
    owes: launch.getStringSlice("owes"),
    needs: launch.getStringSlice("needs"),
    clockStarted: !launch.getDateTime("clock_started").isZero(),
    clockRunning: !launch.getDateTime("clock_running_since").isZero(),
  }
}

/** nextStep tells the client what happens next in a launch in progress ("" when there is nothing to say). */
function nextStep(launch) {
  return launch ? words.nextStep(launch) : ""
}

/**
 * moveLines are the e-mail's sentences for the move from → to with reason, given the launch after the move
 * (facts) and whether the order had a launch before it (resumed). The first is always the specification's status
 * sentence (lib/order_texts.js); what the move did and the next step follow it.
 */
function moveLines(from, to, reason, launch, hadLaunch) {
  return [texts.statusSentence(to)].concat(moveDetails(from, to, reason, launch, hadLaunch))
}

/** moveDetails are the sentences after the status sentence: what the move did, why, and the next step. */
function moveDetails(from, to, reason, launch, hadLaunch) {
  const why = "Reason: " + texts.sentence(reason)
  if (to === "pending_approval" && from === "cancelled") {
    const lines = ["We have reopened your cancelled order: it waits for our approval again.", why]
    if (launch) lines.push(onHold())
    return lines
  }
  if (to === "pending_approval" && from !== "") {
    const lines = ["We have moved your order back to pending approval.", why]
    if (launch) lines.push(onHold())
    return lines
  }
  if (to === "in_progress" && from === "completed") {
    const lines = ["We have reopened your order.", why]
    if (launch) lines.push(reopened(launch))
    return lines.concat([nextStep(launch)].filter((l) => l !== ""))
  }
  if (to === "in_progress") {
    const resumed = hadLaunch ? ["Your order is approved again: its launch resumes where it stopped."] : []
    return resumed.concat([nextStep(launch)].filter((l) => l !== ""))
  }
  return []
}

function onHold() {
  return (
    `Its launch is on hold with everything you sent: the ${PROMISE.dayAdjective} clock is stopped, and the launch resumes where ` +
    "it stopped once we approve the order again."
  )
}

function reopened(launch) {
  return (
    "Your store counts as not launched until we launch it again: the launch is back at the step " +
    steps.STEP_NAMES[launch.step] +
    "."
  )
}

/** noteAddition is what the client's in-app notification adds to the status sentence for a move back. */
function noteAddition(from, to, reason, launch) {
  const lines = moveDetails(from, to, reason, launch, true)
  return lines.slice(1, 3).join(" ")
}

module.exports = { reasonRequired, reasonTooLong, launchFacts, nextStep, moveLines, noteAddition }
