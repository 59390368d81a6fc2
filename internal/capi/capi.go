// Package capi sends the studio's conversions to Meta's Conversions API (docs/funnel.md, "Conversion events to
// Meta"): a booked intro call is a Lead, a sign-up a CompleteRegistration, a payment turning paid a Purchase. Each
// event is queued in capi_events in the transaction that writes its fact (events.go), one row per event_id, so a
// replayed webhook or a resent booking queues nothing new; a worker claims due rows with a lease and posts them with
// retries and backoff (worker.go), like the mail outbox (decision 0003). A person or booking with Global Privacy
// Control (gpc) gets no event. Nothing of this runs unless META_PIXEL_ID and META_CAPI_TOKEN are both set.
package capi

import (
	"sync/atomic"

	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/config"
)

// Version is the Graph API version the events are posted to
// (https://developers.facebook.com/docs/marketing-api/conversions-api/using-the-api).
const Version = "v21.0"

// Config is Meta's pixel, token and base URL (META_PIXEL_ID, META_CAPI_TOKEN, META_CAPI_BASE).
type Config = config.Meta

// Register binds the facts' hooks and runs the worker while the app serves, when cfg is on; otherwise nothing.
func Register(app core.App, cfg Config) {
	if !cfg.On() {
		return
	}
	bindFacts(app)
	var current atomic.Pointer[worker]
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		if err := se.Next(); err != nil {
			return err
		}
		w := newWorker(se.App, cfg)
		current.Store(w)
		w.start()
		return nil
	})
	// after the commit that queued an event (never on rollback), whichever fact it was
	app.OnRecordAfterCreateSuccess("capi_events").BindFunc(func(e *core.RecordEvent) error {
		if w := current.Load(); w != nil {
			w.wakeUp()
		}
		return e.Next()
	})
	app.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
		if w := current.Load(); w != nil {
			w.stop()
		}
		return e.Next()
	})
}
