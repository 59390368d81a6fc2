package payments

import (
	"context"

	"github.com/stripe/stripe-go/v85"
)

// RefundPart asks Stripe to refund cents of paymentIntent (Stripe's refunds API with the payment intent and the
// amount), with key as its idempotency key: a retry after a lost answer, or after a crash, is the same one refund at
// Stripe. It answers the refund's id. internal/guarantee calls it; the payment is recorded by the caller.
func (s *Service) RefundPart(ctx context.Context, paymentIntent string, cents int64, orderID, key string) (string, error) {
	params := &stripe.RefundCreateParams{PaymentIntent: stripe.String(paymentIntent), Amount: stripe.Int64(cents)}
	params.AddMetadata("order_id", orderID)
	params.AddMetadata("reason", "launchdesk guarantee")
	params.SetIdempotencyKey(key)
	ctx, cancel := context.WithTimeout(ctx, 2*stripeTimeout)
	defer cancel()
	refund, err := s.stripe.V1Refunds.Create(ctx, params)
	if err != nil {
		return "", err
	}
	return refund.ID, nil
}
