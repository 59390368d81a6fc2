package capi

import (
	"context"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"
	"github.com/pocketbase/pocketbase/tools/types"

	"launchdesk/internal/wakeloop"
)

// Timings of the worker: how often it looks for due rows, how long one post may take and how long a claim holds
// (longer than a post, so a live claim never expires under it), the first retry delay (doubling after each failure,
// at most maxDelay) and how long an event is retried at all (Meta takes events up to seven days old).
const (
	tick        = time.Second
	postTimeout = 20 * time.Second
	lease       = 2 * postTimeout
	firstRetry  = 2 * time.Second
	maxDelay    = time.Hour
	giveUpAfter = 24 * time.Hour
	batch       = 8
)

// due selects rows ready to send: queued and due, or left "sending" by a claim whose lease expired.
const due = `(state = 'queued' AND next_attempt <= {:now}) OR (state = 'sending' AND lease_until <= {:now})`

// claimSQL takes up to {:limit} due rows in one statement, so two workers never claim one row.
const claimSQL = `UPDATE capi_events
SET state = 'sending', claim = {:claim}, lease_until = {:lease}, attempts = attempts + 1, updated = {:now}
WHERE id IN (SELECT id FROM capi_events WHERE ` + due + ` ORDER BY next_attempt LIMIT {:limit})
RETURNING id, body, attempts, created`

// settleSQL records an attempt's outcome while the claim is still ours.
const settleSQL = `UPDATE capi_events SET state = {:state}, next_attempt = {:next}, last_error = {:error},
	sent_at = {:sent}, claim = '', lease_until = '', updated = {:now} WHERE id = {:id} AND claim = {:claim}`

// row is a claimed event.
type row struct {
	ID       string         `db:"id"`
	Body     string         `db:"body"`
	Attempts int            `db:"attempts"`
	Created  types.DateTime `db:"created"`
}

// worker delivers capi_events rows: woken after each commit that queued one and by a ticker (retries, leases).
type worker struct {
	app    core.App
	poster *poster
	token  string
	loop   *wakeloop.Loop
}

func newWorker(app core.App, cfg Config) *worker {
	return &worker{app: app, poster: newPoster(cfg), token: security.RandomString(24), loop: wakeloop.New()}
}

// start runs the loop: a drain at once, after each wake-up and on each tick (retries come due, leases expire).
func (w *worker) start() { w.loop.Start(tick, w.drain, nil) }

// wakeUp asks the worker to look for due events now; it never blocks.
func (w *worker) wakeUp() { w.loop.WakeUp() }

// stop ends the loop; a post in progress keeps its claim and is retried after its lease.
func (w *worker) stop() { w.loop.Stop() }

// drain posts due events one by one until none is due or ctx ends.
func (w *worker) drain(ctx context.Context) {
	for ctx.Err() == nil {
		if !w.anyDue() {
			return
		}
		rows, err := w.claim()
		if err != nil {
			w.app.Logger().Error("capi: claiming events failed", "error", err)
			return
		}
		for _, r := range rows {
			w.settle(r, w.poster.post(ctx, r.Body))
		}
		if len(rows) < batch {
			return
		}
	}
}

// anyDue is a cheap read that spares the claim UPDATE while idle.
func (w *worker) anyDue() bool {
	var found []string
	err := w.app.ConcurrentDB().NewQuery("SELECT id FROM capi_events WHERE " + due + " LIMIT 1").
		Bind(dbx.Params{"now": types.NowDateTime().String()}).Column(&found)
	return err == nil && len(found) > 0
}

func (w *worker) claim() ([]row, error) {
	var rows []row
	err := w.app.NonconcurrentDB().NewQuery(claimSQL).Bind(dbx.Params{
		"claim": w.token, "lease": types.NowDateTime().Add(lease).String(), "now": types.NowDateTime().String(),
		"limit": batch,
	}).All(&rows)
	return rows, err
}

// settle records r's attempt: sent, queued again after its backoff, or failed for good (Meta refused the event
// itself, or a day of retries passed).
func (w *worker) settle(r row, err error) {
	now := time.Now().UTC()
	state, next, sent, msg := "sent", now, now, ""
	if err != nil {
		sent, msg = time.Time{}, err.Error()
		next = now.Add(backoff(r.Attempts))
		state = "queued"
		if isPermanent(err) || next.After(r.Created.Time().Add(giveUpAfter)) {
			state, next = "failed", now
			w.app.Logger().Error("capi: event failed for good", "id", r.ID, "attempts", r.Attempts, "error", msg)
		}
	}
	_, dbErr := w.app.NonconcurrentDB().NewQuery(settleSQL).Bind(dbx.Params{
		"state": state, "next": dateOf(next), "error": msg, "sent": dateOf(sent), "now": dateOf(now),
		"id": r.ID, "claim": w.token,
	}).Execute()
	if dbErr != nil {
		w.app.Logger().Error("capi: recording an attempt failed", "id", r.ID, "error", dbErr)
	}
}

// backoff is the wait after the attempts-th failed attempt: firstRetry, doubled after each failure, at most maxDelay.
func backoff(attempts int) time.Duration {
	d := firstRetry
	for i := 1; i < attempts && d < maxDelay; i++ {
		d *= 2
	}
	return min(d, maxDelay)
}

// dateOf is t as PocketBase stores a date ("" for the zero time).
func dateOf(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	d, _ := types.ParseDateTime(t)
	return d.String()
}
