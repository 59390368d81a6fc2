package access_test

import (
	"slices"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/access"
	"launchdesk/internal/testapp"
)

// readers is a client with an order and a thread on it (one message, one internal note), another client, an admin
// and a superuser, saved in a fresh app.
type readers struct {
	app                              core.App
	client, other, admin, su, nobody *core.RequestInfo
	order                            *core.Record
	message, note                    string
}

// saveRecord saves a record of collection with fields in app (an account with a password), failing the test
// otherwise.
func saveRecord(t *testing.T, app core.App, collection string, fields map[string]any) *core.Record {
	t.Helper()
	c, err := app.FindCollectionByNameOrId(collection)
	if err != nil {
		t.Fatal(err)
	}
	r := core.NewRecord(c)
	r.Load(fields)
	if c.IsAuth() {
		r.SetPassword("a-long-password-1")
	}
	if err := app.Save(r); err != nil {
		t.Fatalf("%s: %v", collection, err)
	}
	return r
}

func newReaders(t *testing.T) readers {
	t.Helper()
	app := testapp.New(t)
	save := func(collection string, fields map[string]any) *core.Record {
		return saveRecord(t, app, collection, fields)
	}
	user := func(email, role string) *core.Record {
		return save("users", map[string]any{"email": email, "name": "Someone", "role": role})
	}
	client, other, admin := user("a@example.com", "client"), user("b@example.com", "client"), user("s@example.com", "admin")
	su := save(core.CollectionNameSuperusers, map[string]any{"email": "root@example.com"})
	order := save("orders", map[string]any{"title": "Store", "description": "A store.", "company_name": "Label",
		"client": client.Id, "status": "in_progress"})
	message := save("messages", map[string]any{"order": order.Id, "author": client.Id, "body": "Hello"})
	note := save("messages", map[string]any{"order": order.Id, "author": admin.Id, "body": "Pays late", "internal": true})
	as := func(auth *core.Record) *core.RequestInfo { return &core.RequestInfo{Auth: auth} }
	return readers{app: app, client: as(client), other: as(other), admin: as(admin), su: as(su), nobody: &core.RequestInfo{},
		order: order, message: message.Id, note: note.Id}
}

func TestAnOrderIsReadByItsClientAndTheStudioAlone(t *testing.T) {
	w := newReaders(t)
	cases := []struct {
		name         string
		info         *core.RequestInfo
		reads, isFor bool
	}{
		{"its client", w.client, true, true},
		{"another client", w.other, false, false},
		{"an admin", w.admin, true, false},
		{"a superuser", w.su, true, false},
		{"a visitor", w.nobody, false, false},
	}
	for _, c := range cases {
		order, err := access.ReadableOrder(w.app, c.info, w.order.Id)
		if err != nil {
			t.Fatal(err)
		}
		if (order != nil) != c.reads {
			t.Errorf("%s: ReadableOrder = %v, want readable %v", c.name, order, c.reads)
		}
		if got := access.May(w.app, c.info.Auth, w.order, access.Pay); got != c.isFor {
			t.Errorf("%s: May pay = %v, want %v", c.name, got, c.isFor)
		}
		if missing, err := access.ReadableOrder(w.app, c.info, "nosuchorder0000"); missing != nil || err != nil {
			t.Errorf("%s: a missing order: %v, %v", c.name, missing, err)
		}
	}
}

// Narrow applies the messages rule as the records list does: a client never lists an internal note.
func TestNarrowListsWhatTheRuleLets(t *testing.T) {
	w := newReaders(t)
	messages, err := w.app.FindCollectionByNameOrId("messages")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name string
		info *core.RequestInfo
		want []string
	}{
		{"its client", w.client, []string{w.message}},
		{"another client", w.other, nil},
		{"an admin", w.admin, []string{w.message, w.note}},
		{"a superuser", w.su, []string{w.message, w.note}},
		{"a visitor", w.nobody, nil},
	}
	for _, c := range cases {
		var got []string
		query := w.app.DB().Select("messages.id").From("messages")
		if err := access.Narrow(w.app, query, messages, c.info); err != nil {
			t.Fatal(err)
		}
		if err := query.Column(&got); err != nil {
			t.Fatal(err)
		}
		slices.Sort(got)
		want := slices.Clone(c.want)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%s: listed %v, want %v", c.name, got, want)
		}
	}
}
