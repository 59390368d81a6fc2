/// <reference path="../../pb_data/types.d.ts" />
// Every word about a payment that the hooks write (in-app notifications; the e-mails' words are in
// lib/mail/payment.js), and the money format they share. Pure: the business details are settings (BUSINESS_*).

const { symbols } = require(`${__hooks}/lib/price.json`)

/**
 * money writes cents of currency as people read it, with cents and grouped by thousands: "$200.00", "$1,200.00",
 * "CHF 150.00" (the symbols of lib/price.json; internal/price/testdata/money_cases.json holds Go, the hooks and the
 * UI to one way of writing it).
 */
function money(cents, currency) {
  const [whole, fraction] = (Number(cents) / 100).toFixed(2).split(".")
  const amount = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",") + "." + fraction
  const symbol = symbols[String(currency).toLowerCase()]
  return symbol ? symbol + amount : String(currency).toUpperCase() + " " + amount
}

/** receiptLabel is a receipt number as printed: "R-000042". */
function receiptLabel(n) {
  return "R-" + String(n).padStart(6, "0")
}

/** METHOD_NAMES are the ways to pay as people read them (lib/payments.json, which Go and the UI read too). */
const METHOD_NAMES = require(`${__hooks}/lib/payments.json`).methodNames

/** clientNote is the client's in-app notification when a payment turned state, or null when the client is not told. */
function clientNote(state, title, amount, receipt) {
  if (state === "paid") {
    return {
      title: "Payment received: " + title,
      message: `We received your payment of ${amount} for "${title}". Your receipt is ${receipt}.`,
    }
  }
  if (state === "waived") {
    return {
      title: "Payment waived: " + title,
      message: `No payment is due for "${title}": the studio waived it.`,
    }
  }
  if (state === "refunded") {
    return {
      title: "Payment refunded: " + title,
      message: `Your payment of ${amount} for "${title}" was refunded in full.`,
    }
  }
  return null
}

/**
 * partialRefundFigures are the money figures of a partial refund of payment, refundedBefore cents having been
 * refunded before it: this refund (now), all refunded so far (total) and the amount paid (paid).
 * @param {core.Record} payment
 * @param {number} refundedBefore
 */
function partialRefundFigures(payment, refundedBefore) {
  const currency = payment.getString("currency")
  const total = payment.getInt("refunded_cents")
  return {
    now: money(total - refundedBefore, currency),
    total: money(total, currency),
    paid: money(payment.getInt("amount_cents"), currency),
  }
}

/** partialRefundNote is the client's in-app notification of a partial refund (figures: partialRefundFigures). */
function partialRefundNote(title, figures) {
  return {
    title: "Partial refund: " + title,
    message: `${figures.now} of your payment for "${title}" was refunded (${figures.total} of ${figures.paid} in all). The rest stays paid.`,
  }
}

/** studioNote is the studio's in-app notification when Stripe paid (paid) or paid something else (mismatch). */
function studioNote(state, title, amount) {
  if (state === "paid")
    return {
      title: "Payment received: " + title,
      message: `The client paid ${amount} for "${title}" by card.`,
    }
  return {
    title: "Payment to check: " + title,
    message: `Stripe reported a payment for "${title}" that is not what is due (${amount}): check it in Stripe.`,
  }
}

/**
 * secondPaymentNote is the client's in-app notification of a second payment Stripe took for an order already
 * settled: it will be refunded (refunded false), or it was (refunded true).
 */
function secondPaymentNote(title, amount, refunded) {
  if (refunded)
    return {
      title: "Second payment refunded: " + title,
      message: `Your second payment of ${amount} for "${title}" was refunded in full. Your order stays as it was.`,
    }
  return {
    title: "Second payment received: " + title,
    message: `We received a second payment of ${amount} for "${title}", which was already settled. It will be refunded: you need to do nothing.`,
  }
}

/** secondPaymentStudioNote is the studio's in-app notification of a second payment to refund. */
function secondPaymentStudioNote(title, amount) {
  return {
    title: "Second payment to refund: " + title,
    message: `Stripe took a second payment of ${amount} for "${title}", which was already settled. Refund it from the order's Payment panel.`,
  }
}

module.exports = {
  money,
  receiptLabel,
  METHOD_NAMES,
  clientNote,
  partialRefundFigures,
  partialRefundNote,
  studioNote,
  secondPaymentNote,
  secondPaymentStudioNote,
}
