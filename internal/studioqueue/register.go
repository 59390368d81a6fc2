// Package studioqueue serves the studio's "waiting on me" queue (the admin Inbox): the rows of the `waiting`
// collection with side "studio", which the JS hooks (pb_hooks/waiting.pb.js) write and clear inside the
// transaction of the change that causes or answers them: an item leaves when its answer exists, never when the
// studio merely opens the order. This package reads them, fast and for admins only: GET /api/launchdesk/admin/queue
// answers the items and the count from a cache that every committed write to waiting, orders, users, launches (the
// stance each item shows) or reviews drops, and a realtime message on the topic "launchdesk/queue" tells signed-in
// admins the new count. Its one write is the studio's explicit "Done" on an item
// (POST /api/launchdesk/admin/queue/{id}/done). Clients can read none of it: the collection is superusers' only, the
// routes answer 403, and the topic's messages go only to connections signed in as an admin.
package studioqueue

import (
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/writes"
)

// Topic is the realtime topic whose messages ({"total": n}) tell admins the queue changed.
const Topic = "launchdesk/queue"

// Register adds the queue route, the route that marks an item done, the cache invalidation, the live count, and
// the start-up derivation of the rows that follow from stored facts (backfill.go).
func Register(app core.App) {
	q := newQueue(app)
	registerBackfill(app, q)
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		registerRoutes(se, q)
		return se.Next()
	})
	// internal/writes: before the realtime broadcast, so a screen that reloads on a live event never gets the queue
	// from before the write
	writes.AfterCommit(app, func(e *core.RecordEvent) {
		q.invalidate(e.Record.Collection().Name == "waiting")
	}, "waiting", "orders", "users", "launches", "reviews")
	app.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
		q.stop()
		return e.Next()
	})
}
