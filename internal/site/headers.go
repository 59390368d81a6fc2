package site

import (
	"net/http"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// contentSecurityPolicy allows only same-origin scripts (no inline script but by its hash, no eval) and
// forbids framing. Inline styles stay allowed: the toast library injects a <style> element.
const contentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; manifest-src 'self'; " +
	"object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

// policyWithScripts is the site's policy letting the inline scripts with these hashes run too (a prerendered
// shell's request script, internal/site/prerendered.go): those and no other.
func policyWithScripts(hashes []string) string {
	return strings.Replace(contentSecurityPolicy, "script-src 'self'", "script-src 'self' "+strings.Join(hashes, " "), 1)
}

// fileContentSecurityPolicy is for uploaded files (/api/files/...): nothing in them may run or
// load anything, so an uploaded SVG or HTML file stays inert even when opened directly. It is
// PocketBase's own policy for files, which the site policy above would otherwise replace.
const fileContentSecurityPolicy = "default-src 'none'; media-src 'self'; style-src 'unsafe-inline'; sandbox"

// hstsValue asks browsers to use HTTPS for a year once they have seen the site over HTTPS.
const hstsValue = "max-age=31536000; includeSubDomains"

// setSecurityHeaders writes the headers every response carries. PocketBase's own dashboard
// (/_/) ships inline scripts and styles, so it keeps its own defaults apart from the CSP.
func setSecurityHeaders(h http.Header, r *http.Request) {
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Cross-Origin-Opener-Policy", "same-origin")
	h.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()")
	switch {
	case strings.HasPrefix(r.URL.Path, "/api/files/"):
		h.Set("Content-Security-Policy", fileContentSecurityPolicy)
	case !strings.HasPrefix(r.URL.Path, "/_/"):
		h.Set("Content-Security-Policy", contentSecurityPolicy)
	}
	if r.TLS != nil {
		h.Set("Strict-Transport-Security", hstsValue)
	}
}

// registerSecurityHeaders adds the headers to every response, API and static alike.
func registerSecurityHeaders(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.Bind(&hook.Handler[*core.RequestEvent]{
			Id: "launchdeskSecurityHeaders",
			Func: func(e *core.RequestEvent) error {
				setSecurityHeaders(e.Response.Header(), e.Request)
				return e.Next()
			},
			Priority: -1000, // before PocketBase's own middlewares, so error responses carry them too
		})
		return se.Next()
	})
}
