package limits

import (
	"fmt"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/access"
)

// registerRecordIDRule refuses a client-chosen id on every record create through the API (REST,
// batch, OAuth2 sign-up), in every collection: ids are the server's, so nobody can pick one that
// collides with, or looks like, another record's. Superusers (the dashboard, imports) may.
func registerRecordIDRule(app core.App) {
	app.OnRecordCreateRequest().BindFunc(func(e *core.RecordRequestEvent) error {
		if access.IsSuperuser(e.RequestEvent) {
			return e.Next()
		}
		info, err := e.RequestInfo()
		if err == nil && chosen(info.Body[core.FieldNameId]) {
			return e.BadRequestError("Record ids are chosen by the server: send the record without an id.", validation.Errors{
				core.FieldNameId: validation.NewError("validation_id_not_allowed", "Leave the id out; the server chooses it."),
			})
		}
		return e.Next()
	})
}

// chosen reports whether a body value is set to anything but nothing or "".
func chosen(v any) bool {
	return v != nil && fmt.Sprint(v) != "" && fmt.Sprint(v) != "[]"
}
