package main

import (
	"fmt"
	"os"
	"sync/atomic"

	"github.com/pocketbase/pocketbase/core"
)

// registerMailOutbox starts the delivery worker when the app serves, wakes it
// after every commit that queued an e-mail, and stops it on terminate.
func registerMailOutbox(app core.App) {
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
