package access_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"launchdesk/internal/testapp"
)

// Every role of the permission table writes, by REST and by batch, what its role allows and nothing else: a message
// on the brand's order (those who work on it, and the studio), an edit of the owner's own message (its author alone),
// the order's provider fields (the studio alone) and a new order (a client who works for its brand: another brand's
// owner and a pending invitee each own a brand of one; the billing member works for none, and the removed member of
// this table's world belongs to none, its membership deleted).
func TestEveryRoleWritesByRESTAndBatchWhatItsRoleAllows(t *testing.T) {
	w := newTeamWorld(t)
	settings := w.app.Settings()
	settings.Batch.Enabled, settings.Batch.MaxRequests = true, 5
	settings.RateLimits.Enabled = false // the table sends some forty batches in a second
	if err := w.app.Save(settings); err != nil {
		t.Fatal(err)
	}
	h := testapp.Handler(t, w.app)
	owned := []string{"owner", "member", "other brand", "invitee"}
	cases := []struct {
		name, method, path, body string
		in                       []string
	}{
		{"a message on the brand's order", "POST", "/api/collections/messages/records",
			`{"order":"` + w.order.Id + `","body":"Hello"}`, with(mayDo["work"], "studio")},
		{"an edit of the owner's message", "PATCH", "/api/collections/messages/records/" + w.records["messages"].Id,
			`{"body":"Edited"}`, []string{"owner"}},
		{"the order's priority", "PATCH", "/api/collections/orders/records/" + w.order.Id, `{"priority":"high"}`, []string{"studio"}},
		{"a new order", "POST", "/api/collections/orders/records",
			`{"title":"New","description":"A store.","company_name":"Label","client":"{me}"}`, owned},
	}
	for _, c := range cases {
		for _, role := range theRoles {
			me := ""
			if u := w.people[role]; u != nil {
				me = u.Id
			}
			body := strings.ReplaceAll(c.body, "{me}", me)
			batch := fmt.Sprintf(`{"requests":[{"method":%q,"url":%q,"body":%s}]}`, c.method, c.path, body)
			for _, way := range []struct{ method, path, body string }{{c.method, c.path, body}, {"POST", "/api/batch", batch}} {
				code, answer := w.send(t, h, role, way.method, way.path, way.body)
				if (code == 200) != slices.Contains(c.in, role) {
					t.Errorf("%s by %s %s as %s: %d %s", c.name, way.method, way.path, role, code, answer)
				}
			}
		}
	}
}
