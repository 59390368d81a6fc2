package adminapi

import (
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"launchdesk/internal/launch"
)

// The launch tracker's part of the admin orders list (pb_hooks/launch.pb.js keeps launches): sorting by the
// launch's due time and the "overdue" filter. A launch's due_at is fixed while its clock runs; while it is paused
// its running time (clock_used_ms) tells whether the promise is spent: {:promise}, the promised running time in ms
// (pb_hooks/lib/launch_promise.json, read at start by launch.Use).

// launchInPromise matches the launches whose promise is running or paused: started, not launched, and not on hold (an
// order moved back to pending approval keeps its launch on hold, docs/decisions.md §13: it has no due time).
const launchInPromise = `launches.launched_at = '' AND launches.clock_started != ''
  AND (SELECT held.status FROM orders AS held WHERE held.id = launches."order") = 'in_progress'`

// dueExpr is when the order's open, started launch falls due, in epoch ms: its due_at while the clock runs, and
// while it is paused, when it would if it ran again from {:nowMs}; NULL without one (not started, or launched).
const dueExpr = `(SELECT CASE WHEN launches.clock_running_since != ''
  THEN CAST(ROUND((julianday(launches.due_at) - 2440587.5) * 86400000) AS INTEGER)
  ELSE {:nowMs} + {:promise} - launches.clock_used_ms END
  FROM launches WHERE launches."order" = orders.id AND ` + launchInPromise + `)`

// overdueCondition matches orders whose open launch has used more than the promise's running time by {:now}.
const overdueCondition = `orders.id IN (SELECT launches."order" FROM launches WHERE ` + launchInPromise + `
  AND ((launches.clock_running_since != '' AND launches.due_at < {:now})
  OR (launches.clock_running_since = '' AND launches.clock_used_ms > {:promise})))`

// dueOrderClause sorts orders with a due time first, by it, then the rest; rowid keeps pages stable.
func dueOrderClause(dir string) string {
	return "(" + dueExpr + " IS NULL) ASC, " + dueExpr + " " + dir + ", orders.rowid " + dir
}

// bindDue adds the parameters of dueExpr and overdueCondition.
func bindDue(app core.App, params dbx.Params) {
	params["now"], params["nowMs"], params["promise"] = nowParam(), time.Now().UnixMilli(), launch.Of(app).PromiseMs()
}

// nowParam is the time the overdue filter compares with, in PocketBase's stored date format.
func nowParam() string {
	return types.NowDateTime().String()
}
