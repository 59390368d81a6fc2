package payments

import (
	"fmt"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/stripe/stripe-go/v85"
)

// The outcomes of a refund whose payment is not known yet: its payment_events row keeps the payment intent and the
// amount refunded, and the payment's session event, when it comes, applies it after marking the payment paid
// (sessionPaid, heldRefund).
const (
	heldFullRefund    = "held: refunded before its payment was known"
	heldPartialRefund = "held: partly refunded before its payment was known"
)

// chargeRefunded records what Stripe has refunded of a paid payment's charge: in full, the payment turns refunded;
// in part (a refund made in Stripe's dashboard), the amount refunded so far is kept on the payment, which stays
// paid. The charge's amount_refunded is cumulative, so a replay, a duplicate or an older event finds the payment
// with as much or more refunded and changes nothing. A refund made through the studio's route is already recorded.
func chargeRefunded(tx core.App, charge *stripe.Charge) (string, string, error) {
	if charge.PaymentIntent == nil || charge.PaymentIntent.ID == "" {
		return "", "ignored: no payment intent", nil
	}
	payment, err := tx.FindFirstRecordByFilter("payments", "stripe_payment_intent = {:pi}",
		dbx.Params{"pi": charge.PaymentIntent.ID})
	if err != nil {
		if orderID, outcome, found, err := extraRefunded(tx, charge); found || err != nil {
			return orderID, outcome, err
		}
		switch {
		case charge.Refunded:
			return "", heldFullRefund, nil
		case charge.AmountRefunded > 0:
			return "", heldPartialRefund, nil
		}
		return "", "ignored: not a payment of ours", nil
	}
	orderID := payment.GetString("order")
	if payment.GetString("state") != "paid" {
		return orderID, "unchanged: " + payment.GetString("state"), nil
	}
	outcome, changed := refundTo(payment, charge.AmountRefunded, charge.Refunded)
	if !changed {
		return orderID, outcome, nil
	}
	return orderID, outcome, tx.Save(payment)
}

// refundTo sets on a paid payment that cents of it are refunded in all (full: Stripe says the charge is refunded
// in full). Only a larger figure than the one recorded changes anything; reaching the amount paid turns the
// payment refunded. It answers what it did and whether the payment needs saving.
func refundTo(payment *core.Record, cents int64, full bool) (string, bool) {
	amount, before := int64(payment.GetInt("amount_cents")), int64(payment.GetInt("refunded_cents"))
	if full || cents >= amount {
		markRefunded(payment)
		return "refunded", true
	}
	if cents <= before {
		return fmt.Sprintf("unchanged: %d of %d refunded already", before, amount), false
	}
	payment.Set("refunded_cents", cents)
	return fmt.Sprintf("partly refunded: %d of %d", cents, amount), true
}

// markRefunded turns payment refunded in full, now.
func markRefunded(payment *core.Record) {
	payment.Set("state", "refunded")
	payment.Set("refunded_cents", payment.GetInt("amount_cents"))
	payment.Set("refunded_at", time.Now().UTC())
}

// heldRefund is what Stripe refunded of the payment intent before its payment was known: the largest amount the
// held events reported, and whether one of them was a refund in full.
func heldRefund(tx core.App, paymentIntent string) (cents int64, full bool) {
	if paymentIntent == "" {
		return 0, false
	}
	var row struct {
		Cents int64 `db:"cents"`
		Full  int   `db:"full"`
	}
	_ = tx.DB().NewQuery(`SELECT COALESCE(MAX(refunded_cents), 0) AS cents,
		COUNT(CASE WHEN outcome = {:full} THEN 1 END) AS full
		FROM payment_events WHERE type = 'charge.refunded' AND payment_intent = {:pi}`).
		Bind(dbx.Params{"pi": paymentIntent, "full": heldFullRefund}).One(&row)
	return row.Cents, row.Full > 0
}
