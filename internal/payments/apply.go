package payments

import (
	"fmt"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/stripe/stripe-go/v85"
)

// sessionPaid marks the session's order paid when the session is one made for that order (kept in
// checkout_sessions, its metadata naming the order) and Stripe took exactly what is due; a different amount or
// currency is recorded as a mismatch for the studio, never as paid. Events may come in any order and more than once:
// a payment already paid, waived or refunded stays as it is, and money taken on another of its sessions is kept as
// a second payment for the studio to refund (keepSecond).
func sessionPaid(tx core.App, session *stripe.CheckoutSession) (string, error) {
	payment := paymentOf(tx, session.Metadata["order_id"])
	if payment == nil || !sessionOf(tx, payment, session.ID) {
		return "ignored: not a session of this order", nil
	}
	if session.PaymentStatus != stripe.CheckoutSessionPaymentStatusPaid {
		return "waiting: the payment is not confirmed yet", nil
	}
	state := payment.GetString("state")
	if state != "due" && state != "mismatch" {
		if samePayment(payment, session) {
			return "unchanged: " + state, nil
		}
		return keepSecond(tx, payment, session)
	}
	earlier := mismatchOf(payment) // what an earlier session took that was not what is due, if it did
	if session.PaymentIntent != nil {
		payment.Set("stripe_payment_intent", session.PaymentIntent.ID)
	}
	due, dueCurrency := int64(payment.GetInt("amount_cents")), payment.GetString("currency")
	if session.AmountTotal != due || !strings.EqualFold(string(session.Currency), dueCurrency) {
		payment.Set("state", "mismatch")
		payment.Set("note", fmt.Sprintf(mismatchNote+"; due: %d %s.", session.ID,
			session.AmountTotal, session.Currency, due, dueCurrency))
		return "mismatch", tx.Save(payment)
	}
	payment.Set("state", "paid")
	payment.Set("method", "card")
	payment.Set("reference", session.ID)
	payment.Set("paid_at", time.Now().UTC())
	if err := tx.Save(payment); err != nil {
		return "", err
	}
	if earlier != nil && earlier.ID != session.ID { // paid now: the mismatched money is a second payment to refund
		if _, err := keepSecond(tx, payment, earlier); err != nil {
			return "", err
		}
	}
	if session.PaymentIntent == nil {
		return "paid", nil
	}
	// Stripe may have refunded this payment, in full or in part, before its session event came: paid, then the
	// refund, as it happened
	held, full := heldRefund(tx, session.PaymentIntent.ID)
	outcome, changed := refundTo(payment, held, full)
	if !changed {
		return "paid", nil
	}
	return "paid, then " + outcome + " (the refund came first)", tx.Save(payment)
}

// mismatchNote begins the note of a mismatched payment: which session took how much of what currency. sessionPaid
// writes it and mismatchOf reads it back, so the two cannot drift apart.
const mismatchNote = "Stripe session %s took %d %s"

// mismatchOf reads back what a mismatched payment recorded of the session that took it (its id, amount, currency
// and payment intent, from the note sessionPaid wrote), or nil when the payment is not a mismatch.
func mismatchOf(payment *core.Record) *stripe.CheckoutSession {
	if payment.GetString("state") != "mismatch" {
		return nil
	}
	var id, currency string
	var cents int64
	if n, _ := fmt.Sscanf(payment.GetString("note"), mismatchNote, &id, &cents, &currency); n != 3 {
		return nil
	}
	took := &stripe.CheckoutSession{ID: id, AmountTotal: cents, Currency: stripe.Currency(strings.TrimSuffix(currency, ";"))}
	if pi := payment.GetString("stripe_payment_intent"); pi != "" {
		took.PaymentIntent = &stripe.PaymentIntent{ID: pi}
	}
	return took
}

// sessionFailed lets the client try again after a delayed payment (a bank debit) failed: the session is dropped.
func sessionFailed(tx core.App, session *stripe.CheckoutSession) (string, error) {
	payment := paymentOf(tx, session.Metadata["order_id"])
	if payment == nil || payment.GetString("stripe_session") != session.ID || payment.GetString("state") != "due" {
		return "ignored: not an open session of this order", nil
	}
	payment.Set("checkout_url", "")
	payment.Set("checkout_expires", "")
	payment.Set("note", "The delayed payment of Stripe session "+session.ID+" failed.")
	return "failed: the client may pay again", tx.Save(payment)
}
