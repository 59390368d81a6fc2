/// <reference path="../../pb_data/types.d.ts" />
// Every word about a dispute that the hooks write in-app (the e-mail's are in lib/mail/dispute.js, built from the
// same facts). Pure. A dispute's facts: { title, amount ("$200.00"), reason (in words), dueMs (Stripe's deadline for
// the evidence, Unix ms, or null when none is allowed), status (Stripe's) }.

const { money } = require(`${__hooks}/lib/payment_texts.js`)
const { timeWords } = require(`${__hooks}/lib/sign_in_words.js`)

/** amountOf writes a dispute's amount as the payments' words do ("" when Stripe gave none). */
function amountOf(cents, currency) {
  return currency ? money(cents, currency) : ""
}

/** reasonWords is Stripe's reason code as words: "product_not_received" → "product not received". */
function reasonWords(reason) {
  return String(reason || "general").replace(/_/g, " ")
}

/** deadlineWords says when the evidence is due, or that the bank allows no answer. */
function deadlineWords(dueMs) {
  return dueMs === null
    ? "Stripe gave no deadline: the bank may not allow an answer."
    : `Stripe needs the evidence by ${timeWords(dueMs, null)}.`
}

/** disputeNote is the admins' in-app alert of a new dispute. */
function disputeNote(f) {
  return {
    title: "Payment dispute: " + f.title,
    message: `The client's bank disputed the card payment of ${f.amount} for "${f.title}" (reason: ${f.reason}). ${deadlineWords(f.dueMs)} The order's evidence page gathers what to send.`,
  }
}

/** Stripe's closing statuses in words. */
const ENDINGS = {
  won: "won: the payment stays with the studio",
  lost: "lost: the bank gave the payment back",
}

/** closedNote is the admins' in-app notice that Stripe closed a dispute. */
function closedNote(f) {
  const ending = ENDINGS[f.status] || `closed (${reasonWords(f.status)})`
  return {
    title: "Dispute closed: " + f.title,
    message: `The dispute of the payment for "${f.title}" is ${ending}.`,
  }
}

module.exports = { amountOf, reasonWords, deadlineWords, disputeNote, closedNote }
