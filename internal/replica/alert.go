package replica

import (
	"html"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// alertStudio queues one e-mail per admin in mail_outbox (kind "ops_alert"); the outbox worker
// delivers it like every other e-mail. Errors are logged: an alert must never fail what raised it.
func alertStudio(app core.App, subject, sentence string) {
	outbox, err := app.FindCachedCollectionByNameOrId("mail_outbox")
	if err != nil {
		app.Logger().Error("replica alert: no outbox", "error", err)
		return
	}
	admins, err := app.FindAllRecords("users", dbx.HashExp{"role": "admin"})
	if err != nil {
		app.Logger().Error("replica alert: listing admins", "error", err)
		return
	}
	for _, admin := range admins {
		row := core.NewRecord(outbox)
		row.Set("kind", "ops_alert")
		row.Set("recipient", admin.Email())
		row.Set("subject", subject)
		row.Set("text", sentence)
		row.Set("html", "<p>"+html.EscapeString(sentence)+"</p>")
		row.Set("state", "queued")
		row.Set("attempts", 0)
		row.Set("next_attempt", time.Now().UTC())
		if err := app.Save(row); err != nil {
			app.Logger().Error("replica alert: queueing", "error", err, "recipient", admin.Email())
		}
	}
}
