// Package pipeline writes what an order save causes, in the save's transaction: the status
// history, the notifications and the queued e-mails.
package pipeline

import (
	"fmt"
	"sync"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// The status pipeline hangs on the model-level "execute" hooks of orders, which
// run for every path that saves an order (REST, batch, dashboard, Go and JS
// app.Save) right before the row is written. Each handler opens a transaction
// (or joins the caller's, e.g. a batch), writes the order through e.Next() and
// then the side rows with the same txApp, so the order, its notification, its
// history entry and its outbox e-mail commit or roll back together. The
// *Request hooks only run for HTTP requests, so they are used for one thing
// alone: remembering who is acting.

// actor is who changed an order, as recorded in order_events.
type actor struct {
	userID string // an app user's id; empty for superusers and the system
	kind   string // admin | client | superuser | system
}

var systemActor = actor{kind: "system"}

// actorRegistry remembers the authenticated caller of an order request for the
// duration of that request, keyed by the record the request saves.
type actorRegistry struct{ byRecord sync.Map }

func (r *actorRegistry) track(e *core.RecordRequestEvent) error {
	r.byRecord.Store(e.Record, actorFromAuth(e.Auth))
	defer r.byRecord.Delete(e.Record)
	return e.Next()
}

func (r *actorRegistry) of(record *core.Record) actor {
	if a, ok := r.byRecord.Load(record); ok {
		return a.(actor)
	}
	return systemActor
}

func actorFromAuth(auth *core.Record) actor {
	switch {
	case auth == nil:
		return systemActor
	case auth.IsSuperuser():
		return actor{kind: "superuser"}
	case auth.GetString("role") == "admin":
		return actor{userID: auth.Id, kind: "admin"}
	default:
		return actor{userID: auth.Id, kind: "client"}
	}
}

// Register binds the order hooks that write notifications,
// status history and outbox e-mails in the transaction of the order's save.
func Register(app core.App) {
	actors := &actorRegistry{}
	app.OnRecordCreateRequest("orders").BindFunc(actors.track)
	app.OnRecordUpdateRequest("orders").BindFunc(actors.track)

	app.OnRecordCreateExecute("orders").BindFunc(func(e *core.RecordEvent) error {
		return inSaveTransaction(e, func(txApp core.App, write func() error) error {
			if err := write(); err != nil {
				return err
			}
			return recordNewOrder(txApp, e.Record, actors.of(e.Record))
		})
	})

	app.OnRecordUpdateExecute("orders").BindFunc(func(e *core.RecordEvent) error {
		return inSaveTransaction(e, func(txApp core.App, write func() error) error {
			// The stored row, not e.Record.Original(): a record instance saved
			// twice keeps its first original, so only the database says what changes.
			var from string
			err := txApp.DB().Select("status").From("orders").
				Where(dbx.HashExp{"id": e.Record.LastSavedPK()}).Row(&from)
			if err != nil {
				return fmt.Errorf("status pipeline: reading the stored status of order %s: %w", e.Record.Id, err)
			}
			if err := write(); err != nil {
				return err
			}
			if to := e.Record.GetString("status"); to != from {
				return recordStatusChange(txApp, e.Record, from, to, actors.of(e.Record))
			}
			return nil // no status change: nothing to tell anyone
		})
	})
}

// inSaveTransaction runs fn in a transaction (a new one, or the caller's when
// the save is already inside one, e.g. a batch) with write, which performs the
// record's own write through that transaction. An error from fn rolls back the
// record and everything fn wrote with txApp. (PocketBase uses the same pattern
// for cascade deletes in onRecordDeleteExecute.)
func inSaveTransaction(e *core.RecordEvent, fn func(txApp core.App, write func() error) error) error {
	original := e.App
	defer func() { e.App = original }()
	return original.RunInTransaction(func(txApp core.App) error {
		e.App = txApp // e.Next() below writes through the transaction
		return fn(txApp, e.Next)
	})
}
