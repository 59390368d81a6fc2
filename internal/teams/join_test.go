package teams_test

import (
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/access"
)

// canReadOrder tells whether user reads order by the orders rule, as every route and the records API decide it.
func canReadOrder(w *world, user, order *core.Record) bool {
	w.t.Helper()
	fresh, err := w.app.FindRecordById("orders", order.Id)
	if err != nil {
		w.t.Fatal(err)
	}
	ok, err := access.CanRead(w.app, &core.RequestInfo{Auth: user}, fresh)
	if err != nil {
		w.t.Fatal(err)
	}
	return ok
}

func TestAnInvitedDesignerSignsUpJoinsOnceAndReadsTheBrandsOrders(t *testing.T) {
	w := newWorld(t)
	order := w.order(w.owner)
	token := w.invite("lina@example.com", "member")
	if code, body := w.call(nil, "GET", "/api/launchdesk/join/"+token, nil); code != 200 || body["state"] != "pending" || body["role"] != "member" {
		t.Fatalf("a visitor looking the link up: %d %v", code, body)
	}
	stranger := w.user("stranger@example.com", "Sly")
	if code, body := w.call(stranger, "POST", "/api/launchdesk/join/"+token, nil); code != 400 || body["message"] != access.TeamsOf(w.app).Word("otherAddress") {
		t.Errorf("another address joining: %d %v", code, body)
	}
	lina := w.user("Lina@Example.com", "Lina") // signed up through the link: a brand of one, empty
	if canReadOrder(w, lina, order) {
		t.Fatal("the designer reads the order before joining")
	}
	if code, body := w.call(lina, "POST", "/api/launchdesk/join/"+token, nil); code != 200 || body["redirect"] != "/portal" {
		t.Fatalf("joining: %d %v", code, body)
	}
	if m := w.membership(lina); m.GetString("brand") != w.membership(w.owner).GetString("brand") || m.GetString("role") != "member" {
		t.Errorf("after joining: %v", m.FieldsData())
	}
	if !canReadOrder(w, lina, order) {
		t.Error("a member does not read its brand's order")
	}
	if n, _ := w.app.CountRecords("brands"); n != 2 {
		t.Errorf("brands: %d, want the owner's and the stranger's (the designer's empty one is gone)", n)
	}
	used := access.TeamsOf(w.app).Word("used")
	if code, body := w.call(lina, "POST", "/api/launchdesk/join/"+token, nil); code != 400 || body["message"] != used {
		t.Errorf("the link a second time: %d %v", code, body)
	}
	if _, body := w.call(nil, "GET", "/api/launchdesk/join/"+token, nil); body["state"] != "used" || body["message"] != used {
		t.Errorf("looking a used link up: %v", body)
	}
}

func TestAnAddressOfAnotherBrandIsToldSoAndNeverMoved(t *testing.T) {
	w := newWorld(t)
	other := w.user("founder@else.example", "Fay")
	w.order(other) // its brand has an order: it is a brand, not the empty one a sign-up makes
	before := w.membership(other).GetString("brand")
	token := w.invite("founder@else.example", "billing")
	code, body := w.call(other, "POST", "/api/launchdesk/join/"+token, nil)
	if code != 400 || body["message"] != access.TeamsOf(w.app).Word("otherBrand") {
		t.Errorf("joining from another brand: %d %v", code, body)
	}
	if m := w.membership(other); m.GetString("brand") != before || m.GetString("role") != "owner" {
		t.Errorf("moved: %v", m.FieldsData())
	}
}

func TestARevokedOrExpiredLinkSaysSoInWords(t *testing.T) {
	w := newWorld(t)
	words := access.TeamsOf(w.app)
	revoked := w.invite("a@example.com", "member")
	inv, _ := w.app.FindFirstRecordByFilter("invitations", "token = {:t}", map[string]any{"t": revoked})
	if code, body := w.call(w.owner, "POST", "/api/launchdesk/team/invitations/"+inv.Id+"/revoke", nil); code != 204 {
		t.Fatalf("revoking: %d %v", code, body)
	}
	expired := w.invite("b@example.com", "member")
	inv, _ = w.app.FindFirstRecordByFilter("invitations", "token = {:t}", map[string]any{"t": expired})
	inv.Set("expires", "2020-01-01 00:00:00.000Z")
	if err := w.app.Save(inv); err != nil {
		t.Fatal(err)
	}
	for token, want := range map[string]string{revoked: "revoked", expired: "expired"} {
		if _, body := w.call(nil, "GET", "/api/launchdesk/join/"+token, nil); body["state"] != want || body["message"] != words.Word(want) {
			t.Errorf("looking a %s link up: %v", want, body)
		}
	}
	b := w.user("b@example.com", "Bea")
	if code, body := w.call(b, "POST", "/api/launchdesk/join/"+expired, nil); code != 400 || body["message"] != words.Word("expired") {
		t.Errorf("joining by an expired link: %d %v", code, body)
	}
	if code, body := w.call(nil, "GET", "/api/launchdesk/join/nosuchtoken", nil); code != 404 || body["message"] != words.Word("unknown") {
		t.Errorf("an unknown link: %d %v", code, body)
	}
}
