// Package writes runs what must follow every committed write to a collection, such as emptying the caches of what
// it shows: after a create, update or delete by any path (API, batch, hooks, the dashboard) has committed, and
// before PocketBase's realtime broadcast of it, so that a screen that reloads on the live event is never served an
// answer read before the write.
package writes

import (
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// beforeBroadcast runs a handler ahead of PocketBase's realtime broadcast, which binds at priority -99.
const beforeBroadcast = -100

// AfterCommit calls then after every committed create, update and delete of a record of collections.
func AfterCommit(app core.App, then func(e *core.RecordEvent), collections ...string) {
	for _, h := range []func(...string) *hook.TaggedHook[*core.RecordEvent]{
		app.OnRecordAfterCreateSuccess, app.OnRecordAfterUpdateSuccess, app.OnRecordAfterDeleteSuccess,
	} {
		// a handler each: a tagged hook's Bind wraps the handler's Func in place
		h(collections...).Bind(&hook.Handler[*core.RecordEvent]{
			Func: func(e *core.RecordEvent) error {
				then(e)
				return e.Next()
			},
			Priority: beforeBroadcast,
		})
	}
}
