package payments

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
	"github.com/stripe/stripe-go/v85"

	"launchdesk/internal/access"
	"launchdesk/internal/holds"
)

// sessionWindow is the span one idempotency key covers: within it every request for an order's Checkout asks Stripe
// with the same key and the same parameters, so a double click or two tabs get one session. A session lives two to
// three windows (Stripe's minimum is 30 minutes), and a live one is reused rather than replaced.
const sessionWindow = 30 * time.Minute

// registerCheckout adds POST /api/launchdesk/orders/{id}/payment/checkout: the order's client gets the URL of a
// Stripe Checkout Session for what is due (one per order at a time) and is sent there by the page.
func registerCheckout(se *core.ServeEvent, s *Service) {
	se.Router.POST("/api/launchdesk/orders/{id}/payment/checkout", func(e *core.RequestEvent) error {
		if !s.On() {
			return e.BadRequestError("Card payments are not set up: pay by bank transfer as the order page says.", nil)
		}
		order, _ := e.App.FindRecordById("orders", e.Request.PathValue("id"))
		if !access.May(e.App, e.Auth, order, access.Pay) { // the studio reads the order, its brand's payers pay it
			return e.NotFoundError("The order was not found.", nil)
		}
		if order.GetString("status") == "cancelled" { // nothing is due for an order the studio cancelled
			return e.BadRequestError("This order is cancelled: nothing is due for it.", nil)
		}
		payment := paymentOf(e.App, order.Id)
		if payment == nil || payment.GetString("state") != "due" {
			return e.BadRequestError("This order has no payment due.", nil)
		}
		now := time.Now()
		if url := payment.GetString("checkout_url"); url != "" && payment.GetDateTime("checkout_expires").Time().After(now.Add(5*time.Minute)) {
			return e.JSON(http.StatusOK, map[string]string{"url": url})
		}
		// the session about to be replaced is expired at Stripe first: one open session per order
		if old := payment.GetString("stripe_session"); old != "" && payment.GetString("checkout_url") != "" {
			if err := s.retire(e.Request.Context(), e.App, old); errors.Is(err, errStillConfirming) {
				return e.Error(http.StatusConflict, "Your payment is being confirmed: this page shows it as paid as soon as Stripe tells us.", nil)
			} else if err != nil {
				e.App.Logger().Error("Expiring a Checkout Session", "order", order.Id, "session", old, "error", err)
				return e.Error(http.StatusBadGateway, "Stripe could not start the payment: try again in a minute.", nil)
			}
		}
		session, err := s.createSession(e.Request.Context(), e.App, order, payment, e.Auth.Email(), now)
		if err != nil {
			e.App.Logger().Error("Stripe Checkout Session", "order", order.Id, "error", err)
			return e.Error(http.StatusBadGateway, "Stripe could not start the payment: try again in a minute.", nil)
		}
		expires, _ := types.ParseDateTime(time.Unix(session.ExpiresAt, 0))
		if session.ExpiresAt < now.Unix() { // stripe-mock answers a fixed time in the past
			expires, _ = types.ParseDateTime(expiresAt(now))
		}
		// Stripe answered: the session is the order's whatever happened meanwhile, and it becomes the one to pay
		// only if the payment is still due, re-read in the transaction that writes it (the webhook may have
		// committed paid while Stripe answered); only the session's own fields change.
		stillDue := false
		err = e.App.RunInTransaction(func(tx core.App) error {
			if err := keepSession(tx, payment.Id, session.ID); err != nil {
				return err
			}
			fresh, err := tx.FindRecordById("payments", payment.Id)
			if err != nil {
				return err
			}
			holds.At("checkout-save")
			if stillDue = fresh.GetString("state") == "due"; !stillDue {
				return nil
			}
			fresh.Set("stripe_session", session.ID)
			fresh.Set("checkout_url", session.URL)
			fresh.Set("checkout_expires", expires)
			return tx.Save(fresh)
		})
		if err != nil {
			return err
		}
		if !stillDue { // settled while Stripe answered: nobody should pay this session
			s.expireOthers(e.App, payment.Id, "")
			return e.BadRequestError("This order has no payment due.", nil)
		}
		return e.JSON(http.StatusOK, map[string]string{"url": session.URL})
	}).Bind(apis.RequireAuth("users"))
}

// expiresAt is when a session asked for at now expires: the end of the window after next, the same for every
// request of the window (same idempotency key, same parameters).
func expiresAt(now time.Time) time.Time {
	return now.Truncate(sessionWindow).Add(3 * sessionWindow)
}

// createSession asks Stripe for a Checkout Session paying payment (the order's id in its metadata and in the
// payment's, the client's e-mail, back to the order page either way).
func (s *Service) createSession(ctx context.Context, app core.App, order, payment *core.Record, email string, now time.Time) (*stripe.CheckoutSession, error) {
	back := orderURL(app, order.Id)
	params := &stripe.CheckoutSessionCreateParams{
		Mode:              stripe.String(string(stripe.CheckoutSessionModePayment)),
		ClientReferenceID: stripe.String(order.Id),
		CustomerEmail:     stripe.String(email),
		ExpiresAt:         stripe.Int64(expiresAt(now).Unix()),
		SuccessURL:        stripe.String(back + "?payment=return"),
		CancelURL:         stripe.String(back + "?payment=cancelled"),
		LineItems: []*stripe.CheckoutSessionCreateLineItemParams{{
			Quantity: stripe.Int64(1),
			PriceData: &stripe.CheckoutSessionCreateLineItemPriceDataParams{
				Currency:    stripe.String(payment.GetString("currency")),
				UnitAmount:  stripe.Int64(int64(payment.GetInt("amount_cents"))),
				ProductData: &stripe.CheckoutSessionCreateLineItemPriceDataProductDataParams{Name: stripe.String("Store launch: " + order.GetString("title"))},
			},
		}},
		PaymentIntentData: &stripe.CheckoutSessionCreatePaymentIntentDataParams{},
	}
	params.AddMetadata("order_id", order.Id)
	params.AddMetadata("payment_id", payment.Id)
	params.PaymentIntentData.AddMetadata("order_id", order.Id)
	params.SetIdempotencyKey(fmt.Sprintf("launchdesk-checkout-%s-%d", payment.Id, now.Truncate(sessionWindow).Unix()))
	ctx, cancel := context.WithTimeout(ctx, 2*stripeTimeout)
	defer cancel()
	return s.stripe.V1CheckoutSessions.Create(ctx, params)
}
