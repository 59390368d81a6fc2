/// <reference path="../pb_data/types.d.ts" />
// Payments (docs/payments.md): approving an order makes its payment due (lib/payment_due.js, called by the status
// pipeline); Stripe's webhook and the studio's routes (internal/payments, Go) write the payment, and each save runs
// here inside its own transaction: a receipt number when it turns paid, the notifications, the receipt or refund
// e-mail through the outbox, and the launch clock (lib/payment_hooks.js). No hook runs when payments are read.

onRecordUpdateExecute((e) => require(`${__hooks}/lib/payment_hooks.js`).savePayment(e), "payments")

// A second payment (extra_payments, written by internal/payments): the client is told it will be refunded, then
// that it was; the studio is told of a new one (lib/extra_payment_hooks.js).
onRecordCreateExecute(
  (e) => require(`${__hooks}/lib/extra_payment_hooks.js`).saveExtraPayment(e),
  "extra_payments",
)
onRecordUpdateExecute(
  (e) => require(`${__hooks}/lib/extra_payment_hooks.js`).saveExtraPayment(e),
  "extra_payments",
)
