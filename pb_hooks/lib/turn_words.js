// What a launch's stance says, in words (lib/turns.json holds every word; lib/launch_steps.js stance derives the
// keys, stored on the launch): whose turn it is and what comes next, and where the 2-day clock stands, for the client
// and for the studio. Pure functions of plain values (no PocketBase globals): the e-mails use them, the Go tests run
// them in goja, and ui/src/lib/turns.ts says the same on screen, held to the same words by the table test
// (internal/launch/stance_test.go writes internal/launch/testdata/stance_words.json, the UI's test reads it).
// A launch here is { waitsOn, next, owes, needs, clockStarted, clockRunning } (next "held": the order is back to
// pending approval).

const turns = require(`${__hooks}/lib/turns.json`)
const { promiseHours } = require(`${__hooks}/lib/launch_promise.json`)

/** andList joins words as a sentence lists them: "a", "a and b", "a, b and c". */
function andList(words) {
  if (words.length <= 1) return words.join("")
  return words.slice(0, -1).join(", ") + " and " + words[words.length - 1]
}

function fill(text, values) {
  return text.replace(/\{(\w+)\}/g, (_, key) => String(values[key]))
}

/** whose says whose turn it is, to audience ("client" or "studio"): "" once nothing is anyone's turn. */
function whose(launch, audience) {
  if (launch.waitsOn === "client") return audience === "client" ? "Waiting on you" : "Waiting on the client"
  if (launch.waitsOn === "studio") return "Waiting on the studio"
  return ""
}

/** todo lists what comes next for audience: everything the client owes, else the studio's one task. */
function todo(launch, audience) {
  const keys = launch.owes.length > 0 ? launch.owes : [launch.next]
  return keys.map((k) => turns[audience][k])
}

/** clockLine says where the 2-day clock stands, to audience ("" once launched or cancelled). */
function clockLine(launch, audience) {
  const words = turns.clock[audience]
  const days = promiseHours / 24
  if (launch.next === "launched" || launch.next === "cancelled") return ""
  if (launch.next === "held") return fill(words.held, { days })
  if (!launch.clockStarted) {
    const needs = launch.needs.map((k) => turns.clockNeeds[audience][k])
    if (needs.length === 0) return ""
    return fill(words.needs, { days, needs: andList(needs), verb: needs.length > 1 ? "are" : "is" })
  }
  return fill(launch.clockRunning ? words.running : words.paused, { days })
}

/** nextStep is the client's e-mail sentence for what comes next, with the clock ("" once nothing comes next). */
function nextStep(launch) {
  if (launch.next === "launched" || launch.next === "cancelled" || launch.next === "") return ""
  const first = turns.client[launch.next]
  const line = "Next step: " + first.charAt(0).toLowerCase() + first.slice(1)
  const clock = clockLine(launch, "client")
  return clock ? line + " " + clock : line
}

module.exports = { andList, whose, todo, clockLine, nextStep }
