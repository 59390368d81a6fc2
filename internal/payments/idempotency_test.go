package payments

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"sync"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/config"
)

// stripeCall is one request the fake Stripe API received.
type stripeCall struct {
	path, key string
	form      url.Values
}

// fakeStripe is a Service whose Stripe client talks to an httptest server that answers Checkout Sessions and
// refunds and keeps each request (stripe-mock ignores Idempotency-Key, so it cannot tell whether one was sent).
func fakeStripe(t *testing.T) (*Service, func() []stripeCall) {
	t.Helper()
	var mu sync.Mutex
	var calls []stripeCall
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := r.ParseForm(); err != nil {
			t.Errorf("reading %s: %v", r.URL.Path, err)
		}
		mu.Lock()
		calls = append(calls, stripeCall{r.URL.Path, r.Header.Get("Idempotency-Key"), r.PostForm})
		n := len(calls)
		mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		switch r.URL.Path {
		case "/v1/checkout/sessions":
			fmt.Fprintf(w, `{"id":"cs_test_%d","object":"checkout.session","url":"https://checkout.stripe.com/c/pay/cs_test_%d","expires_at":%s}`,
				n, n, r.PostForm.Get("expires_at"))
		case "/v1/refunds":
			fmt.Fprintf(w, `{"id":"re_test_%d","object":"refund","status":"succeeded"}`, n)
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(srv.Close)
	s := New(config.Payments{SecretKey: "sk_test_fake", WebhookSecret: "whsec_fake", APIBase: srv.URL})
	return s, func() []stripeCall {
		mu.Lock()
		defer mu.Unlock()
		return append([]stripeCall(nil), calls...)
	}
}

// memRecord is a record of collection name that is never saved: what createSession and refundInFull read.
func memRecord(name, id string, fields map[string]any) *core.Record {
	r := core.NewRecord(core.NewBaseCollection(name))
	r.Id = id
	for k, v := range fields {
		r.Set(k, v)
	}
	return r
}

func cardPayment(id, order string) *core.Record {
	return memRecord("payments", id, map[string]any{"order": order, "amount_cents": 20000, "currency": "usd",
		"state": "paid", "stripe_payment_intent": "pi_" + id})
}

// TestCheckoutSendsOneIdempotencyKeyPerPaymentAndWindow: within a 30-minute window every Checkout request of a payment
// carries the same key and the same parameters (Stripe answers the first session again); the next window, or
// another payment, has its own key. Without SetIdempotencyKey stripe-go sends a random key per request.
func TestCheckoutSendsOneIdempotencyKeyPerPaymentAndWindow(t *testing.T) {
	s, calls := fakeStripe(t)
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: t.TempDir()})
	order1 := memRecord("orders", "order1", map[string]any{"title": "Spring drop"})
	order2 := memRecord("orders", "order2", map[string]any{"title": "Lookbook"})
	p1, p2 := cardPayment("pay1", order1.Id), cardPayment("pay2", order2.Id)
	window := time.Date(2026, 5, 4, 9, 0, 0, 0, time.UTC)
	asks := []struct {
		order, payment *core.Record
		at             time.Duration
	}{
		{order1, p1, 5 * time.Minute},
		{order1, p1, 29*time.Minute + 59*time.Second}, // a second click, another tab: same window
		{order2, p2, 5 * time.Minute},                 // another payment
		{order1, p1, 30 * time.Minute},                // the next window
	}
	for _, a := range asks {
		if _, err := s.createSession(context.Background(), app, a.order, a.payment, "ava@example.com", window.Add(a.at)); err != nil {
			t.Fatalf("createSession: %v", err)
		}
	}
	got := calls()
	if len(got) != len(asks) {
		t.Fatalf("Stripe got %d requests, want %d", len(got), len(asks))
	}
	want := []string{
		fmt.Sprintf("launchdesk-checkout-pay1-%d", window.Unix()),
		fmt.Sprintf("launchdesk-checkout-pay1-%d", window.Unix()),
		fmt.Sprintf("launchdesk-checkout-pay2-%d", window.Unix()),
		fmt.Sprintf("launchdesk-checkout-pay1-%d", window.Add(sessionWindow).Unix()),
	}
	for i, c := range got {
		if c.path != "/v1/checkout/sessions" || c.key != want[i] {
			t.Errorf("request %d: %s with Idempotency-Key %q, want /v1/checkout/sessions with %q", i, c.path, c.key, want[i])
		}
	}
	if a, b := got[0].form.Encode(), got[1].form.Encode(); a != b {
		t.Errorf("one key, two sets of parameters (Stripe refuses the second):\n%s\n%s", a, b)
	}
	if got[0].form.Get("metadata[order_id]") != "order1" || got[0].form.Get("customer_email") != "ava@example.com" {
		t.Errorf("the session does not name its order and client: %v", got[0].form)
	}
}

// TestRefundSendsThePaymentsOwnKey: a refund's key is its payment's, the same on a second click and another
// payment's for another payment, never a Checkout key.
func TestRefundSendsThePaymentsOwnKey(t *testing.T) {
	s, calls := fakeStripe(t)
	p1, p2 := cardPayment("pay1", "order1"), cardPayment("pay2", "order2")
	for _, p := range []*core.Record{p1, p1, p2} {
		if err := s.refundInFull(context.Background(), p); err != nil {
			t.Fatalf("refundInFull: %v", err)
		}
	}
	got := calls()
	want := []string{"launchdesk-refund-pay1", "launchdesk-refund-pay1", "launchdesk-refund-pay2"}
	if len(got) != len(want) {
		t.Fatalf("Stripe got %d requests, want %d", len(got), len(want))
	}
	for i, c := range got {
		if c.path != "/v1/refunds" || c.key != want[i] {
			t.Errorf("request %d: %s with Idempotency-Key %q, want /v1/refunds with %q", i, c.path, c.key, want[i])
		}
	}
	if pi := got[0].form.Get("payment_intent"); pi != "pi_pay1" {
		t.Errorf("refunded payment intent %q, want pi_pay1", pi)
	}
}
