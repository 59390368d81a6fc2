package adminapi

import (
	"net/http"

	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/memo"
)

// adminStats are the true totals behind the admin dashboard and users page.
type adminStats struct {
	TotalOrders     int `db:"totalOrders" json:"totalOrders"`
	PendingApproval int `db:"pendingApproval" json:"pendingApproval"`
	InProgress      int `db:"inProgress" json:"inProgress"`
	Completed       int `db:"completed" json:"completed"`
	// Cancelled orders are closed, never open: neither pending nor in progress (docs/decisions.md §27).
	Cancelled     int `db:"cancelled" json:"cancelled"`
	TotalClients  int `db:"totalClients" json:"totalClients"`
	ActiveClients int `db:"activeClients" json:"activeClients"`
}

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
		s := adminStats{}
		if err := app.DB().NewQuery(adminStatsSQL).One(&s); err != nil {
			return s, err
		}
		s.Completed = s.TotalOrders - s.PendingApproval - s.InProgress - s.Cancelled
		return s, nil
	})
}

// statusCount returns the cached number of orders with status ("" for all).
func (s adminStats) statusCount(status string) int {
	switch status {
	case "pending_approval":
		return s.PendingApproval
	case "in_progress":
		return s.InProgress
	case "completed":
		return s.Completed
	case "cancelled":
		return s.Cancelled
	}
	return s.TotalOrders
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
