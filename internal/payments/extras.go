package payments

import (
	"context"
	"net/http"

	"github.com/pocketbase/pocketbase/core"
	"github.com/stripe/stripe-go/v85"

	"launchdesk/internal/access"
)

// registerExtraRefund adds POST /api/launchdesk/orders/{id}/payment/extras/{extra}/refund for the studio (403 for
// anyone else): a second payment (extra_payments) is refunded in full through Stripe and recorded at once; the
// charge.refunded event that follows finds it refunded and changes nothing.
func registerExtraRefund(se *core.ServeEvent, s *Service) {
	se.Router.POST("/api/launchdesk/orders/{id}/payment/extras/{extra}/refund", func(e *core.RequestEvent) error {
		extra, err := e.App.FindRecordById("extra_payments", e.Request.PathValue("extra"))
		if err != nil || extra.GetString("order") != e.Request.PathValue("id") {
			return e.NotFoundError("That payment was not found on this order.", nil)
		}
		if extra.GetString("state") != "to_refund" {
			return e.BadRequestError("This payment is already refunded.", nil)
		}
		if !s.On() {
			return e.BadRequestError("Stripe is not set up: refund the payment outside launchdesk.", nil)
		}
		if extra.GetString("stripe_payment_intent") == "" {
			return e.BadRequestError("Stripe did not say which payment this was: refund it in Stripe's dashboard.", nil)
		}
		if err := s.refundIntent(e.Request.Context(), extra.GetString("stripe_payment_intent"),
			extra.GetString("order"), "launchdesk-refund-extra-"+extra.Id); err != nil {
			e.App.Logger().Error("Stripe refund of a second payment", "extra", extra.Id, "error", err)
			return e.Error(http.StatusBadGateway, "Stripe could not refund the payment: try again in a minute.", nil)
		}
		// Stripe refunded: recorded from what the row says now (the webhook may have recorded it meanwhile)
		err = e.App.RunInTransaction(func(tx core.App) error {
			fresh, err := tx.FindRecordById("extra_payments", extra.Id)
			if err != nil || fresh.GetString("state") != "to_refund" {
				return err
			}
			markExtraRefunded(fresh)
			return tx.Save(fresh)
		})
		if err != nil {
			return err
		}
		return e.JSON(http.StatusOK, map[string]string{"state": "refunded"})
	}).Bind(access.RequireStudio("Only the studio can change a payment."))
}

// refundIntent asks Stripe to refund the payment intent in full, with key as its idempotency key (a second click,
// or a retry after a lost answer, is one refund).
func (s *Service) refundIntent(ctx context.Context, paymentIntent, orderID, key string) error {
	params := &stripe.RefundCreateParams{PaymentIntent: stripe.String(paymentIntent)}
	params.AddMetadata("order_id", orderID)
	params.SetIdempotencyKey(key)
	ctx, cancel := context.WithTimeout(ctx, 2*stripeTimeout)
	defer cancel()
	_, err := s.stripe.V1Refunds.Create(ctx, params)
	return err
}
