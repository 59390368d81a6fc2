package outbox

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/mail"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tools/mailer"
	"github.com/pocketbase/pocketbase/tools/types"
)

// dueWhere selects rows ready to send: queued and due, or left "sending" by a
// claim whose lease expired (a crashed or killed process), except the rows this
// process is still sending.
const dueWhere = `((state = 'queued' AND next_attempt <= {:now}) OR (state = 'sending' AND lease_until <= {:now}))
	AND id NOT IN (SELECT value FROM json_each({:inflight}))`

// claimSQL takes up to {:limit} due rows in one statement: SQLite runs it
// atomically, so two workers (even in two processes) never claim the same row.
const claimSQL = `UPDATE mail_outbox
SET state = 'sending', claim = {:claim}, lease_until = {:lease}, attempts = attempts + 1, updated = {:now}
WHERE id IN (SELECT id FROM mail_outbox WHERE ` + dueWhere + ` ORDER BY next_attempt LIMIT {:limit})
RETURNING id, recipient, subject, html, text, ics, attempts, created, expires_at`

// probeSQL and resumeSQL pull forward only e-mails waiting on their backoff
// (attempts > 0): a grouped new-order alert is queued for the end of its
// minute with no attempt yet (pb_hooks/lib/order_alerts.js) and keeps that time.
const probeSQL = `UPDATE mail_outbox SET next_attempt = {:now}
WHERE id = (SELECT id FROM mail_outbox WHERE state = 'queued' AND attempts > 0 AND next_attempt > {:now}
	ORDER BY next_attempt LIMIT 1)`

const resumeSQL = `UPDATE mail_outbox SET next_attempt = {:now}
WHERE state = 'queued' AND attempts > 0 AND next_attempt > {:now}`

// outboxRow is a claimed e-mail (each field read from the column dbx's mapping names).
type outboxRow struct {
	Id        string
	Recipient string
	Subject   string
	HTML      string
	Text      string
	// ICS is a calendar invitation sent as a text/calendar part (invite.ics), "" for none (pb_hooks/bookings.pb.js).
	ICS      string
	Attempts int
	Created  types.DateTime
	// ExpiresAt is when the e-mail stops being worth sending (a sign-in code's lifetime); zero: never.
	ExpiresAt types.DateTime
}

// errExpired is the outcome of a row claimed after its expires_at: it is marked failed, never sent.
var errExpired = errors.New("not sent: the e-mail expired before it could be delivered (a sign-in code past its lifetime)")

// expired reports whether row must no longer be sent at now.
func (row outboxRow) expired(now time.Time) bool {
	return !row.ExpiresAt.IsZero() && !now.Before(row.ExpiresAt.Time())
}

func (w *outboxWorker) dueParams() dbx.Params {
	w.mu.Lock()
	ids := make([]string, 0, len(w.inflight))
	for id := range w.inflight {
		ids = append(ids, id)
	}
	w.mu.Unlock()
	inflight, _ := json.Marshal(ids)
	return dbx.Params{"now": types.NowDateTime().String(), "inflight": string(inflight)}
}

// hasDueRows is a cheap read (no write lock) that spares the claim UPDATE when idle.
func (w *outboxWorker) hasDueRows() bool {
	var found []string
	err := w.app.ConcurrentDB().NewQuery("SELECT id FROM mail_outbox WHERE " + dueWhere + " LIMIT 1").
		Bind(w.dueParams()).Column(&found)
	if err != nil {
		w.app.Logger().Error("mail outbox: looking for due e-mails failed", "error", err)
		return false
	}
	return len(found) > 0
}

func (w *outboxWorker) claimRows(limit int) ([]outboxRow, error) {
	params := w.dueParams()
	params["claim"] = w.token
	params["lease"] = types.NowDateTime().Add(w.config.lease).String()
	params["limit"] = limit
	var rows []outboxRow
	if err := w.app.NonconcurrentDB().NewQuery(claimSQL).Bind(params).All(&rows); err != nil {
		return nil, err
	}
	w.mu.Lock()
	for _, row := range rows {
		w.inflight[row.Id] = struct{}{}
	}
	w.mu.Unlock()
	return rows, nil
}

// deliver sends row and records the outcome. It waits at most sendTimeout: a
// send still running then is left to finish on its own (the row stays claimed
// and in flight, so it is never sent twice) and records its outcome when done.
func (w *outboxWorker) deliver(row outboxRow) {
	if row.expired(time.Now()) {
		w.finish(row, errExpired)
		return
	}
	result := make(chan error, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				result <- fmt.Errorf("mailer panic: %v", r)
			}
		}()
		result <- w.app.NewMailClient().Send(w.message(row))
	}()

	select {
	case err := <-result:
		w.finish(row, err)
	case <-time.After(w.config.sendTimeout):
		w.app.Logger().Warn("mail outbox: the SMTP server did not answer in time; the send is left to finish",
			"id", row.Id, "timeout", w.config.sendTimeout.String())
		w.mu.Lock()
		w.abandoned++
		w.serverDown = true
		w.mu.Unlock()
		w.work.Add(1)
		go func() {
			defer w.work.Done()
			w.finish(row, <-result)
			w.mu.Lock()
			w.abandoned--
			w.mu.Unlock()
		}()
	}
}

func (w *outboxWorker) message(row outboxRow) *mailer.Message {
	meta := w.app.Settings().Meta
	domain := "launchdesk.local"
	if at := strings.LastIndex(meta.SenderAddress, "@"); at >= 0 && at < len(meta.SenderAddress)-1 {
		domain = meta.SenderAddress[at+1:]
	}
	msg := &mailer.Message{
		From:    mail.Address{Name: HeaderSafe(meta.SenderName), Address: meta.SenderAddress},
		To:      []mail.Address{{Address: row.Recipient}},
		Subject: HeaderSafe(row.Subject),
		HTML:    row.HTML,
		Text:    row.Text,
		// stable across retries, so a receiving system can drop a duplicate
		Headers: map[string]string{"Message-ID": "<" + row.Id + ".outbox@" + HeaderSafe(domain) + ">"},
	}
	if row.ICS != "" { // PocketBase's mailer types a part by its content: BEGIN:VCALENDAR is text/calendar
		msg.Attachments = map[string]io.Reader{"invite.ics": strings.NewReader(row.ICS)}
	}
	return msg
}
