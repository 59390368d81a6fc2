// Package webhooks tells the studio's other tools (Zapier's "Catch Hook", Make, its own scripts) what happens:
// orders created and moved, payments paid and refunded, calls booked and cancelled, stores launched, testimonials
// published. Each event is queued as one delivery per endpoint that takes it, in the transaction that writes the
// fact (facts.go), and POSTed by a worker as {id, type, created, data}, signed like Stripe's webhooks
// (Launchdesk-Signature: t=...,v1=HMAC-SHA256), retried with backoff until the endpoint answers 2xx: at least once,
// with the same id every time. The studio manages endpoints and sees deliveries on /admin/settings/webhooks
// (routes.go); docs/funnel.md#webhooks shows how a receiver checks a signature.
package webhooks

import (
	"sync/atomic"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// Register binds the events' hooks, serves the studio's routes, and runs the delivery worker while the app serves;
// retry is the first retry delay (WEBHOOK_RETRY_SECONDS).
func Register(app core.App, retry time.Duration) {
	bindFacts(app)
	var current atomic.Pointer[worker]
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		w := newWorker(se.App, policy{retry: retry, maxDelay: time.Hour, maxAttempts: 30})
		current.Store(w)
		w.loop.Start(tickInterval, w.drain, nil)
		registerRoutes(se, w.loop.WakeUp)
		return se.Next()
	})
	// after the commit that queued a delivery (never on rollback), whichever path wrote the fact
	app.OnRecordAfterCreateSuccess("webhook_deliveries").BindFunc(func(e *core.RecordEvent) error {
		if w := current.Load(); w != nil {
			w.loop.WakeUp()
		}
		return e.Next()
	})
	app.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
		if w := current.Load(); w != nil {
			w.loop.Stop() // the sends in progress finish (at most sendTimeout); a claim left is retried after its lease
		}
		return e.Next()
	})
}
