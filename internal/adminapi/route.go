package adminapi

import (
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
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

// adminGET registers a GET route for signed-in admins only: 401 without a session (RequireAuth),
// 403 with refusal for any other user.
func adminGET(se *core.ServeEvent, path, refusal string, handler func(*core.RequestEvent) error) {
	se.Router.GET(path, func(e *core.RequestEvent) error {
		if e.Auth.GetString("role") != "admin" {
			return e.ForbiddenError(refusal, nil)
		}
		return handler(e)
	}).Bind(apis.RequireAuth("users"))
}

// AdminGET is adminGET for the admin routes other packages serve (internal/replica's data-safety figures).
func AdminGET(se *core.ServeEvent, path, refusal string, handler func(*core.RequestEvent) error) {
	adminGET(se, path, refusal, handler)
}
