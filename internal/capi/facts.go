package capi

import (
	"slices"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/access"
	"launchdesk/internal/config"
	"launchdesk/internal/contract"
)

// bindFacts queues an event in the transaction of each fact: a booked intro call (Lead), a new client account
// (CompleteRegistration), a payment turning paid (Purchase). Each hook runs once per such save, a few a day, in Go.
func bindFacts(app core.App) {
	app.OnRecordCreateExecute("bookings").BindFunc(func(e *core.RecordEvent) error {
		return afterSave(e, func(tx core.App, b *core.Record) error {
			// a consultation is booked by a client who already came: only an intro call is a lead
			if b.GetBool("gpc") || b.GetString("kind") != "intro" {
				return nil
			}
			return enqueue(tx, about("Lead", "lead-"+b.Id, b, time.Now()), time.Now())
		})
	})
	app.OnRecordCreateExecute("users").BindFunc(func(e *core.RecordEvent) error {
		return afterSave(e, func(tx core.App, u *core.Record) error {
			if u.GetBool("gpc") || access.IsStudio(tx, u) { // the studio's own accounts are no conversion
				return nil
			}
			return enqueue(tx, about("CompleteRegistration", "reg-"+u.Id, u, time.Now()), time.Now())
		})
	})
	app.OnRecordUpdateExecute("payments").BindFunc(func(e *core.RecordEvent) error {
		was := e.Record.Original().GetString("state")
		return afterSave(e, func(tx core.App, p *core.Record) error {
			switch now := p.GetString("state"); {
			case was != "paid" && now == "paid":
				return purchase(tx, p)
			case was == "paid" && now == "due": // an undone "Mark paid" (internal/payments undoPaid)
				return dropWaiting(tx, "purchase-"+p.Id)
			}
			return nil
		})
	})
}

// afterSave saves e's record and then runs then with the record, both in one transaction (joining the caller's);
// the save's later hooks (after success) get the app back, not the finished transaction.
func afterSave(e *core.RecordEvent, then func(tx core.App, r *core.Record) error) error {
	original := e.App
	defer func() { e.App = original }()
	return original.RunInTransaction(func(tx core.App) error {
		e.App = tx
		if err := e.Next(); err != nil {
			return err
		}
		return then(tx, e.Record)
	})
}

// purchase queues the Purchase of payment p, with its own amount and currency, for the order's client. A payment the
// studio marked paid by hand waits out the undo window (MARK_PAID_UNDO_SECONDS) first, as its receipt e-mail does.
func purchase(tx core.App, p *core.Record) error {
	order, err := tx.FindRecordById("orders", p.GetString("order"))
	if err != nil {
		return nil // not an order's payment: nothing to tell
	}
	client, err := tx.FindRecordById("users", order.GetString("client"))
	if err != nil || client.GetBool("gpc") {
		return nil
	}
	paidAt := p.GetDateTime("paid_at").Time()
	if paidAt.IsZero() {
		paidAt = time.Now()
	}
	ev := about("Purchase", "purchase-"+p.Id, client, paidAt)
	ev.CustomData = map[string]any{
		"value":    float64(p.GetInt("amount_cents")) / 100,
		"currency": strings.ToUpper(p.GetString("currency")),
	}
	due := time.Now()
	if slices.Contains(contract.Of(tx).Payments.ByHand, p.GetString("method")) {
		due = due.Add(time.Duration(config.StoredHooks(tx).MarkPaidUndoMs) * time.Millisecond)
	}
	return enqueue(tx, ev, due)
}
