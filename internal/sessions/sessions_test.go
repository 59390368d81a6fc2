package sessions

import (
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	_ "github.com/pocketbase/pocketbase/migrations" // the system collections, users among them
	"github.com/pocketbase/pocketbase/tools/subscriptions"
)

// newApp returns a bootstrapped app with PocketBase's users collection plus a role field, and the
// session checks registered (no HTTP server: the sweep is driven by calling checkClients).
func newApp(t *testing.T) core.App {
	t.Helper()
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: t.TempDir()})
	if err := app.Bootstrap(); err != nil {
		t.Fatal(err)
	}
	if err := app.RunAllMigrations(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = app.ResetBootstrapState() })
	users, err := app.FindCollectionByNameOrId("users")
	if err != nil {
		t.Fatal(err)
	}
	users.Fields.Add(&core.SelectField{Name: "role", Values: []string{"client", "admin"}, MaxSelect: 1})
	if err := app.Save(users); err != nil {
		t.Fatal(err)
	}
	register(app, time.Hour)
	return app
}

func newUser(t *testing.T, app core.App, email, role string) *core.Record {
	t.Helper()
	users, _ := app.FindCollectionByNameOrId("users")
	u := core.NewRecord(users)
	u.SetEmail(email)
	u.SetPassword("first-pass-1")
	u.Set("role", role)
	if err := app.Save(u); err != nil {
		t.Fatal(err)
	}
	return u
}

// connect registers a realtime client subscribed to orders as user, as PocketBase's subscribe
// route followed by this package's hook would leave it.
func connect(t *testing.T, app core.App, user *core.Record) subscriptions.Client {
	t.Helper()
	fresh, err := app.FindRecordById("users", user.Id)
	if err != nil {
		t.Fatal(err)
	}
	client := subscriptions.NewDefaultClient()
	client.Set(apis.RealtimeClientAuthKey, fresh)
	client.Set(grantKey, newGrant(fresh))
	client.Subscribe("orders/*")
	app.SubscriptionsBroker().Register(client)
	t.Cleanup(func() { app.SubscriptionsBroker().Unregister(client.Id()) })
	return client
}

func TestChangesMadeInThisProcessEndTheSession(t *testing.T) {
	scenarios := []struct {
		name   string
		change func(app core.App, u *core.Record) error
	}{
		{"password changed", func(app core.App, u *core.Record) error { u.SetPassword("second-pass-2"); return app.Save(u) }},
		{"token key rotated", func(app core.App, u *core.Record) error { u.RefreshTokenKey(); return app.Save(u) }},
		{"role changed", func(app core.App, u *core.Record) error { u.Set("role", "admin"); return app.Save(u) }},
		{"e-mail changed", func(app core.App, u *core.Record) error { u.SetEmail("new@example.com"); return app.Save(u) }},
		{"account deleted", func(app core.App, u *core.Record) error { return app.Delete(u) }},
	}
	for _, sc := range scenarios {
		t.Run(sc.name, func(t *testing.T) {
			app := newApp(t)
			user := newUser(t, app, "ava@example.com", "client")
			bystander := connect(t, app, newUser(t, app, "ben@example.com", "client"))
			client := connect(t, app, user)
			if err := sc.change(app, user); err != nil {
				t.Fatal(err)
			}
			assertRevoked(t, client)
			if bystander.IsDiscarded() || isRevoked(bystander) {
				t.Fatal("another account's session was ended too")
			}
		})
	}
}

func TestHarmlessChangesKeepTheSession(t *testing.T) {
	app := newApp(t)
	user := newUser(t, app, "ava@example.com", "client")
	client := connect(t, app, user)
	user.Set("name", "Ava Okafor")
	if err := app.Save(user); err != nil {
		t.Fatal(err)
	}
	if n, err := checkClients(app); err != nil || n != 0 || client.IsDiscarded() {
		t.Fatalf("a name change revoked %d session(s) (err %v, discarded %v)", n, err, client.IsDiscarded())
	}
}

// TestChangesMadeByAnotherProcessEndTheSession writes the database behind the app's back, as the
// CLI does from its own process: no hook of this app runs, only the next check can see it.
func TestChangesMadeByAnotherProcessEndTheSession(t *testing.T) {
	scenarios := []struct {
		name string
		sql  string
	}{
		{"token key rotated", "UPDATE users SET tokenKey = 'rotated-elsewhere' WHERE id = {:id}"},
		{"role changed", "UPDATE users SET role = 'admin' WHERE id = {:id}"},
		{"account deleted", "DELETE FROM users WHERE id = {:id}"},
	}
	for _, sc := range scenarios {
		t.Run(sc.name, func(t *testing.T) {
			app := newApp(t)
			user := newUser(t, app, "ava@example.com", "client")
			client := connect(t, app, user)
			if n, _ := checkClients(app); n != 0 {
				t.Fatalf("the check revoked %d session(s) before any change", n)
			}
			if _, err := app.NonconcurrentDB().NewQuery(sc.sql).Bind(dbx.Params{"id": user.Id}).Execute(); err != nil {
				t.Fatal(err)
			}
			if client.IsDiscarded() {
				t.Fatal("revoked before any check ran: the test does not model another process")
			}
			if n, err := checkClients(app); err != nil || n != 1 {
				t.Fatalf("the check revoked %d session(s), err %v; want 1", n, err)
			}
			assertRevoked(t, client)
		})
	}
}

func TestAnyBroadcastRecordSaveRunsTheCheck(t *testing.T) {
	app := newApp(t)
	user := newUser(t, app, "ava@example.com", "client")
	client := connect(t, app, user)
	if _, err := app.NonconcurrentDB().NewQuery("UPDATE users SET role = 'admin' WHERE id = {:id}").
		Bind(dbx.Params{"id": user.Id}).Execute(); err != nil {
		t.Fatal(err)
	}
	newUser(t, app, "someone@example.com", "client") // any record save is about to be broadcast
	assertRevoked(t, client)
}

func TestLostAuthIsRevokedAtTheNextCheck(t *testing.T) {
	app := newApp(t)
	client := connect(t, app, newUser(t, app, "ava@example.com", "client"))
	client.Unset(apis.RealtimeClientAuthKey) // what PocketBase does when an auth collection's secret changes
	if n, _ := checkClients(app); n != 1 {
		t.Fatalf("revoked %d, want 1", n)
	}
	assertRevoked(t, client)
}

func TestGuestsAreLeftAlone(t *testing.T) {
	app := newApp(t)
	guest := subscriptions.NewDefaultClient()
	guest.Subscribe("orders/*")
	app.SubscriptionsBroker().Register(guest)
	if n, err := checkClients(app); n != 0 || err != nil || guest.IsDiscarded() {
		t.Fatalf("a guest was revoked: n=%d err=%v", n, err)
	}
}

func assertRevoked(t *testing.T, client subscriptions.Client) {
	t.Helper()
	if !client.IsDiscarded() || !isRevoked(client) {
		t.Fatalf("the session was not ended (discarded %v, revoked %v)", client.IsDiscarded(), isRevoked(client))
	}
	if client.Get(apis.RealtimeClientAuthKey) != nil || len(client.Subscriptions()) != 0 {
		t.Fatal("a revoked client kept its auth or subscriptions")
	}
}
