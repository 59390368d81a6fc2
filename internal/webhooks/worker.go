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
	"github.com/pocketbase/pocketbase/tools/security"
	"github.com/pocketbase/pocketbase/tools/types"

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

// dueSQL finds deliveries ready to send: queued and due, or left "sending" by a claim whose lease expired.
const dueWhere = `(state = 'queued' AND next_attempt <= {:now}) OR (state = 'sending' AND lease_until <= {:now})`

// claimSQL takes up to {:limit} due deliveries in one statement (atomic in SQLite: never two claims of one row),
// with what the send needs of its endpoint.
const claimSQL = `UPDATE webhook_deliveries
SET state = 'sending', claim = {:claim}, lease_until = {:lease}, attempts = attempts + 1, updated = {:now}
WHERE id IN (SELECT id FROM webhook_deliveries WHERE ` + dueWhere + ` ORDER BY next_attempt LIMIT {:limit})
RETURNING id, endpoint, body, attempts`

// settleSQL records an attempt's outcome while the claim is still this worker's.
const settleSQL = `UPDATE webhook_deliveries SET state = {:state}, next_attempt = {:next}, last_status = {:status},
	last_answer = {:answer}, last_error = {:error}, delivered_at = {:delivered}, claim = '', lease_until = '',
	updated = {:now} WHERE id = {:id} AND claim = {:claim}`

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
	token  string
	loop   *wakeloop.Loop
}

func newWorker(app core.App, p policy) *worker {
	return &worker{app: app, policy: p, client: &http.Client{Timeout: sendTimeout},
		token: security.RandomString(24), loop: wakeloop.New()}
}

// drain claims and sends what is due, concurrency at a time, until nothing is or ctx ends.
func (w *worker) drain(ctx context.Context) {
	for ctx.Err() == nil {
		var found []string
		now := types.NowDateTime().String()
		err := w.app.ConcurrentDB().NewQuery("SELECT id FROM webhook_deliveries WHERE " + dueWhere + " LIMIT 1").
			Bind(dbx.Params{"now": now}).Column(&found)
		if err != nil || len(found) == 0 {
			return
		}
		var rows []claimed
		err = w.app.NonconcurrentDB().NewQuery(claimSQL).Bind(dbx.Params{"now": now, "claim": w.token,
			"lease": types.NowDateTime().Add(lease).String(), "limit": concurrency}).All(&rows)
		if err != nil {
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
	params := dbx.Params{"id": row.ID, "claim": w.token, "status": status, "answer": answer, "error": sendErr,
		"now": types.NowDateTime().String(), "next": types.NowDateTime().String(), "delivered": ""}
	switch next, retry := w.policy.nextAttempt(now, row.Attempts); {
	case err == nil && status >= 200 && status < 300:
		params["state"], params["delivered"] = "delivered", params["now"]
	case retry:
		dt, _ := types.ParseDateTime(next)
		params["state"], params["next"] = "queued", dt.String()
	default:
		params["state"] = "failed"
	}
	if _, err := w.app.NonconcurrentDB().NewQuery(settleSQL).Bind(params).Execute(); err != nil {
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
