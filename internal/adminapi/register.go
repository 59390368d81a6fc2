// Package adminapi serves the admin area's JSON routes under /api/launchdesk/admin/* (the orders list, the
// clients page and the dashboard figures), over indexed SQL with caches that every write to what they show
// invalidates. The portal's lists (internal/portalapi) use its page cache and orders query (shared.go).
package adminapi

import "github.com/pocketbase/pocketbase/core"

// Register adds the admin routes, their cache invalidation and the start-up check of the orders
// search index.
func Register(app core.App) {
	registerAdminOrdersRoute(app)
	registerAdminStatsRoute(app)
	registerLaunchStatsRoute(app)
	registerAdminCacheInvalidation(app)
	registerAdminClientsRoute(app)
	registerAdminBrandRoute(app)
	registerOrdersSearchCheck(app)
}
