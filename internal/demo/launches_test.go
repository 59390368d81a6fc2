package demo

import (
	"testing"
	"time"

	"launchdesk/internal/accounts"
	"launchdesk/internal/testapp"
)

func TestSeedGivesApprovedOrdersLaunchesAndOneLongThread(t *testing.T) {
	app := testapp.New(t, accounts.Register)
	now := time.Now().UTC()
	res, err := seedDemo(app, seedOptions{clients: 4, orders: 60, messages: 40, launches: true, now: now, randomSeed: 3, hooksDir: hooksDir})
	if err != nil {
		t.Fatal(err)
	}
	var approved, launches, malformed, thread int
	q := func(sql string, into *int) {
		t.Helper()
		if err := app.DB().NewQuery(sql).Row(into); err != nil {
			t.Fatal(err)
		}
	}
	q("SELECT COUNT(*) FROM orders WHERE status != 'pending_approval'", &approved)
	q("SELECT COUNT(*) FROM launches", &launches)
	q("SELECT COUNT(*) FROM launches WHERE length(id) != 15 OR due_at = '' OR approved_at = ''", &malformed)
	q(`SELECT COUNT(*) FROM messages GROUP BY "order" ORDER BY 1 DESC LIMIT 1`, &thread)
	if approved == 0 || launches != approved || res.launches != launches || malformed != 0 {
		t.Fatalf("approved %d, launches %d (reported %d), malformed %d", approved, launches, res.launches, malformed)
	}
	if res.messages != 40 || thread != 40 {
		t.Fatalf("messages %d, longest thread %d: want all 40 on one order", res.messages, thread)
	}
	// the records load through PocketBase (valid against the collections' fields)
	if _, err := app.FindAllRecords("launches"); err != nil {
		t.Fatal(err)
	}
	if _, err := app.FindAllRecords("messages"); err != nil {
		t.Fatal(err)
	}
	// every launched order passes the launch gate: its client approved the preview (docs/decisions.md §21)
	var unapproved int
	q(`SELECT COUNT(*) FROM orders o WHERE o.status = 'completed' AND NOT EXISTS
		(SELECT 1 FROM reviews r WHERE r."order" = o.id AND r.state = 'approved' AND r.answered_by = o.client)`, &unapproved)
	if unapproved != 0 {
		t.Fatalf("%d launched orders without their client's approval", unapproved)
	}
	if _, err := app.FindAllRecords("reviews"); err != nil {
		t.Fatal(err)
	}
}
