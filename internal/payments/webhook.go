package payments

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/stripe/stripe-go/v85"
	"github.com/stripe/stripe-go/v85/webhook"
)

// maxEventBytes bounds a webhook body: Stripe's events are a few kilobytes.
const maxEventBytes = 128 << 10

// registerWebhook adds POST /api/launchdesk/stripe/webhook: a verified event is applied once, in one transaction
// with the payment_events row of its id, and answered 200 after the commit; a body that fails the Stripe-Signature
// check (wrong secret, altered, or signed more than webhook.DefaultTolerance ago, Stripe's 5 minutes) is answered
// 400 and changes nothing. Any other failure answers 500, so Stripe sends the event again later.
func registerWebhook(se *core.ServeEvent, s *Service) {
	se.Router.POST("/api/launchdesk/stripe/webhook", func(e *core.RequestEvent) error {
		if !s.On() {
			return e.NotFoundError("Card payments are not set up.", nil)
		}
		payload, err := io.ReadAll(io.LimitReader(e.Request.Body, maxEventBytes+1))
		if err != nil || len(payload) > maxEventBytes {
			return e.BadRequestError("The event could not be read.", nil)
		}
		// The API version is not checked: events are read for a few stable fields (webhook endpoints keep the
		// version they were made with, which need not be the library's).
		event, err := webhook.ConstructEventWithOptions(payload, e.Request.Header.Get("Stripe-Signature"),
			s.webhookSecret, webhook.ConstructEventOptions{IgnoreAPIVersionMismatch: true})
		if err != nil {
			return e.BadRequestError("The event's signature does not verify.", nil)
		}
		var outcome, orderID string
		err = e.App.RunInTransaction(func(tx core.App) error {
			if seen(tx, event.ID) {
				outcome = "already handled"
				return nil
			}
			id, result, err := apply(tx, event)
			orderID = id
			if err != nil {
				return err
			}
			outcome = result
			return record(tx, event, orderID, result)
		})
		if err != nil {
			e.App.Logger().Error("Stripe webhook", "event", event.ID, "type", event.Type, "error", err)
			return e.InternalServerError("The event could not be applied: Stripe will send it again.", nil)
		}
		if strings.HasPrefix(outcome, "paid") { // nobody should pay the order's other sessions now
			if p := paymentOf(e.App, orderID); p != nil {
				s.expireOthers(e.App, p.Id, p.GetString("reference"))
			}
		}
		return e.JSON(http.StatusOK, map[string]string{"received": event.ID, "outcome": outcome})
	})
}

// seen tells whether the event with id was applied already.
func seen(tx core.App, id string) bool {
	var n int
	_ = tx.DB().Select("count(*)").From("payment_events").Where(dbx.HashExp{"event_id": id}).Row(&n)
	return n > 0
}

// record writes the event's id with what it did, in the transaction of its change.
func record(tx core.App, event stripe.Event, orderID, outcome string) error {
	c, err := tx.FindCachedCollectionByNameOrId("payment_events")
	if err != nil {
		return err
	}
	row := core.NewRecord(c)
	row.Set("event_id", event.ID)
	row.Set("type", string(event.Type))
	if _, err := tx.FindRecordById("orders", orderID); err == nil {
		row.Set("order", orderID)
	}
	row.Set("outcome", outcome)
	if outcome == heldFullRefund || outcome == heldPartialRefund {
		var charge stripe.Charge
		if err := json.Unmarshal(event.Data.Raw, &charge); err == nil && charge.PaymentIntent != nil {
			row.Set("payment_intent", charge.PaymentIntent.ID)
			row.Set("refunded_cents", charge.AmountRefunded)
		}
	}
	return tx.Save(row)
}

// apply makes the event's change and says what it did; types it does not handle change nothing.
func apply(tx core.App, event stripe.Event) (orderID, outcome string, err error) {
	switch event.Type {
	case "checkout.session.completed", "checkout.session.async_payment_succeeded", "checkout.session.async_payment_failed":
		var session stripe.CheckoutSession
		if err := json.Unmarshal(event.Data.Raw, &session); err != nil {
			return "", "unreadable session", nil
		}
		orderID = session.Metadata["order_id"]
		if event.Type == "checkout.session.async_payment_failed" {
			outcome, err = sessionFailed(tx, &session)
		} else {
			outcome, err = sessionPaid(tx, &session)
		}
		return orderID, outcome, err
	case "charge.refunded":
		var charge stripe.Charge
		if err := json.Unmarshal(event.Data.Raw, &charge); err != nil {
			return "", "unreadable charge", nil
		}
		return chargeRefunded(tx, &charge)
	case "charge.dispute.created", "charge.dispute.closed":
		var dispute stripe.Dispute
		if err := json.Unmarshal(event.Data.Raw, &dispute); err != nil {
			return "", "unreadable dispute", nil
		}
		return disputeChanged(tx, &dispute, event.Type == "charge.dispute.closed")
	}
	return "", "ignored: " + string(event.Type), nil
}
