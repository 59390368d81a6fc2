// Package accounts holds what concerns the users: the role default and the admins' view of client
// e-mails, the account routes (sign out everywhere), and the `admin create` command.
package accounts

import "github.com/pocketbase/pocketbase/core"

// Register binds the users hooks and the account routes.
func Register(app core.App) {
	registerUserHooks(app)
	registerAccountRoutes(app)
}
