// Package visibility decides, per reader, which stored fields the API shows: the order's collaborator code (the
// Shopify code a client gives so the studio can ask for store access) is the studio's alone. The API rules say who
// reads an order; this hook only takes one field out of what a non-admin reader gets.
//
// It is Go, not a JS hook, on purpose: PocketBase runs the enrich hooks for every record of every list, expand and
// realtime event, and a JS handler there queues each record on the pool of JS runtimes (docs/decisions.md §11).
package visibility

import (
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/access"
)

// StudioOnlyOrderFields are the orders fields only the studio (admins and superusers) reads.
var StudioOnlyOrderFields = []string{"collaborator_code"}

// Register hides StudioOnlyOrderFields from every reader but the studio (access.IsStudio): REST lists and views,
// expands of orders from any collection, batch answers and realtime events all pass through OnRecordEnrich.
func Register(app core.App) {
	app.OnRecordEnrich("orders").BindFunc(func(e *core.RecordEnrichEvent) error {
		if e.RequestInfo == nil || !access.IsStudio(e.App, e.RequestInfo.Auth) {
			e.Record.Hide(StudioOnlyOrderFields...)
		}
		return e.Next()
	})
}
