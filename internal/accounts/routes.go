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
			// e.Auth was loaded when the request began: saving it would write back every field as it was then
			// (a password changed meanwhile would return to the old one). The account is read again in the
			// write's transaction and only its token key changes.
			err := e.App.RunInTransaction(func(tx core.App) error {
				user, err := tx.FindRecordById(e.Auth.Collection(), e.Auth.Id)
				if err != nil {
					return err
				}
				user.RefreshTokenKey()
				return tx.Save(user)
			})
			if err != nil {
				return e.InternalServerError("Signing out everywhere failed. Please try again.", err)
			}
			return e.NoContent(http.StatusNoContent)
		}).Bind(apis.RequireAuth("users"))
		return se.Next()
	})
}
