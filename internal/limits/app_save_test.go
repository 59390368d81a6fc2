package limits

import (
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/testapp"
)

// The URL rule is a JS hook (pb_hooks/order_validation.pb.js); this checks that it holds for saves
// that never pass through the API.
func TestOrderWebsitesAreCheckedOnAppSave(t *testing.T) {
	app := testapp.New(t)
	users, _ := app.FindCollectionByNameOrId("users")
	client := core.NewRecord(users)
	client.Set("email", "client@example.com")
	client.Set("password", "client-pass-1")
	client.Set("name", "Client")
	client.Set("role", "client")
	if err := app.Save(client); err != nil {
		t.Fatalf("saving the client: %v", err)
	}
	orders, _ := app.FindCollectionByNameOrId("orders")
	newOrder := func(website string) *core.Record {
		o := core.NewRecord(orders)
		o.Load(map[string]any{
			"title": "Store", "description": "A store.", "company_name": "Label", "client": client.Id,
			"current_website": website,
		})
		return o
	}

	for _, link := range []string{"javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:text/html,x", " vbscript:x", "java\nscript:x"} {
		err := app.Save(newOrder(link))
		if err == nil || !strings.Contains(err.Error(), "http:// or https://") {
			t.Errorf("app.Save with current_website %q: err = %v, want the http(s) refusal", link, err)
		}
	}

	good := newOrder("https://store.example.com")
	if err := app.Save(good); err != nil {
		t.Fatalf("app.Save with an https link: %v", err)
	}
	good.Set("current_website", "javascript:alert(1)")
	if err := app.Save(good); err == nil {
		t.Error("an update to a javascript: link was saved")
	}
}
