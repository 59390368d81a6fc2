// The 2-day launch clock, as pure functions of plain values (times in epoch milliseconds): no PocketBase globals,
// so the hooks require it and the Go tests run it in goja as it is. A clock is { startedAt, runningSince, usedMs }:
// startedAt is when it first ran (null before), runningSince when the current run began (null while paused),
// usedMs the running time of the runs before it. Due is the promise's hours of running time (lib/launch_promise.json,
// the one place the number is written: Go and the UI read it too), counted in absolute time, so a daylight-saving
// change moves the local clock face, never the promise.

const numbers = require(`${__hooks}/lib/launch_promise.json`)

/** PROMISE_MS is the promised running time from clock start to launch (launch_promise.json promiseHours). */
const PROMISE_MS = numbers.promiseHours * 60 * 60 * 1000

/** newClock is a clock that has not started. */
function newClock() {
  return { startedAt: null, runningSince: null, usedMs: 0 }
}

/**
 * sync moves clock to what the launch says at now, and returns the new clock (clock itself is not changed).
 * startable: intake and store access are complete (or not needed); waitingOnClient: the current step waits on the
 * client; launched: the store is live; held: the order went back to pending approval. It starts once startable,
 * and then runs while it waits on nobody but the studio and is not held.
 */
function sync(clock, state, now) {
  const next = { startedAt: clock.startedAt, runningSince: clock.runningSince, usedMs: clock.usedMs || 0 }
  if (next.startedAt === null) {
    if (!state.startable || state.launched) return next
    next.startedAt = now
  }
  const shouldRun = !state.waitingOnClient && !state.launched && !state.held
  if (shouldRun && next.runningSince === null) next.runningSince = now
  if (!shouldRun && next.runningSince !== null) {
    next.usedMs += Math.max(0, now - next.runningSince)
    next.runningSince = null
  }
  return next
}

/** isRunning: the clock counts now. */
function isRunning(clock) {
  return clock.runningSince !== null
}

/** usedMs is the running time spent by now. */
function usedMs(clock, now) {
  return (clock.usedMs || 0) + (clock.runningSince !== null ? Math.max(0, now - clock.runningSince) : 0)
}

/** remainingMs is the running time left of the promise at now (negative once overdue). */
function remainingMs(clock, now) {
  return PROMISE_MS - usedMs(clock, now)
}

/**
 * dueAt is when the promise falls due: fixed while the clock runs; while it is paused, when it would fall due if
 * it ran again from now. null before the clock starts.
 */
function dueAt(clock, now) {
  if (clock.startedAt === null) return null
  const from = clock.runningSince !== null ? clock.runningSince : now
  return from + PROMISE_MS - (clock.usedMs || 0)
}

/** isOverdue: the clock has started and its running time passed the promise. */
function isOverdue(clock, now) {
  return clock.startedAt !== null && remainingMs(clock, now) < 0
}

module.exports = { PROMISE_MS, newClock, sync, isRunning, usedMs, remainingMs, dueAt, isOverdue }
