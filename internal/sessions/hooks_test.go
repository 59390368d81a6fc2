package sessions

import (
	"testing"

	"github.com/pocketbase/pocketbase/core"
)

func TestChangesMadeInThisProcessEndTheSession(t *testing.T) {
	scenarios := []struct {
		name   string
		change func(app core.App, u *core.Record) error
		reason string
	}{
		{"password changed", func(app core.App, u *core.Record) error { u.SetPassword("second-pass-2"); return app.Save(u) }, ReasonPassword},
		{"token key rotated", func(app core.App, u *core.Record) error { u.RefreshTokenKey(); return app.Save(u) }, ReasonSignedOut},
		{"role changed", func(app core.App, u *core.Record) error { u.Set("role", "admin"); return app.Save(u) }, ReasonEnded},
		{"e-mail changed", func(app core.App, u *core.Record) error { u.SetEmail("new@example.com"); return app.Save(u) }, ReasonEmail},
		{"account deleted", func(app core.App, u *core.Record) error { return app.Delete(u) }, ReasonEnded},
	}
	app, c := newApp(t)
	for i, sc := range scenarios {
		t.Run(sc.name, func(t *testing.T) {
			user := newUser(t, app, "ava"+string(rune('a'+i))+"@example.com", "client")
			bystander := connect(t, app, c, newUser(t, app, "ben"+string(rune('a'+i))+"@example.com", "client"))
			client := connect(t, app, c, user)
			if err := sc.change(app, user); err != nil {
				t.Fatal(err)
			}
			if reason := assertRevoked(t, client); reason != sc.reason {
				t.Fatalf("the client was told %q, want %q", reason, sc.reason)
			}
			if bystander.IsDiscarded() || isRevoked(bystander) {
				t.Fatal("another account's session was ended too")
			}
		})
	}
}

func TestHarmlessChangesKeepTheSession(t *testing.T) {
	app, c := newApp(t)
	user := newUser(t, app, "ava@example.com", "client")
	client := connect(t, app, c, user)
	user.Set("name", "Ava Okafor")
	if err := app.Save(user); err != nil {
		t.Fatal(err)
	}
	if n, err := c.run(true); err != nil || n != 0 || client.IsDiscarded() {
		t.Fatalf("a name change revoked %d session(s) (err %v, discarded %v)", n, err, client.IsDiscarded())
	}
}

func TestAnyBroadcastRecordSaveRunsTheCheck(t *testing.T) {
	app, c := newApp(t)
	user := newUser(t, app, "ava@example.com", "client")
	client := connect(t, app, c, user)
	elsewhere(t, app, "UPDATE users SET role = 'admin' WHERE id = {:id}", user.Id)
	newUser(t, app, "someone@example.com", "client") // any record save is about to be broadcast
	assertRevoked(t, client)
}
