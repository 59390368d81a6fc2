// Package payments is the infrastructure of card payments through Stripe (docs/payments.md): it creates the
// Checkout Session an order's client pays on, verifies and applies Stripe's webhook events, and serves the
// studio's payment actions (mark paid by hand, waive, refund through Stripe). It writes the order's `payments`
// row and nothing else; what a payment causes (receipt number, notifications, e-mails, the launch clock) is a
// business rule in pb_hooks/payments.pb.js, run inside the same save's transaction. The guarantee: a webhook is
// answered 2xx only once its change is committed, and an event id is applied at most once (payment_events).
package payments

import (
	"net/http"

	"github.com/pocketbase/pocketbase/core"
	"github.com/stripe/stripe-go/v85"

	"launchdesk/internal/config"
)

// Service holds the Stripe client (nil when Stripe is off) and the webhook's signing secret.
type Service struct {
	stripe        *stripe.Client
	webhookSecret string
}

// New makes the service for cfg: a Stripe client pointed at cfg.APIBase when both keys are set.
func New(cfg config.Payments) *Service {
	s := &Service{webhookSecret: cfg.WebhookSecret}
	if !cfg.StripeOn() {
		return s
	}
	backend := stripe.GetBackendWithConfig(stripe.APIBackend, &stripe.BackendConfig{
		URL:               stripe.String(cfg.APIBase),
		HTTPClient:        &http.Client{Timeout: stripeTimeout},
		MaxNetworkRetries: stripe.Int64(2),
		LeveledLogger:     &stripe.LeveledLogger{Level: stripe.LevelError},
	})
	s.stripe = stripe.NewClient(cfg.SecretKey, stripe.WithBackends(&stripe.Backends{API: backend}))
	return s
}

// Options is how an order can be paid and who issues its receipts (GET /api/launchdesk/payments/options): card
// through Stripe or not; the bank account for a transfer, to a signed-in user only and only when the studio set
// one (nil otherwise: no client is shown invented details); the business details the receipts carry, each empty
// until set.
type Options struct {
	Card     bool            `json:"card"`
	Bank     *config.Bank    `json:"bank"`
	Business config.Business `json:"business"`
	// UndoSeconds is how long the studio may undo a "Mark paid" before the receipt goes (MARK_PAID_UNDO_SECONDS).
	UndoSeconds int64 `json:"undoSeconds"`
}

func optionsFor(e *core.RequestEvent, s *Service) Options {
	hooks := config.StoredHooks(e.App)
	o := Options{Card: s.On(), Business: hooks.Business, UndoSeconds: hooks.MarkPaidUndoMs / 1000}
	if bank := hooks.Bank; bank.Set() && e.Auth != nil {
		o.Bank = &bank
	}
	return o
}

// On tells whether card payments through Stripe are set up.
func (s *Service) On() bool { return s.stripe != nil }

// Register adds the payment routes: the options every visitor may read, the client's checkout, Stripe's webhook
// (only when Stripe is on) and the studio's actions.
func Register(app core.App, cfg config.Payments) {
	s := New(cfg)
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.GET("/api/launchdesk/payments/options", func(e *core.RequestEvent) error {
			return e.JSON(http.StatusOK, optionsFor(e, s))
		})
		registerCheckout(se, s)
		registerWebhook(se, s)
		registerStudio(se, s)
		registerExtraRefund(se, s)
		registerSummary(se)
		return se.Next()
	})
}
