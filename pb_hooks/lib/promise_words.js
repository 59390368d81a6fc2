/// <reference path="../../pb_data/types.d.ts" />
// How the launch promise is said, in the hooks' words: lib/promise_words.json holds the wording, lib/launch_promise.json
// the numbers it is filled with. Every hook text that names the promise takes its words from here, so a changed promise
// changes every sentence (the UI reads the same two files in ui/src/content/promise.ts, Go in internal/launch). Pure.

const { promiseHours } = require(`${__hooks}/lib/launch_promise.json`)
const wording = require(`${__hooks}/lib/promise_words.json`)

/** fillPromise fills a text's {days} and {hours} with the promise's numbers. @param {string} text */
function fillPromise(text) {
  return text.replace(/\{days\}/g, String(promiseHours / 24)).replace(/\{hours\}/g, String(promiseHours))
}

/**
 * PROMISE is the promise in words: days ("in 2 days"), dayAdjective ("the 2-day clock"), hours ("48 hours") and
 * launched, the specification's hero words.
 */
const PROMISE = {
  days: fillPromise(wording.days),
  dayAdjective: fillPromise(wording.dayAdjective),
  hours: fillPromise(wording.hours),
  launched: fillPromise(wording.launched),
}

module.exports = { PROMISE, fillPromise }
