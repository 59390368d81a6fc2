// The launch promise's numbers, written once in pb_hooks/lib/launch_promise.json: the hooks require that file, the
// server's Go reads it at start (internal/launch) and the UI imports it here at build time, so all three count the
// same promise.
import numbers from "../../../pb_hooks/lib/launch_promise.json"

/** PROMISE_HOURS is the promised running time from clock start to launch, in hours. */
export const PROMISE_HOURS: number = numbers.promiseHours

/** PROMISE_MS is the same promise in milliseconds, the clock's unit. */
export const PROMISE_MS = PROMISE_HOURS * 60 * 60 * 1000

/** PROMISE_DAYS is the promise in days, as the copy says it ("live in 2 days", "the 2-day clock"). */
export const PROMISE_DAYS = PROMISE_HOURS / 24

/** REPLY_HOURS is how soon the studio answers a new order, as the form and the confirmation e-mail promise it. */
export const REPLY_HOURS: number = numbers.replyHours
