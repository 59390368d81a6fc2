package payments

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/stripe/stripe-go/v85"
)

// Every Checkout Session made for a payment is kept in checkout_sessions, so a payment Stripe confirms on any of
// them is the order's: applied while the payment is open, or kept in extra_payments (a second payment, for the
// studio to refund) once it is settled. A session being replaced is expired at Stripe first.

// errStillConfirming: the session about to be replaced is complete at Stripe (paid, or a bank debit pending), so a
// new one would invite a second payment.
var errStillConfirming = errors.New("the session is complete at Stripe")

// keepSession records in tx that sessionID was made for payment (once; a session asked again within its
// idempotency window is the same one).
func keepSession(tx core.App, paymentID, sessionID string) error {
	if sessionID == "" {
		return nil
	}
	_, err := tx.DB().NewQuery(`INSERT INTO checkout_sessions (id, payment, session_id, expired_at, created)
		VALUES (lower(hex(randomblob(8))), {:payment}, {:session}, '', strftime('%Y-%m-%d %H:%M:%fZ'))
		ON CONFLICT (session_id) DO NOTHING`).
		Bind(dbx.Params{"payment": paymentID, "session": sessionID}).Execute()
	return err
}

// markExpired records that Stripe expired sessionID (the row's only field that changes after its insert), through
// the write pool as every write (docs/decisions.md §25).
func markExpired(app core.App, sessionID string) {
	_, err := app.NonconcurrentDB().NewQuery(`UPDATE checkout_sessions SET expired_at = strftime('%Y-%m-%d %H:%M:%fZ')
		WHERE session_id = {:session} AND expired_at = ''`).Bind(dbx.Params{"session": sessionID}).Execute()
	if err != nil {
		app.Logger().Error("Recording an expired Checkout Session", "session", sessionID, "error", err)
	}
}

// sessionOf tells whether sessionID was made for payment: kept in checkout_sessions, or the one the payment stores
// (a payment made before that table).
func sessionOf(tx core.App, payment *core.Record, sessionID string) bool {
	if sessionID == "" {
		return false
	}
	if payment.GetString("stripe_session") == sessionID {
		return true
	}
	var n int
	_ = tx.DB().Select("count(*)").From("checkout_sessions").
		Where(dbx.HashExp{"session_id": sessionID, "payment": payment.Id}).Row(&n)
	return n > 0
}

// retire expires sessionID at Stripe before it is replaced. A session Stripe expired already is fine; one that is
// complete answers errStillConfirming (its payment is on its way, or taken).
func (s *Service) retire(ctx context.Context, app core.App, sessionID string) error {
	ctx, cancel := context.WithTimeout(ctx, 2*stripeTimeout)
	defer cancel()
	_, err := s.stripe.V1CheckoutSessions.Expire(ctx, sessionID, nil)
	if err != nil {
		session, getErr := s.stripe.V1CheckoutSessions.Retrieve(ctx, sessionID, nil)
		switch {
		case getErr != nil:
			return err
		case session.Status == stripe.CheckoutSessionStatusComplete:
			return errStillConfirming
		case session.Status != stripe.CheckoutSessionStatusExpired:
			return err
		}
	}
	markExpired(app, sessionID)
	return nil
}

// expireOthers expires at Stripe, in the background, every open session of the payment but keep (the one that paid,
// or none): once a payment is settled nobody should be able to pay it again. A failure is logged; a payment that
// still comes on such a session is kept as a second payment.
func (s *Service) expireOthers(app core.App, paymentID, keep string) {
	if !s.On() {
		return
	}
	var open []string
	err := app.DB().Select("session_id").From("checkout_sessions").
		Where(dbx.HashExp{"payment": paymentID, "expired_at": ""}).
		AndWhere(dbx.Not(dbx.HashExp{"session_id": keep})).Column(&open)
	if err != nil || len(open) == 0 {
		return
	}
	go func() {
		for _, id := range open {
			if err := s.retire(context.Background(), app, id); err != nil && !errors.Is(err, errStillConfirming) {
				app.Logger().Warn("Expiring a Checkout Session of a settled payment", "session", id, "error", err)
			}
		}
	}()
}

// samePayment tells whether session's payment is the one payment already records (an event seen again under
// another id, such as async_payment_succeeded after completed).
func samePayment(payment *core.Record, session *stripe.CheckoutSession) bool {
	if payment.GetString("method") == "card" && payment.GetString("reference") == session.ID {
		return true
	}
	return session.PaymentIntent != nil && session.PaymentIntent.ID != "" &&
		payment.GetString("stripe_payment_intent") == session.PaymentIntent.ID
}

// keepSecond records what Stripe took on session for the already settled payment as a second payment, once per
// session: the studio refunds it in one click, and the client is told (pb_hooks/lib/extra_payment_hooks.js). A
// refund Stripe reported before (held) is applied.
func keepSecond(tx core.App, payment *core.Record, session *stripe.CheckoutSession) (string, error) {
	var n int
	_ = tx.DB().Select("count(*)").From("extra_payments").Where(dbx.HashExp{"stripe_session": session.ID}).Row(&n)
	if n > 0 {
		return "unchanged: the second payment is recorded already", nil
	}
	if session.AmountTotal <= 0 {
		return "ignored: nothing was paid", nil
	}
	c, err := tx.FindCachedCollectionByNameOrId("extra_payments")
	if err != nil {
		return "", err
	}
	extra := core.NewRecord(c)
	extra.Set("order", payment.GetString("order"))
	extra.Set("payment", payment.Id)
	extra.Set("amount_cents", session.AmountTotal)
	extra.Set("currency", strings.ToLower(string(session.Currency)))
	extra.Set("state", "to_refund")
	extra.Set("stripe_session", session.ID)
	extra.Set("paid_at", time.Now().UTC())
	outcome := "second payment: kept for the studio to refund (the order is " + payment.GetString("state") + ")"
	if session.PaymentIntent != nil {
		extra.Set("stripe_payment_intent", session.PaymentIntent.ID)
		if held, full := heldRefund(tx, session.PaymentIntent.ID); full || held >= session.AmountTotal {
			markExtraRefunded(extra)
			outcome = "second payment: refunded already at Stripe"
		}
	}
	return outcome, tx.Save(extra)
}

// markExtraRefunded turns a second payment refunded, now.
func markExtraRefunded(extra *core.Record) {
	extra.Set("state", "refunded")
	extra.Set("refunded_at", time.Now().UTC())
}

// extraRefunded records a refund Stripe reports for a second payment: refunded once the whole of it is.
func extraRefunded(tx core.App, charge *stripe.Charge) (orderID, outcome string, found bool, err error) {
	extra, err := tx.FindFirstRecordByFilter("extra_payments", "stripe_payment_intent = {:pi}",
		dbx.Params{"pi": charge.PaymentIntent.ID})
	if err != nil {
		return "", "", false, nil
	}
	orderID = extra.GetString("order")
	if extra.GetString("state") != "to_refund" {
		return orderID, "unchanged: the second payment is " + extra.GetString("state"), true, nil
	}
	if !charge.Refunded && charge.AmountRefunded < int64(extra.GetInt("amount_cents")) {
		return orderID, "unchanged: the second payment is refunded in part only", true, nil
	}
	markExtraRefunded(extra)
	return orderID, "second payment refunded", true, tx.Save(extra)
}
