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

/**
 * PROMISE_LAUNCHED is how the promise is pitched wherever a page states it (the landing page, /auth, the site's
 * title and description): the specification's hero words, "launched in as little as 48 hours".
 */
export const PROMISE_LAUNCHED = `launched in as little as ${PROMISE_HOURS} hours`

/** PROMISE_HEADLINE is the pitch's headline, on `/` and /auth: `mark` is what `/` draws with the highlighter. */
export const PROMISE_HEADLINE = {
  text: "Your brand's online store, launched in as little as",
  mark: `${PROMISE_HOURS} hours.`,
} as const

/** REPLY_HOURS is how soon the studio answers a new order, as the form and the confirmation e-mail promise it. */
export const REPLY_HOURS: number = numbers.replyHours
