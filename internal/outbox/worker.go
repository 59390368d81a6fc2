package outbox

import (
	"context"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"
	"github.com/pocketbase/pocketbase/tools/types"

	"launchdesk/internal/wakeloop"
)

// tickInterval is how often the worker looks for retries that came due and
// leases that expired: a cheap indexed read, the claim UPDATE only when needed.
const tickInterval = 250 * time.Millisecond

// outboxWorker delivers mail_outbox rows. One runs per serving process. It is
// woken after each commit that queued an e-mail and by a ticker (for retries
// that come due and leases that expire), claims due rows with one conditional
// UPDATE, and sends each through PocketBase's mailer.
type outboxWorker struct {
	app    core.App
	config outboxConfig
	token  string        // this process's claim token
	slots  chan struct{} // one per delivery in progress

	loop     *wakeloop.Loop // drains after each wake-up and tick, once started
	stopOnce sync.Once
	work     sync.WaitGroup // deliveries in progress, abandoned ones included

	mu          sync.Mutex
	inflight    map[string]struct{} // rows this process is sending: never reclaimed while here
	abandoned   int                 // sends still running after the worker stopped waiting for them
	serverDown  bool                // the last attempt could not talk to the SMTP server
	lastAttempt time.Time
}

func newOutboxWorker(app core.App, config outboxConfig) *outboxWorker {
	return &outboxWorker{
		app:        app,
		config:     config,
		token:      security.RandomString(24),
		slots:      make(chan struct{}, config.concurrency),
		loop:       wakeloop.New(),
		inflight:   map[string]struct{}{},
		serverDown: true, // unknown at start: probe once if e-mails are waiting
	}
}

// start runs the loop: a drain at once, after each wake-up, and on each tick after the probe.
func (w *outboxWorker) start() {
	w.loop.Start(tickInterval, w.drain, w.probeIfServerDown)
}

// wakeUp asks the worker to look for due e-mails now. It never blocks.
func (w *outboxWorker) wakeUp() { w.loop.WakeUp() }

// stop ends the loop and waits a little for deliveries in progress. Whatever
// is still sending keeps its claim and is retried when the lease expires.
func (w *outboxWorker) stop() {
	w.stopOnce.Do(func() {
		w.loop.Stop()
		finished := make(chan struct{})
		go func() { w.work.Wait(); close(finished) }()
		select {
		case <-finished:
		case <-time.After(5 * time.Second):
			w.app.Logger().Warn("mail outbox: stopped with deliveries still in progress; they are retried after their lease")
		}
	})
}

// drain claims and starts deliveries until nothing is due or ctx ends.
func (w *outboxWorker) drain(ctx context.Context) {
	for ctx.Err() == nil {
		if w.tooManyAbandoned() || !w.hasDueRows() {
			return
		}
		select { // wait for one free slot, then take every other free one
		case w.slots <- struct{}{}:
		case <-ctx.Done():
			return
		}
		n := 1
		for n < cap(w.slots) && w.tryTakeSlot() {
			n++
		}
		rows, err := w.claimRows(n)
		for i := len(rows); i < n; i++ {
			<-w.slots
		}
		if err != nil {
			w.app.Logger().Error("mail outbox: claiming e-mails failed", "error", err)
			return
		}
		for _, row := range rows {
			w.work.Add(1)
			go func() {
				defer w.work.Done()
				defer func() { <-w.slots }()
				w.deliver(row)
			}()
		}
		if len(rows) < n {
			return
		}
	}
}

func (w *outboxWorker) tryTakeSlot() bool {
	select {
	case w.slots <- struct{}{}:
		return true
	default:
		return false
	}
}

// tooManyAbandoned caps the sends left running past the timeout, so a server
// that hangs every connection cannot make the worker pile up sockets.
func (w *outboxWorker) tooManyAbandoned() bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.abandoned >= 2*w.config.concurrency
}

// probeIfServerDown makes the oldest waiting e-mail due once per retry
// interval while the server is unreachable, so delivery resumes within about
// one interval of the server coming back, whatever the backoff of each e-mail.
func (w *outboxWorker) probeIfServerDown() {
	w.mu.Lock()
	due := w.serverDown && time.Since(w.lastAttempt) >= w.config.retry
	if due {
		w.lastAttempt = time.Now()
	}
	w.mu.Unlock()
	if !due {
		return
	}
	waiting, err := w.exec(probeSQL, map[string]any{"now": types.NowDateTime().String()})
	if err != nil {
		w.app.Logger().Error("mail outbox: probe failed", "error", err)
		return
	}
	if waiting == 0 { // nothing waits for the server: stop probing until an attempt fails again
		w.mu.Lock()
		w.serverDown = false
		w.mu.Unlock()
	}
}
