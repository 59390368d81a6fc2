package sessions

import (
	"testing"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/subscriptions"
)

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
	g := newGrant(stale)
	client.Set(grantKey, g)
	c.granted(g)
	app.SubscriptionsBroker().Register(client)
	if n, _ := c.run(false); n != 1 {
		t.Fatalf("revoked %d, want 1", n)
	}
	assertRevoked(t, client)
}

func TestAccountsOfOtherAuthCollectionsAreReadAtEveryBroadcast(t *testing.T) {
	app, c := newApp(t)
	members := core.NewAuthCollection("members")
	if err := app.Save(members); err != nil {
		t.Fatal(err)
	}
	member := core.NewRecord(members)
	member.SetEmail("mo@example.com")
	member.SetPassword("member-pass-1")
	if err := app.Save(member); err != nil {
		t.Fatal(err)
	}
	client := connect(t, app, c, member)
	if n, err := c.run(false); n != 0 || err != nil {
		t.Fatalf("revoked %d, err %v", n, err)
	}
	elsewhere(t, app, "UPDATE members SET tokenKey = 'rotated-elsewhere' WHERE id = {:id}", member.Id) // no trigger here
	if n, _ := c.run(false); n != 1 {
		t.Fatalf("revoked %d, want 1: the counter does not cover members", n)
	}
	assertRevoked(t, client)
}

func TestSuperuserSessionsAreCheckedToo(t *testing.T) {
	app, c := newApp(t)
	supers, _ := app.FindCollectionByNameOrId(core.CollectionNameSuperusers)
	root := core.NewRecord(supers)
	root.SetEmail("root@example.com")
	root.SetPassword("root-pass-123")
	if err := app.Save(root); err != nil {
		t.Fatal(err)
	}
	client := connect(t, app, c, root)
	if n, err := c.run(true); n != 0 || err != nil {
		t.Fatalf("an unchanged superuser session was revoked (%d, err %v)", n, err)
	}
	elsewhere(t, app, "UPDATE _superusers SET tokenKey = 'rotated-elsewhere' WHERE id = {:id}", root.Id)
	if n, err := c.run(false); n != 1 || err != nil {
		t.Fatalf("revoked %d, err %v; want 1", n, err)
	}
	assertRevoked(t, client)
}

func TestLostAuthIsRevokedAtTheNextCheck(t *testing.T) {
	app, c := newApp(t)
	client := connect(t, app, c, newUser(t, app, "ava@example.com", "client"))
	client.Unset(apis.RealtimeClientAuthKey) // what PocketBase does when an auth collection's secret changes
	if n, _ := c.run(true); n != 1 {
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
