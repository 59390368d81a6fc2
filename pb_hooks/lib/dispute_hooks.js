/// <reference path="../../pb_data/types.d.ts" />
// What a dispute's save causes (pb_hooks/disputes.pb.js), in the save's transaction: a new dispute alerts every admin
// in-app and by e-mail (always sent: a dispute unanswered by its deadline is lost); a dispute that turns closed tells
// them in-app how it ended. Each happens once: the row is made once per Stripe dispute, and closed_at is set once.

const words = require(`${__hooks}/lib/dispute_words.js`)
const studio = require(`${__hooks}/lib/studio.js`)
const mails = require(`${__hooks}/lib/mail/content.js`)
const outbox = require(`${__hooks}/lib/mail/outbox.js`)
const { disputeMail } = require(`${__hooks}/lib/mail/dispute.js`)
const { notify } = require(`${__hooks}/lib/payment_hooks.js`)
const { inSaveTransaction, storedValue } = require(`${__hooks}/lib/records.js`)

/** facts are what the words of dispute say: the order's title, the amount, the reason and the deadline. */
function factsOf(tx, dispute) {
  const order = tx.findRecordById("orders", dispute.getString("order"))
  const due = dispute.getDateTime("evidence_due")
  return {
    order,
    title: order.getString("title"),
    amount: words.amountOf(dispute.getInt("amount_cents"), dispute.getString("currency")),
    reason: words.reasonWords(dispute.getString("reason")),
    dueMs: due.isZero() ? null : due.time().unixMilli(),
    status: dispute.getString("status"),
  }
}

/** alert tells every admin of a new dispute: in-app and by e-mail. */
function alert(tx, dispute) {
  const f = factsOf(tx, dispute)
  const brand = mails.brandOf(tx)
  for (const admin of studio.studioUsers(tx)) {
    notify(tx, admin.id, words.disputeNote(f), f.order.id)
    outbox.queueMail(tx, admin.email(), disputeMail(brand, admin, f), { order: f.order.id })
  }
}

/**
 * saveDispute saves a dispute with what its save causes.
 * @param {core.RecordEvent} e
 */
function saveDispute(e) {
  inSaveTransaction(e, (tx, save) => {
    const isNew = e.record.isNew()
    const wasClosed = !isNew && String(storedValue(tx, e.record, "closed_at") || "") !== ""
    save()
    if (isNew) alert(tx, e.record)
    if (!wasClosed && !e.record.getDateTime("closed_at").isZero()) {
      const f = factsOf(tx, e.record)
      for (const admin of studio.studioUsers(tx)) notify(tx, admin.id, words.closedNote(f), f.order.id)
    }
  })
}

module.exports = { saveDispute }
