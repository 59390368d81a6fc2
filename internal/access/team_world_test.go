package access_test

import (
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/testapp"
)

// teamWorld is one brand's team and everyone around it, in a fresh app: the owner (who signed up and made the
// order), a member and a billing member it brought in, a member it removed, the owner of another brand, someone
// with a pending invitation to the brand, a visitor and the studio; and one record of every collection a client
// reaches, all of the brand's one order.
type teamWorld struct {
	app     core.App
	people  map[string]*core.Record // by the table's role names; "visitor" is nil
	records map[string]*core.Record // by collection; "messages" is the public message, "note" the internal one
	order   *core.Record
}

// theRoles are the table's rows, in the order a failure lists them.
var theRoles = []string{"owner", "member", "billing", "removed", "other brand", "invitee", "visitor", "studio"}

func newTeamWorld(t *testing.T, register ...func(core.App)) teamWorld {
	t.Helper()
	app := testapp.New(t, register...)
	w := teamWorld{app: app, people: map[string]*core.Record{}, records: map[string]*core.Record{}}
	save := func(collection string, fields map[string]any) *core.Record {
		return saveRecord(t, app, collection, fields)
	}
	person := func(role, email, userRole string) *core.Record {
		w.people[role] = save("users", map[string]any{"email": email, "name": role, "role": userRole})
		return w.people[role]
	}
	owner := person("owner", "owner@example.com", "client")
	brand := w.membership(t, owner).GetString("brand")
	for _, p := range []struct{ role, email, as string }{
		{"member", "designer@example.com", "member"}, {"billing", "books@example.com", "billing"},
		{"removed", "gone@example.com", "member"},
	} {
		w.join(t, person(p.role, p.email, "client"), brand, p.as)
	}
	if err := app.Delete(w.membership(t, w.people["removed"])); err != nil {
		t.Fatal(err)
	}
	other := person("other brand", "other@example.com", "client")
	save("orders", map[string]any{"title": "Theirs", "description": "Another brand's.", "company_name": "Other",
		"client": other.Id})
	invitee := person("invitee", "invited@example.com", "client")
	save("invitations", map[string]any{"brand": brand, "email": invitee.Email(), "role": "member", "token": "t0k3n",
		"expires": "2099-01-01 00:00:00.000Z", "state": "pending", "invited_by": owner.Id})
	person("studio", "studio@example.com", "admin")
	w.people["visitor"] = nil

	w.order = save("orders", map[string]any{"title": "Store", "description": "A store.", "company_name": "Label",
		"client": owner.Id})
	w.order.Set("status", "in_progress") // the pipeline makes its launch, intake items, payment and history
	if err := app.Save(w.order); err != nil {
		t.Fatal(err)
	}
	w.records["orders"] = w.order
	w.records["messages"] = save("messages", map[string]any{"order": w.order.Id, "author": owner.Id, "body": "Hi"})
	w.records["note"] = save("messages", map[string]any{"order": w.order.Id, "author": w.people["studio"].Id,
		"body": "Pays late", "internal": true})
	// rows no route makes without a whole review or a second payment: written as the routes would store them
	for _, c := range []string{"reviews", "review_items", "testimonials", "extra_payments"} {
		if _, err := app.DB().Insert(c, dbx.Params{"id": c[:4] + "00000000000", "order": w.order.Id}).Execute(); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []string{"order_events", "launches", "intake_items", "payments", "reviews", "review_items",
		"testimonials", "extra_payments", "invitations"} {
		r, err := app.FindFirstRecordByFilter(c, "id != ''")
		if c != "invitations" {
			r, err = app.FindFirstRecordByFilter(c, "order = {:o}", dbx.Params{"o": w.order.Id})
		}
		if err != nil {
			t.Fatalf("%s of the order: %v", c, err)
		}
		w.records[c] = r
	}
	w.records["brands"], _ = app.FindRecordById("brands", brand)
	w.records["memberships"] = w.membership(t, owner)
	w.records["users"] = w.people["member"] // a teammate's account: its name and role, in the thread and the history
	return w
}

func (w teamWorld) membership(t *testing.T, user *core.Record) *core.Record {
	t.Helper()
	m, err := w.app.FindFirstRecordByFilter("memberships", "user = {:u}", dbx.Params{"u": user.Id})
	if err != nil {
		t.Fatalf("membership of %s: %v", user.Email(), err)
	}
	return m
}

// join moves a new account from the brand of one its sign-up made into brand, in role, as accepting an
// invitation does.
func (w teamWorld) join(t *testing.T, user *core.Record, brand, role string) {
	t.Helper()
	own := w.membership(t, user)
	own.Set("brand", brand)
	own.Set("role", role)
	if err := w.app.Save(own); err != nil {
		t.Fatal(err)
	}
}

// with is roles and more, a new list.
func with(roles []string, more ...string) []string { return append(slices.Clone(roles), more...) }

// send makes one request as role (the visitor: none) and answers its status and body.
func (w teamWorld) send(t *testing.T, h http.Handler, role, method, path, body string) (int, string) {
	t.Helper()
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if u := w.people[role]; u != nil {
		token, err := u.NewAuthToken()
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Authorization", token)
	}
	res := httptest.NewRecorder()
	h.ServeHTTP(res, req)
	return res.Code, strings.TrimSpace(res.Body.String())
}
