/// <reference path="../../pb_data/types.d.ts" />
// What a make-good's save causes (pb_hooks/guarantee.pb.js), in the save's transaction, whatever wrote it
// (internal/guarantee): when it turns refunded (the card refund done) or owed (a transfer to make, or a card refund
// Stripe would not make), the brand's owner and billing members (lib/access.js membersWho "pay") are told once,
// in-app and by e-mail, in words that say why. The row is written once per order (its unique index), so this
// happens once per order.

const words = require(`${__hooks}/lib/guarantee_words.js`)
const mails = require(`${__hooks}/lib/mail/content.js`)
const outbox = require(`${__hooks}/lib/mail/outbox.js`)
const { guaranteeMail } = require(`${__hooks}/lib/mail/guarantee.js`)
const { notify } = require(`${__hooks}/lib/payment_hooks.js`)
const { inSaveTransaction, storedValue } = require(`${__hooks}/lib/records.js`)
const { membersWho } = require(`${__hooks}/lib/access.js`)

/** TOLD are the states the client is told of: the money is back on the card, or owed by transfer. */
const TOLD = ["refunded", "owed"]

/** factsOf is what the words of row say (guarantee_words.js whyWords). */
function factsOf(row) {
  return {
    method: row.getString("state") === "refunded" ? "card" : "transfer",
    amountCents: row.getInt("amount_cents"),
    currency: row.getString("currency"),
    usedMs: row.getInt("used_ms"),
    promiseHours: row.getInt("promise_hours"),
    percent: row.getInt("percent"),
  }
}

/** tell tells the members who pay for the order of the make-good row, each in-app and by e-mail. */
function tell(tx, row) {
  const order = tx.findRecordById("orders", row.getString("order"))
  const facts = factsOf(row)
  for (const payer of membersWho(tx, order, "pay")) {
    notify(tx, payer.id, words.clientNote(order.getString("title"), facts), order.id)
    const content = guaranteeMail(mails.brandOf(tx), order, payer.getString("name"), facts)
    outbox.queueMail(tx, payer.email(), content, { order: order.id })
  }
}

/**
 * saveMakeGood saves a make-good with what its change of state causes.
 * @param {core.RecordEvent} e
 */
function saveMakeGood(e) {
  inSaveTransaction(e, (tx, save) => {
    const from = e.record.isNew() ? "" : String(storedValue(tx, e.record, "state"))
    const to = e.record.getString("state")
    save()
    if (TOLD.includes(to) && !TOLD.includes(from)) tell(tx, e.record)
  })
}

module.exports = { saveMakeGood }
