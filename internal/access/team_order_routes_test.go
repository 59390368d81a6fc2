package access_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/config"
	"launchdesk/internal/payments"
	"launchdesk/internal/portalapi"
	"launchdesk/internal/teams"
	"launchdesk/internal/testapp"
)

// refused is how a route turns someone away: a visitor 401, a role without the ability 403 or 404 (the order is not
// theirs to know of). Any other answer (done, or a 400 about the order's state) means the route let the caller in.
func refused(code int) bool { return code == 401 || code == 403 || code == 404 }

// Every route of the portal and the studio that acts on one order (Go's and the hooks'), asked by every role of the
// permission table: the roles its ability allows (mayDo) get in, every other one is refused, whatever the route does
// next. The routes decide through the rules and teams.json as the records API does (access.May, lib/access.js), so a
// route that checks "the order's client" instead of the brand's role fails here.
func TestEveryOrderRouteLetsInTheRolesItsAbilityAllows(t *testing.T) {
	w := newTeamWorld(t, portalapi.Register, teams.Register, func(app core.App) {
		payments.Register(app, config.Payments{SecretKey: "sk_test_x", WebhookSecret: "whsec_x", APIBase: "http://127.0.0.1:1"})
	})
	h := testapp.Handler(t, w.app)
	studio := []string{"studio"}
	order := "/api/launchdesk/orders/" + w.order.Id
	cases := []struct {
		method, path, body string
		in                 []string // the roles let in; every other role is refused
	}{
		{"GET", order + "/messages", "", with(mayDo["work"], studio...)},
		{"POST", order + "/messages/read", "", with(mayDo["work"], studio...)},
		{"GET", "/api/launchdesk/portal/orders/" + w.order.Id, "", mayDo["see"]},
		{"POST", order + "/intake/logo", `{"state":"done"}`, with(mayDo["work"], studio...)}, // the studio fills in for a client
		{"POST", order + "/collaborator-code", `{"code":"1234"}`, with(mayDo["work"], studio...)},
		{"POST", order + "/launch/access", `{"access":"granted"}`, with(mayDo["work"], studio...)}, // "I added you"
		{"POST", order + "/launch/access", `{"access":"request_sent","store_domain":"label.myshopify.com"}`, studio},
		{"POST", order + "/review/answer", `{"approve":true}`, mayDo["work"]},
		{"POST", order + "/testimonial", `{"quote":"Great work.","rating":5}`, mayDo["work"]},
		{"POST", order + "/payment/checkout", "", mayDo["pay"]},
		{"POST", order + "/payment/mark-paid", `{"method":"bank_transfer","reference":"B-1"}`, studio},
		{"POST", order + "/launch/step", `{"step":"theme"}`, studio},
		{"POST", order + "/intake/logo/mark", `{"state":"done"}`, studio},
		{"POST", order + "/review/ask", `{}`, studio},
		{"POST", order + "/review/items/" + w.records["review_items"].Id, `{"state":"done"}`, studio},
		{"POST", order + "/review/override", `{}`, studio},
		{"POST", order + "/testimonial/withdraw", `{}`, mayDo["work"]},
		{"POST", order + "/payment/extras/" + w.records["extra_payments"].Id + "/refund", `{}`, studio},
	}
	for _, c := range cases {
		var wrong []string
		for _, role := range theRoles {
			if code, answer := w.send(t, h, role, c.method, c.path, c.body); refused(code) == slices.Contains(c.in, role) {
				wrong = append(wrong, fmt.Sprintf("%s %d %s", role, code, answer))
			}
		}
		for _, line := range wrong {
			t.Errorf("%s %s: %s", c.method, strings.Replace(c.path, w.order.Id, "{id}", 1), line)
		}
	}
}
