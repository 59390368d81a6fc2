package limits

import (
	"fmt"
	"net/http"
	"net/netip"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"

	"launchdesk/internal/access"
)

// mailRoute is a route that e-mails an address: the body field naming it, and whether the route
// serves only signed-in users (PocketBase refuses the others after this limit has run, so they
// must not use up an address's allowance).
type mailRoute struct {
	field    string
	signedIn bool
}

// mailRequestRoutes lists PocketBase's routes that send an account e-mail.
var mailRequestRoutes = map[string]mailRoute{
	"POST /api/collections/{collection}/request-verification":   {field: "email"},
	"POST /api/collections/{collection}/request-password-reset": {field: "email"},
	"POST /api/collections/{collection}/request-otp":            {field: "email"},
	"POST /api/collections/{collection}/request-email-change":   {field: "newEmail", signedIn: true},
}

// mailRequestPriority runs after PocketBase's per-IP rate limiter (-1000) and body limit (-990),
// so that requests refused per IP do not use up an address's allowance.
const mailRequestPriority = -985

// registerMailRequestLimit caps the account e-mails per target address (existing or not, so a 429
// tells nothing about accounts) and per signed-in account, whatever the client's IP. It follows
// the rate limiter's switch (RATE_LIMITS), its excluded IPs and its superuser exemption.
func registerMailRequestLimit(app core.App, cfg Config) {
	counter := newWindowCounter(cfg.MailRequestsPerAddress, cfg.MailRequestsWindow, time.Now)
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.Bind(&hook.Handler[*core.RequestEvent]{
			Id:       "launchdeskMailRequestLimit",
			Priority: mailRequestPriority,
			Func: func(e *core.RequestEvent) error {
				route, ok := mailRequestRoutes[e.Request.Pattern]
				if !ok || (route.signedIn && e.Auth == nil) || exemptFromRateLimits(e) {
					return e.Next()
				}
				info, err := e.RequestInfo()
				if err != nil {
					return e.Next() // PocketBase answers the unreadable body
				}
				address := NormalizeAddress(stringValue(info.Body[route.field]))
				if address == "" {
					return e.Next()
				}
				keys := []string{"address:" + address}
				if e.Auth != nil {
					keys = append(keys, "account:"+e.Auth.Collection().Id+":"+e.Auth.Id)
				}
				if allowed, key := counter.allow(keys...); !allowed {
					return tooManyMails(strings.HasPrefix(key, "account:"), cfg.MailRequestsWindow)
				}
				return e.Next()
			},
		})
		return se.Next()
	})
}

// NormalizeAddress returns the inbox an e-mail address reaches, for counting: trimmed, lower case,
// without a "+tag" in the local part (most providers deliver a+x@ and a+y@ to a@). It returns ""
// for a value that is not shaped like an address.
func NormalizeAddress(raw string) string {
	address := strings.ToLower(strings.TrimSpace(raw))
	at := strings.LastIndex(address, "@")
	if at <= 0 || at == len(address)-1 {
		return ""
	}
	local, domain := address[:at], address[at+1:]
	if plus := strings.Index(local, "+"); plus > 0 {
		local = local[:plus]
	}
	return local + "@" + domain
}

func tooManyMails(perAccount bool, window time.Duration) error {
	who := "this address"
	if perAccount {
		who = "this account"
	}
	return router.NewApiError(
		http.StatusTooManyRequests,
		fmt.Sprintf("Too many e-mails have been requested for %s. Please wait %s and try again.", who, formatWindow(window)),
		nil,
	)
}

func formatWindow(d time.Duration) string {
	switch {
	case d == time.Hour:
		return "an hour"
	case d%time.Hour == 0:
		return fmt.Sprintf("%d hours", int(d/time.Hour))
	case d == time.Minute:
		return "a minute"
	default:
		return fmt.Sprintf("%d minutes", int(d/time.Minute))
	}
}

// exemptFromRateLimits mirrors PocketBase's rate limiter: off when disabled in the settings
// (RATE_LIMITS=off), and never for superusers or the excluded IPs.
func exemptFromRateLimits(e *core.RequestEvent) bool {
	settings := e.App.Settings().RateLimits
	if !settings.Enabled || access.IsSuperuser(e) {
		return true
	}
	ip, err := netip.ParseAddr(e.RealIP())
	if err != nil {
		return false
	}
	for _, item := range settings.ExcludedIPs {
		if prefix, err := netip.ParsePrefix(item); err == nil && prefix.Contains(ip) {
			return true
		}
		if addr, err := netip.ParseAddr(item); err == nil && addr == ip {
			return true
		}
	}
	return false
}

// stringValue is a body value as text: a JSON string, or the first value of a form field.
func stringValue(v any) string {
	switch s := v.(type) {
	case string:
		return s
	case []string:
		if len(s) > 0 {
			return s[0]
		}
	}
	return ""
}
