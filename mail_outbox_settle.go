package main

import (
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tools/types"
)

// finish records the outcome of one attempt at row: sent, queued again for
// later, or failed for good; then lets the row be claimed again.
func (w *outboxWorker) finish(row outboxRow, sendErr error) {
	now := time.Now().UTC()
	nowText := types.NowDateTime().String()
	params := dbx.Params{"id": row.Id, "claim": w.token, "now": nowText, "next": nowText, "sentAt": "", "error": ""}

	w.mu.Lock()
	w.lastAttempt = now
	wasDown := w.serverDown
	w.mu.Unlock()

	switch {
	case sendErr == nil:
		params["state"] = "sent"
		params["sentAt"] = nowText
		w.setServerDown(false)
	default:
		failure := classifySendError(sendErr)
		if failure.serverDown {
			w.setServerDown(true)
		}
		params["error"] = truncateRunes(sendErr.Error(), 2000)
		next, retry := w.config.nextAttempt(row.Created.Time(), now, row.Attempts)
		if failure.permanent || !retry {
			params["state"] = "failed"
			w.app.Logger().Error("mail outbox: e-mail failed for good", "id", row.Id,
				"recipient", row.Recipient, "attempts", row.Attempts, "error", sendErr.Error())
		} else {
			params["state"] = "queued"
			params["next"] = types.NowDateTime().Add(next.Sub(now)).String()
			w.app.Logger().Warn("mail outbox: delivery failed, will retry", "id", row.Id,
				"attempts", row.Attempts, "next", params["next"], "error", sendErr.Error())
		}
	}

	w.settle(row, params)
	w.mu.Lock()
	delete(w.inflight, row.Id)
	w.mu.Unlock()

	if sendErr == nil && wasDown {
		// the server is back: everything waiting on the backoff goes now
		if _, err := w.exec(resumeSQL, map[string]any{"now": nowText}); err != nil {
			w.app.Logger().Error("mail outbox: resuming waiting e-mails failed", "error", err)
		}
		w.wakeUp()
	}
}

// settle writes the outcome, retrying a few times: a row left claimed after a
// successful send would be sent again once its lease expires.
func (w *outboxWorker) settle(row outboxRow, params dbx.Params) {
	var err error
	for attempt := 0; attempt < 5; attempt++ {
		if attempt > 0 {
			time.Sleep(time.Duration(attempt) * 200 * time.Millisecond)
		}
		if _, err = w.exec(settleSQL, params); err == nil {
			return
		}
	}
	w.app.Logger().Error("mail outbox: recording the delivery outcome failed", "id", row.Id,
		"state", params["state"], "error", err)
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
