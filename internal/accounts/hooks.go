package accounts

import (
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/access"
)

// registerUserHooks makes every new account a client unless a role is set (only the CLI sets
// admin; the API rules refuse anything but client), and lets the studio (access.IsStudio) see client e-mails:
// the rules already limit who can read a user (itself, or an admin); this only lifts PocketBase's
// emailVisibility mask for the studio, in lists and expands alike. In Go rather than a JS hook: the
// enrich hook runs for every user record the API returns, the hottest path there is.
func registerUserHooks(app core.App) {
	app.OnRecordCreate("users").BindFunc(func(e *core.RecordEvent) error {
		if e.Record.GetString("role") == "" {
			e.Record.Set("role", "client")
		}
		return e.Next()
	})
	app.OnRecordEnrich("users").BindFunc(func(e *core.RecordEnrichEvent) error {
		if e.RequestInfo != nil && access.IsStudio(e.App, e.RequestInfo.Auth) {
			e.Record.IgnoreEmailVisibility(true)
		}
		return e.Next()
	})
}
