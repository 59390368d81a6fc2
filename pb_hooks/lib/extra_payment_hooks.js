/// <reference path="../../pb_data/types.d.ts" />
// What a second payment's save causes (pb_hooks/payments.pb.js), in the save's transaction: internal/payments keeps
// money Stripe took for an already settled order in extra_payments (to_refund), and turns it refunded once the studio
// refunds it or Stripe reports the refund. The brand's owner and billing members are told each step in-app and by e-mail; the studio is told of a
// new one to refund. Only a change of state tells anyone.

const words = require(`${__hooks}/lib/payment_texts.js`)
const mails = require(`${__hooks}/lib/mail/content.js`)
const secondMails = require(`${__hooks}/lib/mail/second_payment.js`)
const outbox = require(`${__hooks}/lib/mail/outbox.js`)
const studio = require(`${__hooks}/lib/studio.js`)
const { notify } = require(`${__hooks}/lib/payment_hooks.js`)
const { inSaveTransaction, storedValue } = require(`${__hooks}/lib/records.js`)
const { membersWho } = require(`${__hooks}/lib/access.js`)

/**
 * saveExtraPayment saves a second payment and tells the client (and, for a new one, the studio).
 * @param {core.RecordEvent} e
 */
function saveExtraPayment(e) {
  inSaveTransaction(e, (tx, save) => {
    const from = e.record.isNew() ? "" : storedValue(tx, e.record, "state")
    save()
    const to = e.record.getString("state")
    if (to === from) return
    const order = tx.findRecordById("orders", e.record.getString("order"))
    const payers = membersWho(tx, order, "pay") // the brand's owner and billing members, each told
    const title = order.getString("title")
    const amount = words.money(e.record.getInt("amount_cents"), e.record.getString("currency"))
    const refunded = to === "refunded"
    for (const payer of payers)
      notify(tx, payer.id, words.secondPaymentNote(title, amount, refunded), order.id)
    if (!refunded) {
      for (const admin of studio.studioUsers(tx))
        notify(tx, admin.id, words.secondPaymentStudioNote(title, amount), order.id)
    }
    for (const payer of payers) {
      const name = payer.getString("name")
      const content = secondMails.secondPaymentMail(mails.brandOf(tx), order, e.record, name, refunded)
      outbox.queueMail(tx, payer.email(), content, { order: order.id })
    }
  })
}

module.exports = { saveExtraPayment }
