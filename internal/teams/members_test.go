package teams_test

import (
	"fmt"
	"sync"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/access"
)

// join brings a new account into the owner's brand in role, through an invitation and its link.
func (w *world) join(email, role string) *core.Record {
	w.t.Helper()
	token := w.invite(email, role)
	u := w.user(email, role)
	if code, body := w.call(u, "POST", "/api/launchdesk/join/"+token, nil); code != 200 {
		w.t.Fatalf("%s joining: %d %v", email, code, body)
	}
	return u
}

// Invitations sent at once against the limit: the seats are counted in each one's transaction, so no more than the
// limit are ever taken.
func TestConcurrentInvitesNeverPassTheLimit(t *testing.T) {
	w := newWorld(t)
	limit := access.TeamsOf(w.app).MaxMembers
	var wg sync.WaitGroup
	codes := make(chan int, limit+5)
	for i := range limit + 5 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			code, _ := w.call(w.owner, "POST", "/api/launchdesk/team/invitations",
				map[string]string{"email": fmt.Sprintf("p%d@example.com", i), "role": "member"})
			codes <- code
		}()
	}
	wg.Wait()
	close(codes)
	ok, refused := 0, 0
	for c := range codes {
		switch c {
		case 200:
			ok++
		case 400:
			refused++
		default:
			t.Errorf("an invitation answered %d", c)
		}
	}
	if ok != limit-1 || refused != 6 {
		t.Errorf("%d invited and %d refused, want %d (the owner holds a seat) and 6", ok, refused, limit-1)
	}
}

func TestOnlyTheOwnerRunsTheTeamAndNoMemberEscalates(t *testing.T) {
	w := newWorld(t)
	lina := w.join("lina@example.com", "member")
	bob := w.join("bob@example.com", "billing")
	stranger := w.user("x@else.example", "Xan")
	mine := w.membership(lina).Id
	for _, who := range []*core.Record{lina, bob} {
		if code, _ := w.call(who, "POST", "/api/launchdesk/team/invitations", map[string]string{"email": "n@example.com", "role": "member"}); code != 403 {
			t.Errorf("%s inviting: %d, want 403", who.Email(), code)
		}
		if code, _ := w.call(who, "PATCH", "/api/launchdesk/team/members/"+mine, map[string]string{"role": "billing"}); code != 403 {
			t.Errorf("%s changing a role: %d, want 403", who.Email(), code)
		}
		if code, _ := w.call(who, "POST", "/api/launchdesk/team/members/"+mine+"/owner", nil); code != 403 {
			t.Errorf("%s taking the ownership: %d, want 403", who.Email(), code)
		}
	}
	// another brand's owner, guessing this brand's membership ids, gets nothing of them
	if code, _ := w.call(stranger, "PATCH", "/api/launchdesk/team/members/"+mine, map[string]string{"role": "billing"}); code != 404 {
		t.Errorf("another brand's owner changing a role: %d, want 404", code)
	}
	if code, _ := w.call(stranger, "POST", "/api/launchdesk/team/members/"+mine+"/owner", nil); code != 404 {
		t.Errorf("another brand's owner taking a member: %d, want 404", code)
	}
	if code, _ := w.call(lina, "GET", "/api/launchdesk/team", nil); code != 200 {
		t.Errorf("a member reading its team: %d", code)
	}
	if code, _ := w.call(w.owner, "PATCH", "/api/launchdesk/team/members/"+mine, map[string]string{"role": "owner"}); code != 400 {
		t.Errorf("making a member owner by a role change: %d, want 400 (only a hand-over)", code)
	}
	// nor does this owner of the other brand's
	if code, _ := w.call(w.owner, "DELETE", "/api/launchdesk/team/members/"+w.membership(stranger).Id, nil); code != 404 {
		t.Errorf("removing another brand's member: %d, want 404", code)
	}
	if code, _ := w.call(w.owner, "PATCH", "/api/launchdesk/team/members/"+w.membership(bob).Id, map[string]string{"role": "member"}); code != 204 {
		t.Errorf("the owner changing a role: %d", code)
	}
	if got := w.membership(bob).GetString("role"); got != "member" {
		t.Errorf("bob's role: %s", got)
	}
}

func TestARemovedMemberLosesTheOrdersAtOnceAndOwnershipIsHandedOver(t *testing.T) {
	w := newWorld(t)
	order := w.order(w.owner)
	lina := w.join("lina@example.com", "member")
	ann := w.join("ann@example.com", "member")
	if !canReadOrder(w, lina, order) {
		t.Fatal("the member does not read the order before its removal")
	}
	if code, body := w.call(w.owner, "DELETE", "/api/launchdesk/team/members/"+w.membership(lina).Id, nil); code != 204 {
		t.Fatalf("removing: %d %v", code, body)
	}
	if canReadOrder(w, lina, order) {
		t.Error("a removed member still reads the order")
	}
	if m := w.membership(lina); m.GetString("role") != "owner" || m.GetString("brand") == w.membership(w.owner).GetString("brand") {
		t.Errorf("the removed member's own brand: %v", m.FieldsData())
	}
	if code, body := w.call(w.owner, "POST", "/api/launchdesk/team/members/"+w.membership(ann).Id+"/owner", nil); code != 204 {
		t.Fatalf("handing over: %d %v", code, body)
	}
	if w.membership(ann).GetString("role") != "owner" || w.membership(w.owner).GetString("role") != "member" {
		t.Error("the hand-over did not swap the roles")
	}
	if code, _ := w.call(w.owner, "POST", "/api/launchdesk/team/invitations", map[string]string{"email": "n@example.com", "role": "member"}); code != 403 {
		t.Errorf("the former owner inviting: %d, want 403", code)
	}
}
