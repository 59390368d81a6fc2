package access_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/access"
)

// whoReads is who reads each collection's record of the brand's order, by view and by list (docs/teams.md): work
// is the order, its thread, history, launch, intake, review and testimonial; pay its payments; the brand and its
// memberships and its members' accounts are its members'; an internal note and an invitation are no client's.
var whoReads = func() map[string][]string {
	work := []string{"owner", "member", "studio"}
	pay := []string{"owner", "billing", "studio"}
	team := []string{"owner", "member", "billing", "studio"}
	out := map[string][]string{"payments": pay, "extra_payments": pay, "brands": team, "memberships": team, "users": team,
		"note": {"studio"}, "invitations": {}}
	for _, c := range []string{"orders", "order_events", "launches", "intake_items", "reviews", "review_items",
		"testimonials", "messages"} {
		out[c] = work
	}
	return out
}()

// mayDo is what each role may do through the Go and JS routes' access.May, on the brand's order.
var mayDo = map[string][]string{
	access.See: {"owner", "member", "billing"}, access.Work: {"owner", "member"},
	access.Pay: {"owner", "billing"}, access.Team: {"owner"},
}

// tableFailures reads every record as every role, by the view rule (CanRead, as a view, an expand and a realtime
// message are decided) and by the list rule (Narrow, as a list, a batch's and a filter's rows are), and lists each
// answer that differs from whoReads.
func tableFailures(w teamWorld) []string {
	var out []string
	for key, want := range whoReads {
		record, err := w.app.FindRecordById(w.records[key].Collection().Name, w.records[key].Id) // the rules as now
		if err != nil {
			return append(out, err.Error())
		}
		for _, role := range theRoles {
			info := &core.RequestInfo{Auth: w.people[role]}
			viewed, err := access.CanRead(w.app, info, record)
			if err != nil {
				out = append(out, fmt.Sprintf("%s viewing %s: %v", role, key, err))
			}
			table := record.Collection().Name
			q := w.app.DB().Select(table + ".id").Distinct(true).From(table).AndWhere(dbx.HashExp{table + ".id": record.Id})
			var listed []string
			err = access.Narrow(w.app, q, record.Collection(), info)
			if err == nil {
				err = q.Column(&listed)
			}
			if err != nil {
				out = append(out, fmt.Sprintf("%s listing %s: %v", role, key, err))
			}
			should := slices.Contains(want, role)
			if viewed != should || (len(listed) == 1) != should {
				out = append(out, fmt.Sprintf("%s reads %s: view %v, list %v, want %v", role, key, viewed, len(listed) == 1, should))
			}
		}
	}
	slices.Sort(out)
	return out
}

func TestEveryRoleReadsWhatItsRoleAllowsAndNothingElse(t *testing.T) {
	w := newTeamWorld(t)
	for _, f := range tableFailures(w) {
		t.Error(f)
	}
	for ability, roles := range mayDo {
		for _, role := range theRoles {
			if got := access.May(w.app, w.people[role], w.order, ability); got != slices.Contains(roles, role) {
				t.Errorf("May(%s, %s) = %v", role, ability, got)
			}
		}
	}
}

// The table fails on a rule that lets a billing member read the thread: planted here in the running app (the
// messages rule's work ability widened to see), it must be reported.
func TestThePermissionTableCatchesABillingMemberReadingMessages(t *testing.T) {
	w := newTeamWorld(t)
	messages, err := w.app.FindCollectionByNameOrId("messages")
	if err != nil {
		t.Fatal(err)
	}
	planted := strings.ReplaceAll(*messages.ListRule, `.role ?= "member"`, `.role ?= "member" || @request.auth.memberships_via_user.role ?= "billing"`)
	if planted == *messages.ListRule {
		t.Fatal("the messages rule has no member role to widen: the plant would test nothing")
	}
	messages.ListRule, messages.ViewRule = &planted, &planted
	if err := w.app.Save(messages); err != nil {
		t.Fatal(err)
	}
	failures := tableFailures(w)
	if !slices.Contains(failures, "billing reads messages: view true, list true, want false") {
		t.Errorf("the planted rule went unnoticed; the table reported %v", failures)
	}
}
