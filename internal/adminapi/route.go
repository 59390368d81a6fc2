package adminapi

import (
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/access"
)

// fieldErrors turns field → message into the validation errors PocketBase puts under "data",
// so the UI's error funnel shows each message under its field.
func fieldErrors(messages map[string]string) validation.Errors {
	out := validation.Errors{}
	for field, msg := range messages {
		out[field] = validation.NewError("validation_invalid_"+field, msg)
	}
	return out
}

// adminGET registers a GET route for the studio only (access.RequireStudio): 401 without a session, 403 with
// refusal for anyone else.
func adminGET(se *core.ServeEvent, path, refusal string, handler func(*core.RequestEvent) error) {
	se.Router.GET(path, handler).Bind(access.RequireStudio(refusal))
}

// AdminGET is adminGET for the admin routes other packages serve (internal/replica's data-safety figures).
func AdminGET(se *core.ServeEvent, path, refusal string, handler func(*core.RequestEvent) error) {
	adminGET(se, path, refusal, handler)
}
