package access_test

import (
	"encoding/json"
	"net/http/httptest"
	"slices"
	"testing"

	"launchdesk/internal/portalapi"
	"launchdesk/internal/teams"
	"launchdesk/internal/testapp"
)

// routeCase is one of the portal's Go routes with the status each role gets: the routes ask the same rules and
// teams.json as the records API, so each must answer the permission table's roles as whoReads and mayDo say.
type routeCase struct {
	name, method, path string
	body               string
	ok                 []string // the roles answered 200; visitors get 401, the others refusedAs
	refusedAs          int
}

func TestEveryRoleGetsFromTheRoutesWhatItsRoleAllows(t *testing.T) {
	w := newTeamWorld(t, portalapi.Register, teams.Register)
	h := testapp.Handler(t, w.app)
	order := w.order.Id
	cases := []routeCase{
		{"the thread", "GET", "/api/launchdesk/orders/" + order + "/messages", "", whoReads["messages"], 404},
		{"the order's card", "GET", "/api/launchdesk/portal/orders/" + order, "", mayDo["see"], 404},
		{"inviting", "POST", "/api/launchdesk/team/invitations", `{"email":"new@example.com","role":"member"}`,
			[]string{"owner", "other brand", "invitee"}, 403}, // another brand's owner invites into its own brand
	}
	for _, c := range cases {
		for _, role := range theRoles {
			code, answer := w.send(t, h, role, c.method, c.path, c.body)
			want := c.refusedAs
			switch {
			case role == "visitor":
				want = 401
			case slices.Contains(c.ok, role):
				want = 200
			case role == "studio" && c.refusedAs == 403:
				want = 403
			}
			if code != want {
				t.Errorf("%s as %s: %d, want %d (%s)", c.name, role, code, want, answer)
			}
		}
	}
	// My Orders lists the brand's order to every role that sees it, and nothing to anyone else
	for _, role := range theRoles[:len(theRoles)-2] { // the visitor and the studio aside
		req := httptest.NewRequest("GET", "/api/launchdesk/portal/orders", nil)
		token, _ := w.people[role].NewAuthToken()
		req.Header.Set("Authorization", token)
		res := httptest.NewRecorder()
		h.ServeHTTP(res, req)
		var page struct {
			Items []struct{ ID string } `json:"items"`
		}
		_ = json.Unmarshal(res.Body.Bytes(), &page)
		listed := len(page.Items) == 1 && page.Items[0].ID == order
		if listed != slices.Contains(mayDo["see"], role) {
			t.Errorf("My Orders as %s: %d %v", role, res.Code, page.Items)
		}
	}
}
