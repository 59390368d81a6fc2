package queryguard

import (
	"testing"

	"launchdesk/internal/testapp"
)

func TestFilterProblem(t *testing.T) {
	app := testapp.New(t)
	cases := []struct {
		collection, filter, want string
	}{
		{"orders", `status = "pending_approval" && title ~ "x"`, ""},
		{"orders", `client.name ~ "Ava" && client.role = "client"`, ""},
		{"orders", `messages_via_order.body !~ "secret"`, "messages_via_order"},
		{"orders", `(status = "x" || (messages_via_order.internal = false))`, "messages_via_order"},
		{"orders", `message_reads_via_order.last_read:each > "2020"`, "message_reads_via_order"},
		{"users", `orders_via_client.messages_via_order.body ~ "x"`, "orders_via_client"},
		{"launches", `order.messages_via_order.body:length > 0`, "messages_via_order"},
		{"orders", `@collection.messages.body ?= "x"`, ""}, // PocketBase's own 403
		{"orders", `@request.auth.orders_via_client.title = "x"`, "orders_via_client"},
		{"orders", `@request.auth.id != "" && @request.auth.role = "client"`, ""},
		{"orders", `created > @now && @request.query.x = "messages_via_order"`, ""},
		{"orders", `title = "messages_via_order.body"`, ""},
		{"orders", `strftime('%Y', messages_via_order.created) = "2026"`, "messages_via_order"},
		{"orders", `title = `, ""}, // unparsable: PocketBase refuses it itself
	}
	for _, c := range cases {
		base, err := app.FindCollectionByNameOrId(c.collection)
		if err != nil {
			t.Fatal(err)
		}
		if got := filterProblem(app, base, c.filter); got != c.want {
			t.Errorf("%s: filterProblem(%q) = %q, want %q", c.collection, c.filter, got, c.want)
		}
	}
}

func TestSortProblem(t *testing.T) {
	app := testapp.New(t)
	orders, err := app.FindCollectionByNameOrId("orders")
	if err != nil {
		t.Fatal(err)
	}
	for sort, want := range map[string]string{
		"-created,-id":                     "",
		"@random":                          "",
		"client.name,-created":             "",
		"-messages_via_order.created":      "messages_via_order",
		"title,+launches_via_order.due_at": "launches_via_order",
	} {
		if got := sortProblem(app, orders, sort); got != want {
			t.Errorf("sortProblem(%q) = %q, want %q", sort, got, want)
		}
	}
}
