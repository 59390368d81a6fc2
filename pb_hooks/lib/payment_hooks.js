/// <reference path="../../pb_data/types.d.ts" />
// What a payment's save causes (pb_hooks/payments.pb.js), in the save's transaction, whatever wrote it (Stripe's
// webhook or a studio route, both in internal/payments): a payment turning paid takes the next receipt number
// (lib/payment_books.js) before it is written; then, on a change of state, the client's and the studio's in-app
// notifications, the client's receipt or refund e-mail, and the launch's clock (it starts only once paid or waived);
// a paid payment refunded in part (more refunded than the stored row says) tells the client once: in-app and by
// e-mail, with this refund's amount.

const words = require(`${__hooks}/lib/payment_texts.js`)
const books = require(`${__hooks}/lib/payment_books.js`)
const mails = require(`${__hooks}/lib/mail/content.js`)
const paymentMails = require(`${__hooks}/lib/mail/payment.js`)
const partialMails = require(`${__hooks}/lib/mail/partial_refund.js`)
const outbox = require(`${__hooks}/lib/mail/outbox.js`)
const studio = require(`${__hooks}/lib/studio.js`)
const launches = require(`${__hooks}/lib/launch_store.js`)
const { inSaveTransaction, storedValue } = require(`${__hooks}/lib/records.js`)
const { membersWho } = require(`${__hooks}/lib/access.js`)

/** notify gives the user an unread in-app notification of note ({ title, message }) about the order. */
function notify(tx, userId, note, orderId) {
  const n = new Record(tx.findCachedCollectionByNameOrId("notifications"))
  n.set("user", userId)
  n.set("title", note.title.slice(0, 200))
  n.set("message", note.message.slice(0, 2000))
  n.set("status", "unread")
  n.set("related_order", orderId)
  tx.save(n)
}

/** tellsStudio: what Stripe did (a card payment, a mismatch); what the studio did itself it knows already. */
function tellsStudio(payment, state) {
  return state === "mismatch" || (state === "paid" && payment.getString("method") === "card")
}

/** react tells the client and the studio that payment turned to state, and moves the launch's clock. */
function react(tx, payment, state) {
  const order = tx.findRecordById("orders", payment.getString("order"))
  const payers = membersWho(tx, order, "pay") // the brand's owner and billing members, each told
  const title = order.getString("title")
  const amount = words.money(payment.getInt("amount_cents"), payment.getString("currency"))
  const clientNote = words.clientNote(state, title, amount, words.receiptLabel(payment.getInt("receipt_no")))
  if (clientNote) for (const payer of payers) notify(tx, payer.id, clientNote, order.id)
  if (tellsStudio(payment, state)) {
    for (const admin of studio.studioUsers(tx))
      notify(tx, admin.id, words.studioNote(state, title, amount), order.id)
  }
  const brand = mails.brandOf(tx)
  for (const payer of payers) {
    const name = payer.getString("name")
    if (state === "paid") {
      const content = paymentMails.receiptMail(brand, order, payment, name)
      outbox.queueMail(tx, payer.email(), content, { order: order.id, next_attempt: receiptAt(payment) })
    } else if (state === "refunded") {
      outbox.queueMail(tx, payer.email(), paymentMails.refundMail(brand, order, payment, name), {
        order: order.id,
      })
    }
  }
  const launch = launches.findLaunch(tx, order.id)
  if (launch) launches.refresh(tx, launch, Date.now())
}

/**
 * receiptAt is when a paid payment's receipt e-mail goes: at once for a payment Stripe confirmed; after the undo
 * window (MARK_PAID_UNDO_SECONDS) for one the studio marked paid, so that a mistaken click can be taken back
 * before the client is e-mailed (internal/payments undoPaid).
 */
function receiptAt(payment) {
  const undoMs = $app.store().get("launchdesk.config").markPaidUndoMs
  const byHand = payment.getString("method") !== "card"
  return new Date(Date.now() + (byHand ? undoMs : 0)).toISOString().replace("T", " ")
}

