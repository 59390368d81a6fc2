// Package site serves the website: the embedded React build (precompressed, cached, with the SPA
// fallback and its 404) and the security headers on every response.
package site

import (
	"io/fs"

	"github.com/pocketbase/pocketbase/core"
)

// Register adds the security headers to every response and serves public, the React build
// (Vite output with .br/.gz siblings), as the catch-all route registered last. slots are the values of the build's
// fixed slots (the price: internal/price Slots), written into its pages once at start.
func Register(app core.App, public fs.FS, slots map[string]string) {
	registerSecurityHeaders(app)
	registerStaticRoute(app, public, slots)
}
