// Package portalapi serves the client portal's busiest lists as JSON routes: a client's own orders (My Orders), a
// user's own notifications, and an order's conversation, over indexed SQL with page caches that every write to what
// they show empties. The machinery (page cache, list answer, the orders query) is the admin lists'
// (internal/adminapi).
package portalapi

import "github.com/pocketbase/pocketbase/core"

// Register adds the portal's routes and the invalidation of their caches.
func Register(app core.App) {
	registerPortalOrdersRoute(app)
	registerNotificationsRoute(app)
	registerThreadRoute(app)
	registerCacheInvalidation(app)
}
