// Package adminapi serves the admin area's JSON routes under /api/launchdesk/admin/* (the orders list, the
// clients page and the dashboard figures) and the portal's busiest lists (a client's orders, a user's
// notifications, an order's conversation), over indexed SQL with caches that every write to what they show
// invalidates.
package adminapi

import "github.com/pocketbase/pocketbase/core"

// Register adds the admin routes, their cache invalidation and the start-up check of the orders
// search index.
func Register(app core.App) {
	registerAdminOrdersRoute(app)
	registerPortalOrdersRoute(app)
	registerNotificationsRoute(app)
	registerThreadRoute(app)
	registerAdminStatsRoute(app)
	registerLaunchStatsRoute(app)
	registerAdminCacheInvalidation(app)
	registerAdminClientsRoute(app)
	registerOrdersSearchCheck(app)
}
