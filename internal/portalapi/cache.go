package portalapi

import (
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/writes"
)

// registerCacheInvalidation empties the portal's pages after every committed write to what they show
// (internal/writes: any path, before the realtime broadcast): My Orders after a write to orders, users, launches or
// payments; the notification pages after a write to notifications, orders or users (a page shows the titles of the
// orders its reader may read); the thread pages after a write to messages, users or orders (authors' names, and who
// may read what: a thread page is served from the cache without asking the rules again, thread.go); all three after
// a write to memberships (who belongs to which brand in which role decides what each reader may read).
func registerCacheInvalidation(app core.App) {
	empty := func(caches ...interface{ Invalidate() }) func(*core.RecordEvent) {
		return func(*core.RecordEvent) {
			for _, c := range caches {
				c.Invalidate()
			}
		}
	}
	writes.AfterCommit(app, empty(portalPages, notificationPages, threadPages), "orders", "users", "memberships")
	writes.AfterCommit(app, empty(portalPages), "launches", "payments")
	writes.AfterCommit(app, empty(notificationPages), "notifications")
	writes.AfterCommit(app, empty(threadPages), "messages")
}
