// Package outbox delivers the e-mails that the hooks queue in the mail_outbox collection: a worker
// claims due rows with a lease, sends them through PocketBase's SMTP mailer, retries with backoff
// and marks each sent or failed, so an SMTP outage delays e-mail and never loses it.
package outbox

import (
	"fmt"
	"os"
	"sync/atomic"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Mail is one e-mail to put in the outbox.
type Mail struct {
	Kind      string // status_change | new_order
	Recipient string
	Subject   string
	Content   Content
	OrderID   string
}

// Enqueue renders m and stores it as a queued mail_outbox row with txApp,
// so it commits (or rolls back) with the change that caused it. The worker
// delivers it after the commit.
func Enqueue(txApp core.App, m Mail) error {
	collection, err := txApp.FindCachedCollectionByNameOrId("mail_outbox")
	if err != nil {
		return fmt.Errorf("mail outbox: %w", err)
	}
	html, text, err := Render(m.Content)
	if err != nil {
		return fmt.Errorf("mail outbox: rendering %q: %w", m.Subject, err)
	}
	row := core.NewRecord(collection)
	row.Set("kind", m.Kind)
	row.Set("recipient", HeaderSafe(m.Recipient))
	row.Set("subject", TruncateRunes(HeaderSafe(m.Subject), 1000))
	row.Set("html", html)
	row.Set("text", text)
	row.Set("state", "queued")
	row.Set("attempts", 0)
	row.Set("next_attempt", types.NowDateTime())
	row.Set("order", m.OrderID)
	if err := txApp.Save(row); err != nil {
		return fmt.Errorf("mail outbox: queueing %q for %s: %w", m.Subject, m.Recipient, err)
	}
	return nil
}

// Register starts the delivery worker when the app serves, wakes it
// after every commit that queued an e-mail, and stops it on terminate.
func Register(app core.App) {
	var worker atomic.Pointer[outboxWorker]

	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		config, err := outboxConfigFromEnv(func(key string) (string, bool) {
			v, ok := os.LookupEnv(key)
			return v, ok && v != ""
		})
		if err != nil {
			return fmt.Errorf("invalid environment: %w", err)
		}
		if err := se.Next(); err != nil {
			return err
		}
		w := newOutboxWorker(se.App, config)
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
