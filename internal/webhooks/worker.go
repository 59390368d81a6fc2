package webhooks

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/leasequeue"
	"launchdesk/internal/wakeloop"
)

// The worker's limits: a send waits at most sendTimeout, its claim lasts lease (longer, so a live claim never
// expires under it), and concurrency deliveries run at once.
const (
	tickInterval = time.Second
	sendTimeout  = 10 * time.Second
	lease        = 3 * sendTimeout
	concurrency  = 4
	answerMax    = 1000 // characters of an endpoint's answer kept to show the studio
)

type claimed struct {
	ID       string `db:"id"`
	Endpoint string `db:"endpoint"`
	Body     string `db:"body"`
	Attempts int    `db:"attempts"`
}

// worker sends queued deliveries: woken after a commit that queued one, and every tickInterval for retries that
// came due and leases that expired (internal/wakeloop runs it, as it runs the mail outbox).
type worker struct {
	app    core.App
	policy policy
	client *http.Client
	queue  *leasequeue.Queue
	loop   *wakeloop.Loop
}

func newWorker(app core.App, p policy) *worker {
	return &worker{app: app, policy: p, client: &http.Client{Timeout: sendTimeout},
		queue: leasequeue.New("webhook_deliveries", "id, endpoint, body, attempts", lease), loop: wakeloop.New()}
}

// drain claims and sends what is due, concurrency at a time, until nothing is or ctx ends.
func (w *worker) drain(ctx context.Context) {
	for ctx.Err() == nil {
		if !w.queue.AnyDue(w.app) {
			return
		}
		var rows []claimed
		if err := w.queue.Claim(w.app, concurrency, &rows); err != nil {
			w.app.Logger().Error("webhooks: claiming deliveries failed", "error", err)
			return
		}
		var batch sync.WaitGroup
		for _, row := range rows {
			batch.Add(1)
			go func() { defer batch.Done(); w.deliver(row) }()
		}
		batch.Wait()
		if len(rows) < concurrency {
			return
		}
	}
}

// deliver POSTs one delivery, signed with its endpoint's secret as it is now, and records the outcome.
func (w *worker) deliver(row claimed) {
	status, answer, sendErr := 0, "", ""
	endpoint, err := w.app.FindRecordById("webhook_endpoints", row.Endpoint)
	if err == nil {
		status, answer, err = w.post(endpoint.GetString("url"), endpoint.GetString("secret"), []byte(row.Body))
	}
	if err != nil {
		sendErr = truncate(err.Error(), answerMax)
	}
	now := time.Now()
	set := dbx.Params{"last_status": status, "last_answer": answer, "last_error": sendErr,
		"next_attempt": leasequeue.DateOf(now), "delivered_at": ""}
	switch next, retry := w.policy.nextAttempt(now, row.Attempts); {
	case err == nil && status >= 200 && status < 300:
		set["state"], set["delivered_at"] = "delivered", leasequeue.DateOf(now)
	case retry:
		set["state"], set["next_attempt"] = "queued", leasequeue.DateOf(next)
	default:
		set["state"] = "failed"
	}
	if err := w.queue.Settle(w.app, row.ID, set); err != nil {
		w.app.Logger().Error("webhooks: recording a delivery's outcome failed", "id", row.ID, "error", err)
	}
}

// post sends body to url and returns the answer's status and its first answerMax characters.
func (w *worker) post(url, secret string, body []byte) (int, string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), sendTimeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return 0, "", err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "launchdesk-webhooks")
	req.Header.Set(SignatureHeader, Signature(secret, time.Now().Unix(), body))
	res, err := w.client.Do(req)
	if err != nil {
		return 0, "", err
	}
	defer res.Body.Close()
	answer, _ := io.ReadAll(io.LimitReader(res.Body, 4*answerMax))
	return res.StatusCode, truncate(strings.ToValidUTF8(string(answer), "�"), answerMax), nil
}

// truncate keeps the first max characters of s.
func truncate(s string, max int) string {
	if utf8.RuneCountInString(s) <= max {
		return s
	}
	return string([]rune(s)[:max])
}
