package sessions

import (
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/subscriptions"

	"launchdesk/internal/testapp"
)

// newApp returns an app with the repository's migrations (the users role, the change counter) and
// the session checks registered; no HTTP server, so tests call the checker themselves.
func newApp(t testing.TB) (core.App, *checker) {
	t.Helper()
	var c *checker
	app := testapp.New(t, func(app core.App) { c = register(app, time.Hour) })
	return app, c
}

func newUser(t testing.TB, app core.App, email, role string) *core.Record {
	t.Helper()
	users, _ := app.FindCollectionByNameOrId("users")
	u := core.NewRecord(users)
	u.SetEmail(email)
	u.SetPassword("first-pass-1")
	u.Set("role", role)
	u.Set("name", "Test User")
	if err := app.Save(u); err != nil {
		t.Fatal(err)
	}
	return u
}

// connect registers a realtime client subscribed to orders as user, as PocketBase's subscribe route
// followed by this package's hook leaves it.
func connect(t testing.TB, app core.App, c *checker, user *core.Record) subscriptions.Client {
	t.Helper()
	fresh, err := app.FindRecordById(user.Collection(), user.Id)
	if err != nil {
		t.Fatal(err)
	}
	client := subscriptions.NewDefaultClient()
	client.Set(apis.RealtimeClientAuthKey, fresh)
	client.Set(grantKey, newGrant(fresh))
	c.granted()
	client.Subscribe("orders/*")
	app.SubscriptionsBroker().Register(client)
	t.Cleanup(func() { app.SubscriptionsBroker().Unregister(client.Id()) })
	return client
}

// elsewhere writes the database on a connection of its own, behind the app's hooks, as the CLI does
// from another process.
func elsewhere(t testing.TB, app core.App, sql string, id string) {
	t.Helper()
	if _, err := app.NonconcurrentDB().NewQuery(sql).Bind(dbx.Params{"id": id}).Execute(); err != nil {
		t.Fatal(err)
	}
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
	app, c := newApp(t)
	for i, sc := range scenarios {
		t.Run(sc.name, func(t *testing.T) {
			user := newUser(t, app, "ava"+string(rune('a'+i))+"@example.com", "client")
			bystander := connect(t, app, c, newUser(t, app, "ben"+string(rune('a'+i))+"@example.com", "client"))
			client := connect(t, app, c, user)
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

func TestChangesMadeByAnotherProcessEndTheSessionAtTheNextBroadcast(t *testing.T) {
	scenarios := []struct {
		name string
		sql  string
	}{
		{"token key rotated", "UPDATE users SET tokenKey = 'rotated-elsewhere' WHERE id = {:id}"},
		{"role changed", "UPDATE users SET role = 'admin' WHERE id = {:id}"},
		{"account deleted", "DELETE FROM users WHERE id = {:id}"},
	}
	app, c := newApp(t)
	for i, sc := range scenarios {
		t.Run(sc.name, func(t *testing.T) {
			user := newUser(t, app, "ava"+string(rune('a'+i))+"@example.com", "client")
			client := connect(t, app, c, user)
			if n, _ := c.run(false); n != 0 {
				t.Fatalf("the check revoked %d session(s) before any change", n)
			}
			elsewhere(t, app, sc.sql, user.Id)
			if client.IsDiscarded() {
				t.Fatal("revoked before any check ran: the test does not model another process")
			}
			if n, err := c.run(false); err != nil || n != 1 {
				t.Fatalf("the check before a broadcast revoked %d session(s), err %v; want 1", n, err)
			}
			assertRevoked(t, client)
		})
	}
}

// TestTheCounterSparesTheAccountQuery proves the broadcast check reads the accounts only when the
// counter moved or someone subscribed: with the triggers gone, a change it cannot see is left to
// the sweep.
func TestTheCounterSparesTheAccountQuery(t *testing.T) {
	app, c := newApp(t)
	user := newUser(t, app, "ava@example.com", "client")
	client := connect(t, app, c, user)
	if _, err := app.NonconcurrentDB().NewQuery("DROP TRIGGER _launchdesk_auth_changes_users_update").Execute(); err != nil {
		t.Fatal(err)
	}
	if n, err := c.run(false); n != 0 || err != nil { // the new grant forces a full check
		t.Fatalf("revoked %d, err %v", n, err)
	}
	elsewhere(t, app, "UPDATE users SET role = 'admin' WHERE id = {:id}", user.Id)
	if n, _ := c.run(false); n != 0 {
		t.Fatalf("with the counter unchanged the broadcast check still read the accounts (revoked %d)", n)
	}
	if n, _ := c.run(true); n != 1 {
		t.Fatalf("the sweep revoked %d, want 1", n)
	}
	assertRevoked(t, client)
}

func TestANewSubscriptionIsCheckedEvenWhenTheCounterDidNotMove(t *testing.T) {
	app, c := newApp(t)
	user := newUser(t, app, "ava@example.com", "client")
	if n, err := c.run(false); n != 0 || err != nil {
		t.Fatalf("revoked %d, err %v", n, err)
	}
	stale, _ := app.FindRecordById("users", user.Id)
	elsewhere(t, app, "UPDATE _launchdesk_auth_changes SET version = version - 1", "") // as if nothing moved
	elsewhere(t, app, "UPDATE users SET role = 'admin' WHERE id = {:id}", user.Id)
	client := subscriptions.NewDefaultClient() // subscribed with a record read before the change
	client.Set(apis.RealtimeClientAuthKey, stale)
	client.Set(grantKey, newGrant(stale))
	c.granted()
	app.SubscriptionsBroker().Register(client)
	if n, _ := c.run(false); n != 1 {
		t.Fatalf("revoked %d, want 1", n)
	}
	assertRevoked(t, client)
}

func TestAnyBroadcastRecordSaveRunsTheCheck(t *testing.T) {
	app, c := newApp(t)
	user := newUser(t, app, "ava@example.com", "client")
	client := connect(t, app, c, user)
	elsewhere(t, app, "UPDATE users SET role = 'admin' WHERE id = {:id}", user.Id)
	newUser(t, app, "someone@example.com", "client") // any record save is about to be broadcast
	assertRevoked(t, client)
}

func TestLostAuthIsRevokedAtTheNextCheck(t *testing.T) {
	app, c := newApp(t)
	client := connect(t, app, c, newUser(t, app, "ava@example.com", "client"))
	client.Unset(apis.RealtimeClientAuthKey) // what PocketBase does when an auth collection's secret changes
	if n, _ := c.run(false); n != 1 {
		t.Fatalf("revoked %d, want 1", n)
	}
	assertRevoked(t, client)
}

func TestGuestsAreLeftAlone(t *testing.T) {
	app, c := newApp(t)
	guest := subscriptions.NewDefaultClient()
	guest.Subscribe("orders/*")
	app.SubscriptionsBroker().Register(guest)
	if n, err := c.run(true); n != 0 || err != nil || guest.IsDiscarded() {
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
