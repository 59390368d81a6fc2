package accounts

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/testapp"
)

// TestSignOutEverywhereKeepsAPasswordChangedMeanwhile: the route rotates the token key of the account as it is
// stored when the route writes, not of the copy loaded with the request's sign-in. A password change that lands in
// between (another tab) stays, instead of the old password coming back with the rotated key.
func TestSignOutEverywhereKeepsAPasswordChangedMeanwhile(t *testing.T) {
	app := testapp.New(t, Register)
	client := newClient(t, app)
	token, err := client.NewAuthToken()
	if err != nil {
		t.Fatal(err)
	}
	changed := ""
	handler := testapp.Handler(t, app, func(se *core.ServeEvent) {
		// the pause point: after the sign-in was loaded (PocketBase's middleware runs first), before the route
		se.Router.BindFunc(func(e *core.RequestEvent) error {
			if e.Auth != nil && e.Request.URL.Path == "/api/launchdesk/sign-out-everywhere" {
				fresh, err := app.FindRecordById("users", e.Auth.Id)
				if err != nil {
					return err
				}
				fresh.SetPassword("changed-in-another-tab")
				if err := app.Save(fresh); err != nil {
					return err
				}
				changed = fresh.TokenKey()
			}
			return e.Next()
		})
	})

	req := httptest.NewRequest(http.MethodPost, "/api/launchdesk/sign-out-everywhere", nil)
	req.Header.Set("Authorization", token)
	res := httptest.NewRecorder()
	handler.ServeHTTP(res, req)
	if res.Code != http.StatusNoContent {
		t.Fatalf("sign out everywhere: %d %s", res.Code, res.Body.String())
	}
	if changed == "" {
		t.Fatal("the password change did not land between the sign-in and the write")
	}

	stored, err := app.FindRecordById("users", client.Id)
	if err != nil {
		t.Fatal(err)
	}
	if !stored.ValidatePassword("changed-in-another-tab") {
		t.Error("the password changed meanwhile was overwritten with the old one")
	}
	if stored.TokenKey() == client.TokenKey() || stored.TokenKey() == changed {
		t.Error("the token key was not rotated after the password change")
	}
}
