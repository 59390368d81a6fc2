package sessions

import (
	"encoding/json"
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
	g := newGrant(fresh)
	client.Set(grantKey, g)
	c.granted(g)
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

// assertRevoked checks that the client's session was ended: marked, stripped of its auth and
// subscriptions, sent why (the reason, returned) and then discarded.
func assertRevoked(t *testing.T, client subscriptions.Client) string {
	t.Helper()
	if !isRevoked(client) {
		t.Fatal("the session was not ended")
	}
	if client.Get(apis.RealtimeClientAuthKey) != nil || len(client.Subscriptions()) != 0 {
		t.Fatal("a revoked client kept its auth or subscriptions")
	}
	var reason struct{ Reason string }
	select {
	case msg, ok := <-client.Channel():
		if !ok || msg.Name != SessionTopic {
			t.Fatalf("the revoked client was not told why (got %q, open %v)", msg.Name, ok)
		}
		if err := json.Unmarshal(msg.Data, &reason); err != nil {
			t.Fatal(err)
		}
	case <-time.After(2 * time.Second):
		t.Fatal("the revoked client was sent nothing")
	}
	for deadline := time.Now().Add(time.Second); !client.IsDiscarded(); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the revoked client was not discarded after being told why")
		}
	}
	return reason.Reason
}
