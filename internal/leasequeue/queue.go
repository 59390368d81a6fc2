// Package leasequeue is the claim-and-lease protocol of a table used as a durable queue (decision 0003): a row is
// due when it is queued and its next_attempt has come, or when it was left "sending" by a claim whose lease ran out
// (a crashed or stopped process). One UPDATE claims a batch, so two workers (even in two processes) never claim the
// same row; an attempt's outcome is recorded only while the claim is still the worker's. The Meta events queue
// (internal/capi) and the outbound webhooks (internal/webhooks) run on it; the mail outbox has its own, with the
// expiry and alert columns only it has.
//
// The table needs the columns state ('queued', 'sending', then what the worker settles on), next_attempt, claim,
// lease_until, attempts and updated.
package leasequeue

import (
	"sort"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"
	"github.com/pocketbase/pocketbase/tools/types"
)

const dueWhere = `(state = 'queued' AND next_attempt <= {:now}) OR (state = 'sending' AND lease_until <= {:now})`

// Queue is one table's queue as one worker sees it: its claims carry the worker's own token.
type Queue struct {
	table, returning, token string
	lease                   time.Duration
}

// New is the queue of table for one worker, whose claims last lease (longer than one attempt may take, so that a
// live claim never runs out under it); a claim returns the columns returning names (e.g. "id, body, attempts").
func New(table, returning string, lease time.Duration) *Queue {
	return &Queue{table: table, returning: returning, token: security.RandomString(24), lease: lease}
}

// AnyDue is a cheap read (no write lock) that spares the claim's UPDATE while the queue is idle.
func (q *Queue) AnyDue(app core.App) bool {
	var found []string
	err := app.ConcurrentDB().NewQuery("SELECT id FROM " + q.table + " WHERE " + dueWhere + " LIMIT 1").
		Bind(dbx.Params{"now": types.NowDateTime().String()}).Column(&found)
	return err == nil && len(found) > 0
}

// Claim takes up to limit due rows, earliest due first, into dest (a pointer to a slice of structs whose db tags
// are the returning columns), counting the attempt.
func (q *Queue) Claim(app core.App, limit int, dest any) error {
	now := types.NowDateTime()
	return app.NonconcurrentDB().NewQuery(`UPDATE ` + q.table + `
SET state = 'sending', claim = {:claim}, lease_until = {:lease}, attempts = attempts + 1, updated = {:now}
WHERE id IN (SELECT id FROM ` + q.table + ` WHERE ` + dueWhere + ` ORDER BY next_attempt LIMIT {:limit})
RETURNING ` + q.returning).Bind(dbx.Params{
		"claim": q.token, "lease": now.Add(q.lease).String(), "now": now.String(), "limit": limit,
	}).All(dest)
}

// Settle records the outcome of row id's attempt (set: column → value, state among them) and releases the claim,
// only while the claim is still this worker's: a row whose lease ran out and was claimed again is left alone.
func (q *Queue) Settle(app core.App, id string, set dbx.Params) error {
	columns := make([]string, 0, len(set))
	for c := range set {
		columns = append(columns, c)
	}
	sort.Strings(columns)
	params := dbx.Params{"_id": id, "_claim": q.token, "_now": types.NowDateTime().String()}
	assign := make([]string, 0, len(columns)+3)
	for _, c := range columns {
		assign = append(assign, c+" = {:"+c+"}")
		params[c] = set[c]
	}
	assign = append(assign, "claim = ''", "lease_until = ''", "updated = {:_now}")
	_, err := app.NonconcurrentDB().NewQuery("UPDATE " + q.table + " SET " + strings.Join(assign, ", ") +
		" WHERE id = {:_id} AND claim = {:_claim}").Bind(params).Execute()
	return err
}

// DateOf is t as PocketBase stores a date ("" for the zero time).
func DateOf(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	d, _ := types.ParseDateTime(t)
	return d.String()
}

// Backoff is the wait after the attempts-th failed attempt: first after the first failure, doubled after each
// further one, never more than max (a count of 1 or less waits first; a huge one cannot overflow past max).
func Backoff(first, max time.Duration, attempts int) time.Duration {
	d := first
	for i := 1; i < attempts && d < max; i++ {
		d *= 2
	}
	return min(d, max)
}
