package demo

import (
	"fmt"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/launch"
)

// launchesSQL gives every approved order its launch, as the hooks would have left it: an order in progress is
// being built on a running clock of the promise ({:promiseMs}, {:promise}: launch.Of) started at its approval (some of them are past due: the admin list's
// overdue filter and due-time sort have work to do), a completed one was launched. Bulk SQL, in the seed's
// transaction, so 100 000 orders take a second.
const launchesSQL = `INSERT INTO launches (id, "order", step, waits_on, shopify, access, store_domain,
	intake_complete, approved_at, clock_started, clock_running_since, clock_used_ms, due_at, launched_at, on_time,
	created, updated)
	SELECT substr(lower(hex(randomblob(8))), 1, 15), o.id,
		CASE o.status WHEN 'completed' THEN 'launched' ELSE 'building' END,
		CASE o.status WHEN 'completed' THEN '' ELSE 'studio' END,
		o.collaborator_code != '', CASE WHEN o.collaborator_code != '' THEN 'granted' ELSE 'dev_store' END, '',
		1, e.created, e.created,
		CASE o.status WHEN 'completed' THEN '' ELSE e.created END,
		CASE o.status WHEN 'completed' THEN {:promiseMs} ELSE 0 END,
		strftime('%Y-%m-%d %H:%M:%fZ', e.created, {:promise}),
		CASE o.status WHEN 'completed' THEN o.updated ELSE '' END,
		o.status = 'completed' AND o.updated <= strftime('%Y-%m-%d %H:%M:%fZ', e.created, {:promise}),
		e.created, o.updated
	FROM orders o JOIN order_events e ON e."order" = o.id AND e."to" = 'in_progress'
	WHERE o.status != 'pending_approval' AND NOT EXISTS (SELECT 1 FROM launches l WHERE l."order" = o.id)`

// launches inserts the launch of every approved order; it returns how many.
func (s *seeder) launches(tx core.App) (int, error) {
	promise := launch.Of(tx)
	res, err := tx.DB().NewQuery(launchesSQL).
		Bind(dbx.Params{"promiseMs": promise.PromiseMs(), "promise": fmt.Sprintf("+%d hours", promise.PromiseHours)}).Execute()
	if err != nil {
		return 0, fmt.Errorf("launches: %w", err)
	}
	n, err := res.RowsAffected()
	return int(n), err
}

// threadMessages is how many messages the heavy client's newest order gets when messages are seeded (the
// conversation budget of docs/performance.md: an order with 10 000 messages).
const threadMessages = 10000

const messageInsertSQL = `INSERT INTO messages (id, "order", author, body, files, internal, created, updated)
	VALUES ({:id}, {:order}, {:author}, {:body}, '[]', {:internal}, {:created}, {:created})`

var demoMessageBodies = []string{
	"Here are the product photos for the first collection.",
	"Could you make the header a little darker?",
	"The preview looks great, thank you!",
	"We updated the size chart, see the attached notes.",
	"Shipping rates are in the policies document.",
	"Can we move the newsletter block under the hero?",
}

// messages inserts n order messages: up to threadMessages on the heavy client's newest order (the studio and the
// client taking turns, one in ten an internal note of the studio), the rest on random orders of the seed.
func (s *seeder) messages(tx core.App, n int) (int, error) {
	if n <= 0 {
		return 0, nil
	}
	type orderRow struct {
		ID      string `db:"id"`
		Client  string `db:"client"`
		Created string `db:"created"`
	}
	all := []orderRow{}
	if err := tx.DB().NewQuery("SELECT id, client, created FROM orders").All(&all); err != nil {
		return 0, err
	}
	if len(all) == 0 {
		return 0, nil
	}
	thread := orderRow{}
	err := tx.DB().NewQuery(`SELECT o.id, o.client, o.created FROM orders o JOIN users u ON u.id = o.client
		WHERE u.email = {:email} ORDER BY o.created DESC LIMIT 1`).Bind(dbx.Params{"email": demoLogins[1].email}).One(&thread)
	if err != nil {
		thread = all[0]
	}
	q := tx.DB().NewQuery(messageInsertSQL).Prepare()
	defer q.Close()
	start := s.now.Add(-30 * 24 * time.Hour)
	for i := 0; i < n; i++ {
		o := thread
		if i >= threadMessages {
			o = all[s.r.IntN(len(all))]
		}
		author, internal := o.Client, false
		if i%2 == 1 {
			author, internal = s.adminID, i%10 == 1
		}
		at := start.Add(time.Duration(i) * time.Second)
		_, err := q.Bind(dbx.Params{"id": newID(), "order": o.ID, "author": author,
			"body": pick(s.r, demoMessageBodies), "internal": internal, "created": dbTime(at)}).Execute()
		if err != nil {
			return i, fmt.Errorf("message %d: %w", i+1, err)
		}
	}
	return n, nil
}
