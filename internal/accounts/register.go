// Package accounts holds what concerns the users: the role default and the admins' view of client
// e-mails, the account routes (sign out everywhere), the limit on wrong sign-in codes, and the `admin create`
// command.
package accounts

import (
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// Register binds the users hooks, the account routes and the wrong sign-in code limit.
func Register(app core.App) {
	registerUserHooks(app)
	registerAccountRoutes(app)
	registerCodeLimit(app, time.Now)
}
