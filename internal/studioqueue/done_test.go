package studioqueue

import (
	"errors"
	"testing"

	"github.com/pocketbase/pocketbase/tools/types"

	"launchdesk/internal/testapp"
)

func TestDoneMarksTheItemDoneOnceAsSeenAndTheBackfillLeavesItDone(t *testing.T) {
	app := testapp.New(t)
	const at = "2026-11-20 10:00:00.000Z"
	for _, sql := range []string{
		`INSERT INTO users (id, email, name, role, password, tokenKey, verified, emailVisibility, created, updated)
			VALUES ('clientaaaaaaaaa', 'c@example.com', 'Cleo', 'client', 'x', 'k1', 1, 0, '` + at + `', '` + at + `')`,
		`INSERT INTO orders (id, title, description, company_name, client, status, created, updated)
			VALUES ('orderinprogres1', 'T', 'D', 'C', 'clientaaaaaaaaa', 'in_progress', '` + at + `', '` + at + `')`,
		`INSERT INTO messages (id, [[order]], author, body, files, internal, created, updated)
			VALUES ('messageaaaaaa01', 'orderinprogres1', 'clientaaaaaaaaa', 'hi', '[]', 0, '` + at + `', '` + at + `')`,
		`INSERT INTO waiting (id, [[order]], side, kind, count, at, created, updated)
			VALUES ('waitingaaaaaa01', 'orderinprogres1', 'studio', 'messages', 1, '` + at + `', '` + at + `', '` + at + `'),
			       ('waitingaaaaaa02', 'orderinprogres1', 'client', 'intake', 1, '` + at + `', '` + at + `', '` + at + `')`,
	} {
		if _, err := app.DB().NewQuery(sql).Execute(); err != nil {
			t.Fatalf("%s: %v", sql, err)
		}
	}
	seen, _ := types.ParseDateTime(at)
	later, _ := types.ParseDateTime("2026-11-20 10:05:00.000Z")
	cases := []struct {
		name string
		id   string
		at   types.DateTime
		want error
	}{
		{"a client's told turn is no item", "waitingaaaaaa02", seen, errItemGone},
		{"an item changed since it was seen", "waitingaaaaaa01", later, errItemChanged},
		{"the item as seen", "waitingaaaaaa01", seen, nil},
		{"the item again", "waitingaaaaaa01", seen, errItemGone},
		{"no such item", "nosuchitem00000", seen, errItemGone},
	}
	for _, c := range cases {
		if err := done(app, c.id, c.at); !errors.Is(err, c.want) {
			t.Fatalf("%s: got %v, want %v", c.name, err, c.want)
		}
	}
	q := newQueue(app)
	if _, total, err := q.answer(); err != nil || total != 0 {
		t.Fatalf("the queue holds %d items (err %v), want none", total, err)
	}
	// the client's message is still the last word on the order: the derivation at start leaves the done item done
	if added, err := backfill(app); err != nil || added != 0 {
		t.Fatalf("backfill added %d rows (err %v), want none", added, err)
	}
	q.invalidate(false)
	if _, total, _ := q.answer(); total != 0 {
		t.Fatalf("after the backfill the queue holds %d items, want none", total)
	}
}