/**
 * undoMark takes back what a "Mark paid" caused, now that the payment is due again (the studio's undo, within its
 * window): the receipt e-mail that still waits, the client's "Payment received" notification, the receipt number
 * (given back when it is still the last one, so the numbers keep no gap) and a clock the payment started. was is
 * the payment as it was stored: { receiptNo, paidAt } (paidAt: a date string).
 */
function undoMark(tx, payment, was) {
  const orderId = payment.getString("order")
  const order = tx.findRecordById("orders", orderId)
  const waiting = tx.findRecordsByFilter(
    "mail_outbox",
    "order = {:order} && kind = 'payment_receipt' && state = 'queued'",
    "",
    0,
    0,
    { order: orderId },
  )
  for (const row of waiting) tx.delete(row)
  const told = tx.findRecordsByFilter(
    "notifications",
    "related_order = {:order} && title = {:title} && created >= {:at}", // every payer's note of the brand
    "",
    0,
    0,
    {
      order: orderId,
      title: words.clientNote("paid", order.getString("title"), "", "").title.slice(0, 200),
      at: was.paidAt,
    },
  )
  for (const note of told) tx.delete(note)
  books.giveBack(tx, was.receiptNo)
  const launch = launches.findLaunch(tx, orderId)
  if (launch && was.paidAt !== "" && launch.getString("clock_started") >= was.paidAt) {
    // the clock started with this payment: it has not started, as long as the payment is due
    launches.unstartClock(launch)
    tx.save(launch) // react then derives the launch again from the due payment
  }
}

/** reactPartly tells the client that more of its paid payment was refunded, refundedBefore cents being refunded before. */
function reactPartly(tx, payment, refundedBefore) {
  const order = tx.findRecordById("orders", payment.getString("order"))
  const client = tx.findRecordById("users", order.getString("client"))
  const title = order.getString("title")
  notify(
    tx,
    client.id,
    words.partialRefundNote(title, words.partialRefundFigures(payment, refundedBefore)),
    order.id,
  )
  const content = partialMails.partialRefundMail(
    mails.brandOf(tx),
    order,
    payment,
    client.getString("name"),
    refundedBefore,
  )
  outbox.queueMail(tx, client.email(), content, { order: order.id })
}

/**
 * GUARANTEE_KEY marks a payment saved by the guarantee's card refund (internal/guarantee): the client is told of that
 * refund once, in the guarantee's own words (lib/guarantee_hooks.js), so the refund's usual notices are not sent.
 */
const GUARANTEE_KEY = "@launchdesk.guarantee"

/**
 * savePayment saves a payment with what its change of state causes.
 * @param {core.RecordEvent} e
 */
function savePayment(e) {
  if (String(e.record.getRaw(GUARANTEE_KEY) ?? "") !== "") return e.next()
  inSaveTransaction(e, (tx, save) => {
    const from = storedValue(tx, e.record, "state")
    const refundedBefore = Number(storedValue(tx, e.record, "refunded_cents")) || 0
    const to = e.record.getString("state")
    if (to === "paid" && e.record.getInt("receipt_no") === 0)
      e.record.set("receipt_no", books.nextReceipt(tx))
    // an undone "Mark paid" (internal/payments undoPaid) needs what the payment stored before this save
    const undone = from === "paid" && to === "due"
    const was = undone
      ? {
          receiptNo: Number(storedValue(tx, e.record, "receipt_no")) || 0,
          paidAt: String(storedValue(tx, e.record, "paid_at") || ""),
        }
      : null
    save()
    if (was) undoMark(tx, e.record, was)
    if (to !== from) react(tx, e.record, to)
    else if (to === "paid" && e.record.getInt("refunded_cents") > refundedBefore)
      reactPartly(tx, e.record, refundedBefore)
  })
}

module.exports = { savePayment, notify }
