/// <reference path="../../pb_data/types.d.ts" />
// The words of a make-good as the client reads them, in-app and by e-mail (lib/mail/guarantee.js). The sentences are
// the contract's (lib/promise_words.json "guarantee": card, owed); this fills them. Pure.

const { GUARANTEE, sayGuarantee } = require(`${__hooks}/lib/promise_words.js`)
const { money } = require(`${__hooks}/lib/payment_texts.js`)

const HOUR = 60 * 60 * 1000

/** usedWords says a studio-side time: "53 hours", or with its minutes within the first hour past the promise. */
function usedWords(usedMs, promiseHours) {
  const hours = Math.floor(usedMs / HOUR)
  const minutes = Math.floor((usedMs % HOUR) / 60000)
  const whole = hours === 1 ? "1 hour" : `${hours} hours`
  if (hours > promiseHours || minutes === 0) return whole
  return `${whole} and ${minutes === 1 ? "1 minute" : `${minutes} minutes`}`
}

/**
 * whyWords is the sentence that says why the client gets money back, for makeGood { method ("card" | "transfer"),
 * amountCents, currency, usedMs, promiseHours }: "We took 53 hours on our side, more than the 48 we promise: $100.00
 * is on its way back to your card."
 */
function whyWords(makeGood) {
  const values = {
    used: usedWords(makeGood.usedMs, makeGood.promiseHours),
    amount: money(makeGood.amountCents, makeGood.currency),
  }
  return sayGuarantee(makeGood.method === "card" ? GUARANTEE.card : GUARANTEE.owed, values)
}

/** clientNote is the client's in-app notification of the make-good of the order titled title. */
function clientNote(title, makeGood) {
  return {
    title: "Our guarantee: " + title,
    message: whyWords(makeGood),
  }
}

module.exports = { usedWords, whyWords, clientNote }
