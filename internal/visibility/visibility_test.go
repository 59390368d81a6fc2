package visibility

import (
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/testapp"
)

func TestCollaboratorCodeIsTheStudiosAlone(t *testing.T) {
	app := testapp.New(t, Register)
	users, err := app.FindCollectionByNameOrId("users")
	if err != nil {
		t.Fatal(err)
	}
	superusers, err := app.FindCollectionByNameOrId(core.CollectionNameSuperusers)
	if err != nil {
		t.Fatal(err)
	}
	user := func(role string) *core.Record {
		u := core.NewRecord(users)
		u.Set("role", role)
		return u
	}
	cases := []struct {
		name  string
		info  *core.RequestInfo
		shown bool
	}{
		{"no request (a Go caller)", nil, false},
		{"anonymous", &core.RequestInfo{}, false},
		{"a client", &core.RequestInfo{Auth: user("client")}, false},
		{"an account without a role", &core.RequestInfo{Auth: user("")}, false},
		{"an admin", &core.RequestInfo{Auth: user("admin")}, true},
		{"a superuser", &core.RequestInfo{Auth: core.NewRecord(superusers)}, true},
	}
	orders, err := app.FindCollectionByNameOrId("orders")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			order := core.NewRecord(orders)
			order.Set("title", "Store")
			order.Set("collaborator_code", "7731")
			event := &core.RecordEnrichEvent{App: app, RequestInfo: c.info}
			event.Record = order
			if err := app.OnRecordEnrich().Trigger(event); err != nil {
				t.Fatal(err)
			}
			export := order.PublicExport()
			if _, shown := export["collaborator_code"]; shown != c.shown {
				t.Fatalf("collaborator_code shown = %v, want %v (%v)", shown, c.shown, export)
			}
			if export["title"] != "Store" {
				t.Fatalf("the other fields must stay: %v", export)
			}
		})
	}
}
