// What answers each launch item of the studio's queue, as pure functions of plain values (no PocketBase globals),
// shared by lib/studio_queue.js, which raises and clears the items, and the Go table test
// (internal/launch/stance_test.go), which holds them to the stance every screen shows. A client's act about the
// launch puts an item in the studio's queue; it stays while its answer is still the studio's to give:
//   kind              answered by a move forward to    answered by the launch's facts (at each save of the launch)
//   intake_complete   Store access or later            the order cancelled, or launched
//   access_granted    Building or later                the same
//   code_received     (no step: a launch moved on      the collaborator request sent (access request_sent or
//                     without the request still        granted); the order cancelled, or launched
//                     waits on it, stance "request")
//   preview_answered  Launched                         the order cancelled, or launched; and, followed by
//                                                      lib/studio_queue.js, the studio's new review request, its
//                                                      own approval, a ticked change
// A move forward answers what the client did before it: an intake completed while the launch is already at Building
// waits for the next move (to Preview), because the studio has not acted on it yet.

const { STEPS } = require(`${__hooks}/lib/launch_steps.js`)

/** LAUNCH_KINDS are the studio's queue items a client's act about the launch raises. */
const LAUNCH_KINDS = ["intake_complete", "access_granted", "code_received", "preview_answered"]

/** ANSWERED_BY_REACHING maps a kind to the step whose reach, by a move forward, answers it. */
const ANSWERED_BY_REACHING = {
  intake_complete: "access",
  access_granted: "building",
  preview_answered: "launched",
}

/**
 * answered says whether the launch's facts ({ step, access, next: its stored stance's next }) answer an item of kind:
 * then it leaves the queue, and a client's act that would raise it raises nothing.
 */
function answered(kind, launch) {
  if (launch.next === "cancelled" || launch.step === "launched") return true
  return kind === "code_received" && (launch.access === "request_sent" || launch.access === "granted")
}

/** answeredByMove says whether a move of the launch from step `from` to step `to` answers an item of kind. */
function answeredByMove(kind, from, to) {
  const reached = STEPS.indexOf(to)
  const answer = ANSWERED_BY_REACHING[kind]
  return !!answer && reached > STEPS.indexOf(from) && reached >= STEPS.indexOf(answer)
}

module.exports = { LAUNCH_KINDS, answered, answeredByMove }
