package access

import (
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// RequireStudio is the middleware of a studio route: 401 without a session, 403 with refusal for anyone who is
// not the studio (an admin and a superuser pass alike).
func RequireStudio(refusal string) *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id: "launchdeskRequireStudio",
		Func: func(e *core.RequestEvent) error {
			if e.Auth == nil {
				return e.UnauthorizedError("Sign in as the studio to continue.", nil)
			}
			if !IsStudio(e.App, e.Auth) {
				return e.ForbiddenError(refusal, nil)
			}
			return e.Next()
		},
	}
}
