package replica

import (
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/hookjs"
)

// alert is what went wrong with the data's copies as pb_hooks/lib/mail/ops_alert.js takes it (OpsAlert): the event
// and its facts, never a sentence (the words are the hooks').
type alert map[string]any

// alertStudio has the hooks queue a's e-mail to every admin (pb_hooks/lib/ops_alerts.js, kind "ops_alert", laid out
// by lib/mail/ like every e-mail); the outbox worker delivers it. The hooks' module runs in a runtime of its own
// (internal/hookjs): no hook needs to run, and a broken replica does not stop the local database it writes to.
// Errors are logged: an alert must never fail what raised it.
func alertStudio(app core.App, a alert) {
	if _, err := hookjs.Call(app, "lib/ops_alerts.js", "queueOpsAlert", app, map[string]any(a)); err != nil {
		app.Logger().Error("replica alert: queueing the studio's e-mail", "error", err, "alert", a)
	}
}
