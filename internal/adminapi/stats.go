package adminapi

import (
	"net/http"

	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/figures"
	"launchdesk/internal/memo"
)

// adminStats are the true totals behind the admin dashboard and users page, named by adminStatsSQL's aliases:
// totalOrders, pendingApproval, inProgress, completed, cancelled (closed, never open: neither pending nor in
// progress, docs/decisions.md §27), totalClients and activeClients. Shared by every reader: never changed.
type adminStats map[string]int64

// adminStatsSQL counts from indexes only. Completed is derived (the largest status would be the
// longest index range to count), and active clients are the distinct clients of orders, read from
// the (client, created) index: only clients can place orders.
const adminStatsSQL = `SELECT
	(SELECT COUNT(*) FROM orders) AS totalOrders,
	(SELECT COUNT(*) FROM orders WHERE status = 'pending_approval') AS pendingApproval,
	(SELECT COUNT(*) FROM orders WHERE status = 'in_progress') AS inProgress,
	0 AS completed,
	(SELECT COUNT(*) FROM orders WHERE status = 'cancelled') AS cancelled,
	(SELECT COUNT(*) FROM users WHERE role = 'client') AS totalClients,
	(SELECT COUNT(DISTINCT client) FROM orders) AS activeClients`

// sharedStats is the one cache of the figures, kept until the next write cache.go watches for: the stats route
// and the orders list (whose unfiltered and status-filtered totals are these figures) read it.
var sharedStats memo.Value[adminStats]

// currentStats returns the kept figures or counts them (a burst of dashboard loads after a write costs one query,
// not one each: memo.Value).
func currentStats(app core.App) (adminStats, error) {
	return sharedStats.Get(func() (adminStats, error) {
		s, err := figures.Read(app.DB().NewQuery(adminStatsSQL))
		if err != nil {
			return nil, err
		}
		s["completed"] = s["totalOrders"] - s["pendingApproval"] - s["inProgress"] - s["cancelled"]
		return s, nil
	})
}

// statusCount returns the cached number of orders with status ("" for all).
func (s adminStats) statusCount(status string) int {
	switch status {
	case "pending_approval":
		return int(s["pendingApproval"])
	case "in_progress":
		return int(s["inProgress"])
	case "completed", "cancelled":
		return int(s[status])
	}
	return int(s["totalOrders"])
}

// registerAdminStatsRoute adds GET /api/launchdesk/admin/stats (admins only; 401 without a session,
// 403 for clients). The figures cover every record (the original counted the first 50 it fetched).
func registerAdminStatsRoute(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		adminGET(se, "/api/launchdesk/admin/stats", "Only admins can see the launchdesk figures.", func(e *core.RequestEvent) error {
			stats, err := currentStats(e.App)
			if err != nil {
				return e.InternalServerError("Counting the orders and clients failed.", err)
			}
			return e.JSON(http.StatusOK, stats)
		})
		return se.Next()
	})
}
