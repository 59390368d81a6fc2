package capi

import (
	"context"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"launchdesk/internal/leasequeue"
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
	queue  *leasequeue.Queue
	loop   *wakeloop.Loop
}

func newWorker(app core.App, cfg Config) *worker {
	return &worker{app: app, poster: newPoster(cfg), queue: leasequeue.New("capi_events", "id, body, attempts, created", lease),
		loop: wakeloop.New()}
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
		if !w.queue.AnyDue(w.app) {
			return
		}
		var rows []row
		if err := w.queue.Claim(w.app, batch, &rows); err != nil {
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
	dbErr := w.queue.Settle(w.app, r.ID, dbx.Params{
		"state": state, "next_attempt": leasequeue.DateOf(next), "last_error": msg, "sent_at": leasequeue.DateOf(sent),
	})
	if dbErr != nil {
		w.app.Logger().Error("capi: recording an attempt failed", "id", r.ID, "error", dbErr)
	}
}

// backoff is the wait after the attempts-th failed attempt: firstRetry, doubled after each failure, at most maxDelay.
func backoff(attempts int) time.Duration { return leasequeue.Backoff(firstRetry, maxDelay, attempts) }
