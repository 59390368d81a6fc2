// Package outbox delivers the e-mails that the hooks queue in the mail_outbox collection: a worker
// claims due rows with a lease, sends them through PocketBase's SMTP mailer, retries with backoff
// and marks each sent or failed, so an SMTP outage delays e-mail and never loses it.
package outbox

import (
	"sync/atomic"

	"github.com/pocketbase/pocketbase/core"
)

// Register starts the delivery worker when the app serves, wakes it
// after every commit that queued an e-mail, and stops it on terminate.
func Register(app core.App, cfg Config) {
	var worker atomic.Pointer[outboxWorker]

	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		if err := se.Next(); err != nil {
			return err
		}
		w := newOutboxWorker(se.App, policyOf(cfg))
		worker.Store(w)
		w.start()
		return nil
	})

	// Runs after the transaction that created the row has committed (never on
	// rollback), whichever path created it.
	app.OnRecordAfterCreateSuccess("mail_outbox").BindFunc(func(e *core.RecordEvent) error {
		if w := worker.Load(); w != nil {
			w.wakeUp()
		}
		return e.Next()
	})

	app.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
		if w := worker.Load(); w != nil {
			w.stop()
		}
		return e.Next()
	})
}
