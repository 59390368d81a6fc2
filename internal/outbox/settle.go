package outbox

import (
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// settlement is the outcome of one attempt at an e-mail.
type settlement struct {
	state     string // sent | queued | failed
	next      types.DateTime
	sentAt    types.DateTime
	lastError string
}

// finish records the outcome of one attempt at row: sent, queued again for
// later, or failed for good; then lets the row be claimed again.
func (w *outboxWorker) finish(row outboxRow, sendErr error) {
	now := time.Now().UTC()
	nowDT, _ := types.ParseDateTime(now)
	outcome := settlement{state: "sent", next: nowDT, sentAt: nowDT}

	w.mu.Lock()
	w.lastAttempt = now
	wasDown := w.serverDown
	w.mu.Unlock()

	if sendErr == nil {
		w.setServerDown(false)
	} else {
		failure := classifySendError(sendErr)
		if failure.serverDown {
			w.setServerDown(true)
		}
		outcome = settlement{lastError: TruncateRunes(sendErr.Error(), 2000)}
		next, retry := w.config.nextAttempt(row.Created.Time(), now, row.Attempts)
		if failure.permanent || !retry {
			outcome.state = "failed"
			outcome.next = nowDT
			w.app.Logger().Error("mail outbox: e-mail failed for good", "id", row.Id,
				"recipient", row.Recipient, "attempts", row.Attempts, "error", sendErr.Error())
		} else {
			outcome.state = "queued"
			outcome.next, _ = types.ParseDateTime(next)
			w.app.Logger().Warn("mail outbox: delivery failed, will retry", "id", row.Id,
				"attempts", row.Attempts, "next", outcome.next.String(), "error", sendErr.Error())
		}
	}

	w.settle(row, outcome)
	w.mu.Lock()
	delete(w.inflight, row.Id)
	w.mu.Unlock()

	if sendErr == nil && wasDown {
		// the server is back: everything waiting on the backoff goes now
		if _, err := w.exec(resumeSQL, dbx.Params{"now": nowDT.String()}); err != nil {
			w.app.Logger().Error("mail outbox: resuming waiting e-mails failed", "error", err)
		}
		w.wakeUp()
	}
}

// settle writes the outcome through the record API, so admins subscribed to
// the outbox see it live, and only while the claim is still ours. It retries a
// few times: a row left claimed after a successful send would be sent again
// once its lease expires.
func (w *outboxWorker) settle(row outboxRow, outcome settlement) {
	write := func(txApp core.App) error {
		record, err := txApp.FindRecordById("mail_outbox", row.Id)
		if err != nil {
			return err
		}
		if record.GetString("claim") != w.token {
			return nil // another process took it over after our lease expired: its outcome wins
		}
		record.Set("state", outcome.state)
		record.Set("next_attempt", outcome.next)
		record.Set("sent_at", outcome.sentAt)
		record.Set("last_error", outcome.lastError)
		record.Set("claim", "")
		record.Set("lease_until", "")
		return txApp.SaveNoValidate(record) // our own values; a schema edit must not strand a sent row
	}
	var err error
	for attempt := 0; attempt < 5; attempt++ {
		if attempt > 0 {
			time.Sleep(time.Duration(attempt) * 200 * time.Millisecond)
		}
		if err = w.app.RunInTransaction(write); err == nil {
			return
		}
	}
	w.app.Logger().Error("mail outbox: recording the delivery outcome failed", "id", row.Id,
		"state", outcome.state, "error", err)
}

func (w *outboxWorker) setServerDown(down bool) {
	w.mu.Lock()
	w.serverDown = down
	w.mu.Unlock()
}

// exec runs a write statement on the app's single writer connection and
// returns the number of rows it changed.
func (w *outboxWorker) exec(sql string, params dbx.Params) (int64, error) {
	result, err := w.app.NonconcurrentDB().NewQuery(sql).Bind(params).Execute()
	if err != nil {
		return 0, err
	}
	return result.RowsAffected()
}
