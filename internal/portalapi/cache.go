package portalapi

import (
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// registerCacheInvalidation empties the portal's pages after every committed write to what they show (any path:
// API, batch, hooks, the dashboard): My Orders after a write to orders, users, launches or payments; the
// notification pages after a write to notifications, orders or users (a page shows the titles of the orders its
// reader may read); the thread pages after a write to messages, users or orders (authors' names, and who may read
// what: a thread page is served from the cache without asking the rules again, thread.go).
func registerCacheInvalidation(app core.App) {
	on := func(caches ...interface{ Invalidate() }) func(*core.RecordEvent) error {
		return func(e *core.RecordEvent) error {
			for _, c := range caches {
				c.Invalidate()
			}
			return e.Next()
		}
	}
	for _, h := range []func(...string) *hook.TaggedHook[*core.RecordEvent]{
		app.OnRecordAfterCreateSuccess, app.OnRecordAfterUpdateSuccess, app.OnRecordAfterDeleteSuccess,
	} {
		// before PocketBase's realtime broadcast (priority -99): a screen that refetches on the event must
		// never be served the page from before the write
		h("orders").Bind(&hook.Handler[*core.RecordEvent]{Func: on(portalPages, notificationPages, threadPages), Priority: -100})
		h("users").Bind(&hook.Handler[*core.RecordEvent]{Func: on(portalPages, threadPages, notificationPages), Priority: -100})
		h("launches", "payments").Bind(&hook.Handler[*core.RecordEvent]{Func: on(portalPages), Priority: -100})
		h("notifications").Bind(&hook.Handler[*core.RecordEvent]{Func: on(notificationPages), Priority: -100})
		h("messages").Bind(&hook.Handler[*core.RecordEvent]{Func: on(threadPages), Priority: -100})
	}
}
