// Package accounts holds what concerns the users: the role default and the admins' view of client
// e-mails, the account routes (sign out everywhere), the limit on wrong sign-in codes, the time zone of a new sign-in's e-mail, and the `admin create`
// command.
package accounts

import (
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// Register binds the users hooks, the account routes, the wrong sign-in code limit and the sign-in zone.
func Register(app core.App) {
	registerUserHooks(app)
	registerAccountRoutes(app)
	registerCodeLimit(app, time.Now)
	registerSignInZone(app)
}
