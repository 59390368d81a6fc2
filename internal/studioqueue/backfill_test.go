package studioqueue

import (
	"testing"

	"launchdesk/internal/testapp"
)

func TestBackfillDerivesNewOrdersAndUnansweredClientMessagesOnce(t *testing.T) {
	app := testapp.New(t)
	run := func(sql string) {
		t.Helper()
		if _, err := app.DB().NewQuery(sql).Execute(); err != nil {
			t.Fatalf("%s: %v", sql, err)
		}
	}
	const at = "2026-11-20 10:00:00.000Z"
	run(`INSERT INTO users (id, email, name, role, password, tokenKey, verified, emailVisibility, created, updated)
		VALUES ('clientaaaaaaaaa', 'c@example.com', 'Cleo', 'client', 'x', 'k1', 1, 0, '` + at + `', '` + at + `'),
		       ('adminaaaaaaaaaa', 'a@example.com', 'Sam', 'admin', 'x', 'k2', 1, 0, '` + at + `', '` + at + `')`)
	for _, o := range [][2]string{{"orderpending001", "pending_approval"}, {"orderinprogres1", "in_progress"}, {"orderrepliedad1", "in_progress"}} {
		run(`INSERT INTO orders (id, title, description, company_name, client, status, created, updated)
			VALUES ('` + o[0] + `', 'T', 'D', 'C', 'clientaaaaaaaaa', '` + o[1] + `', '` + at + `', '` + at + `')`)
	}
	for i, m := range [][4]string{
		{"orderinprogres1", "clientaaaaaaaaa", "0", "2026-11-20 10:00:00.000Z"}, // an unanswered client message
		{"orderinprogres1", "adminaaaaaaaaaa", "1", "2026-11-20 11:00:00.000Z"}, // an internal note answers nobody
		{"orderinprogres1", "clientaaaaaaaaa", "0", "2026-11-20 12:00:00.000Z"}, // another
		{"orderrepliedad1", "clientaaaaaaaaa", "0", "2026-11-20 10:00:00.000Z"}, // answered by the reply below
		{"orderrepliedad1", "adminaaaaaaaaaa", "0", "2026-11-20 11:00:00.000Z"}, // the studio's reply: not counted
	} {
		id := "messageaaaaaa0" + string(rune('0'+i))
		run(`INSERT INTO messages (id, [[order]], author, body, files, internal, created, updated)
			VALUES ('` + id + `', '` + m[0] + `', '` + m[1] + `', 'hi', '[]', ` + m[2] + `, '` + m[3] + `', '` + m[3] + `')`)
	}
	// a read position is no answer: the studio read orderinprogres1 after every message
	run(`INSERT INTO message_reads (id, user, [[order]], last_read, created, updated)
		VALUES ('readaaaaaaaaaa', 'adminaaaaaaaaaa', 'orderinprogres1', '2026-11-21 10:00:00.000Z', '` + at + `', '` + at + `')`)

	added, err := backfill(app)
	if err != nil {
		t.Fatal(err)
	}
	if added != 2 {
		t.Fatalf("added %d rows, want 2 (the pending order, the unanswered messages)", added)
	}
	rows := []struct {
		Order string `db:"order"`
		Kind  string `db:"kind"`
		Count int    `db:"count"`
	}{}
	if err := app.DB().NewQuery("SELECT [[order]], kind, count FROM waiting WHERE side = 'studio' ORDER BY kind").All(&rows); err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2 || rows[0].Order != "orderinprogres1" || rows[0].Kind != "messages" || rows[0].Count != 2 ||
		rows[1].Order != "orderpending001" || rows[1].Kind != "new_order" {
		t.Fatalf("rows = %+v", rows)
	}
	if added, err := backfill(app); err != nil || added != 0 {
		t.Fatalf("a second run added %d rows (err %v), want none", added, err)
	}
}
