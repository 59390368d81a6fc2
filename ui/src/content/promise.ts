// The launch promise: its numbers written once in pb_hooks/lib/launch_promise.json, its wording in
// pb_hooks/lib/promise_words.json. The hooks require both files, the server's Go reads them at start
// (internal/launch) and the UI imports them here at build time, so all three count and say the same promise.
import numbers from "../../../pb_hooks/lib/launch_promise.json"
import wording from "../../../pb_hooks/lib/promise_words.json"

/** PROMISE_HOURS is the promised running time from clock start to launch, in hours. */
export const PROMISE_HOURS: number = numbers.promiseHours

/** PROMISE_MS is the same promise in milliseconds, the clock's unit. */
export const PROMISE_MS = PROMISE_HOURS * 60 * 60 * 1000

/** PROMISE_DAYS is the promise in days. */
export const PROMISE_DAYS = PROMISE_HOURS / 24

/** fillPromise fills a wording's {days} and {hours} with the promise's numbers. */
const fillPromise = (text: string) =>
  text.replaceAll("{days}", String(PROMISE_DAYS)).replaceAll("{hours}", String(PROMISE_HOURS))

/**
 * PROMISE_WORDS is the promise in words, the one way every screen says it: days ("live in 2 days"), dayAdjective
 * ("the 2-day clock"), hours ("48 hours") and launched, the specification's hero words.
 */
export const PROMISE_WORDS = {
  days: fillPromise(wording.days),
  dayAdjective: fillPromise(wording.dayAdjective),
  hours: fillPromise(wording.hours),
  launched: fillPromise(wording.launched),
} as const

/**
 * PROMISE_LAUNCHED is how the promise is pitched wherever a page states it (the landing page, /auth, the site's
 * title and description): the specification's hero words, "launched in as little as 48 hours".
 */
export const PROMISE_LAUNCHED = PROMISE_WORDS.launched

/**
 * PROMISE_HEADLINE is the pitch's headline, on `/` and /auth: the hero words up to their hours, then `mark` (the
 * hours), which `/` draws with the highlighter.
 */
export const PROMISE_HEADLINE = {
  text: `Your brand's online store, ${fillPromise(wording.launched.split("{hours}")[0] ?? "").trimEnd()}`,
  mark: `${PROMISE_WORDS.hours}.`,
} as const

/** REPLY_HOURS is how soon the studio answers a new order, as the form and the confirmation e-mail promise it. */
export const REPLY_HOURS: number = numbers.replyHours
