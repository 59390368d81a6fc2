package leasequeue

import (
	"testing"
	"time"

	"github.com/pocketbase/dbx"

	"launchdesk/internal/testapp"
)

type claimedRow struct {
	ID       string `db:"id"`
	Attempts int    `db:"attempts"`
}

// Two workers never claim one row; a worker whose claim was taken over cannot settle the row; a lease that ran out
// makes the row due again.
func TestClaimsAreExclusiveAndSettleNeedsTheClaim(t *testing.T) {
	app := testapp.New(t)
	db := app.NonconcurrentDB()
	if _, err := db.NewQuery(`CREATE TABLE q (id TEXT PRIMARY KEY, state TEXT, next_attempt TEXT, claim TEXT,
		lease_until TEXT, attempts INTEGER, updated TEXT, note TEXT)`).Execute(); err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"a", "b", "c"} {
		if _, err := db.NewQuery(`INSERT INTO q VALUES ({:id}, 'queued', '2000-01-01 00:00:00.000Z', '', '', 0, '', '')`).
			Bind(dbx.Params{"id": id}).Execute(); err != nil {
			t.Fatal(err)
		}
	}
	one, two := New("q", "id, attempts", time.Hour), New("q", "id, attempts", -time.Second)
	var first, second []claimedRow
	if err := one.Claim(app, 2, &first); err != nil || len(first) != 2 {
		t.Fatalf("first claim: %v %v", first, err)
	}
	if err := two.Claim(app, 5, &second); err != nil || len(second) != 1 || second[0].ID == first[0].ID || second[0].ID == first[1].ID {
		t.Fatalf("second claim took a claimed row: %v %v", second, err)
	}
	// two's lease has already run out: its row is due again, and one takes it over
	var again []claimedRow
	if err := one.Claim(app, 5, &again); err != nil || len(again) != 1 || again[0].ID != second[0].ID || again[0].Attempts != 2 {
		t.Fatalf("expired lease not claimable: %v %v", again, err)
	}
	if err := two.Settle(app, second[0].ID, dbx.Params{"state": "sent", "note": "two"}); err != nil {
		t.Fatal(err)
	}
	var state, note string
	if err := db.NewQuery("SELECT state, note FROM q WHERE id = {:id}").Bind(dbx.Params{"id": second[0].ID}).
		Row(&state, &note); err != nil || state != "sending" || note != "" {
		t.Fatalf("a lost claim settled the row: %s %q %v", state, note, err)
	}
	if err := one.Settle(app, second[0].ID, dbx.Params{"state": "sent", "note": "one"}); err != nil {
		t.Fatal(err)
	}
	if err := db.NewQuery("SELECT state, note FROM q WHERE id = {:id}").Bind(dbx.Params{"id": second[0].ID}).
		Row(&state, &note); err != nil || state != "sent" || note != "one" {
		t.Fatalf("the claim's owner could not settle: %s %q %v", state, note, err)
	}
	if one.AnyDue(app) {
		t.Fatal("nothing should be due: two rows are claimed under a live lease, one is sent")
	}
}

func TestBackoffDoublesUpToItsMax(t *testing.T) {
	for attempts, want := range map[int]time.Duration{0: time.Second, 1: time.Second, 2: 2 * time.Second,
		3: 4 * time.Second, 12: 2048 * time.Second, 13: time.Hour, 500: time.Hour} {
		if got := Backoff(time.Second, time.Hour, attempts); got != want {
			t.Errorf("after %d failures: %v, want %v", attempts, got, want)
		}
	}
}
