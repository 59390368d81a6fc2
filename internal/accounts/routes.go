package accounts

import (
	"net/http"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
)

// registerAccountRoutes adds POST /api/launchdesk/sign-out-everywhere: it rotates the
// signed-in user's token key, which invalidates every token issued to that user so far
// (other browsers and devices are signed out at their next request).
func registerAccountRoutes(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.POST("/api/launchdesk/sign-out-everywhere", func(e *core.RequestEvent) error {
			user := e.Auth // loaded from the database for this request by RequireAuth
			user.RefreshTokenKey()
			if err := e.App.Save(user); err != nil {
				return e.InternalServerError("Signing out everywhere failed. Please try again.", err)
			}
			return e.NoContent(http.StatusNoContent)
		}).Bind(apis.RequireAuth("users"))
		return se.Next()
	})
}
