package guarantee

import (
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"launchdesk/internal/launch"
)

// lease is how long a make-good's card refund is its caller's alone: longer than a Stripe call with its retries
// (payments.RefundPart: 40 s), so two checks never call Stripe for one row at once.
const lease = 3 * time.Minute

// usedSQL is the studio-side time of the launch l at {:nowMs}, in ms, as UsedMs computes it.
const usedSQL = `(l.clock_used_ms + CASE WHEN l.clock_running_since != ''
	THEN {:nowMs} - CAST(ROUND((julianday(l.clock_running_since) - 2440587.5) * 86400000) AS INTEGER) ELSE 0 END)`

// missedSQL finds the launches under a guarantee whose studio-side time passed the promise ({:promise} ms) by
// {:nowMs}, with a paid payment not refunded in full and no make-good yet: few rows, read every minute.
const missedSQL = `SELECT l.id FROM launches l
	JOIN orders o ON o.id = l."order" AND o.status IN ('in_progress', 'completed')
	JOIN payments p ON p."order" = l."order" AND p.state = 'paid' AND p.refunded_cents < p.amount_cents
	WHERE l.guarantee_percent > 0 AND l.clock_started != '' AND (l.launched_at = '' OR l.on_time = FALSE)
	AND NOT EXISTS (SELECT 1 FROM make_goods m WHERE m."order" = l."order") AND ` + usedSQL + ` > {:promise}`

// missed lists the ids of the launches to make good now.
func (k *Keeper) missed() ([]string, error) {
	var ids []string
	err := k.app.DB().NewQuery(missedSQL).Bind(dbx.Params{
		"nowMs": k.now().UnixMilli(), "promise": launch.Of(k.app).PromiseMs(),
	}).Column(&ids)
	return ids, err
}

// UsedMs is the launch's time on the studio's side at now: the running time of its past runs, plus the current run.
func UsedMs(l *core.Record, now time.Time) int64 {
	used := int64(l.GetInt("clock_used_ms"))
	if since := l.GetDateTime("clock_running_since"); !since.IsZero() {
		if run := now.Sub(since.Time()).Milliseconds(); run > 0 {
			used += run
		}
	}
	return used
}

// share is percent of cents, rounded to the nearest cent.
func share(cents, percent int64) int64 { return (cents*percent + 50) / 100 }

// open writes the make-good of the launch with id when it is due, in one transaction that re-reads everything it
// decides on. A card payment's make-good starts refunding, leased to this caller: its id is answered for the Stripe
// call. Otherwise it is owed at once (the hooks tell the client), and "" is answered, as when nothing is due.
func (k *Keeper) open(id string) (string, error) {
	var refundNow string
	err := k.app.RunInTransaction(func(tx core.App) error {
		l, err := tx.FindRecordById("launches", id)
		if err != nil {
			return nil // gone with its order
		}
		now, numbers := k.now().UTC(), launch.Of(tx)
		percent, used := int64(l.GetInt("guarantee_percent")), UsedMs(l, now)
		if percent <= 0 || l.GetDateTime("clock_started").IsZero() || used <= numbers.PromiseMs() {
			return nil
		}
		orderID := l.GetString("order")
		if _, err := tx.FindFirstRecordByFilter("make_goods", "order = {:o}", dbx.Params{"o": orderID}); err == nil {
			return nil // made good already
		}
		order, err := tx.FindRecordById("orders", orderID)
		if err != nil || (order.GetString("status") != "in_progress" && order.GetString("status") != "completed") {
			return nil
		}
		payment, err := tx.FindFirstRecordByFilter("payments", "order = {:o}", dbx.Params{"o": orderID})
		if err != nil || payment.GetString("state") != "paid" {
			return nil // waived, refunded or not paid: nothing to give back
		}
		paid, refunded := int64(payment.GetInt("amount_cents")), int64(payment.GetInt("refunded_cents"))
		amount := min(share(paid, percent), paid-refunded)
		if amount <= 0 {
			return nil
		}
		c, err := tx.FindCachedCollectionByNameOrId("make_goods")
		if err != nil {
			return err
		}
		row := core.NewRecord(c)
		row.Set("order", orderID)
		row.Set("percent", percent)
		row.Set("amount_cents", amount)
		row.Set("currency", payment.GetString("currency"))
		row.Set("used_ms", used)
		row.Set("promise_hours", numbers.PromiseHours)
		card := payment.GetString("method") == "card" && payment.GetString("stripe_payment_intent") != ""
		if card && k.stripe.On() {
			row.Set("method", "card")
			row.Set("state", "refunding")
			row.Set("attempts", 1)
			until, _ := types.ParseDateTime(now.Add(lease))
			row.Set("lease_until", until)
		} else {
			row.Set("method", "transfer")
			row.Set("state", "owed")
		}
		if err := tx.Save(row); err != nil {
			return err
		}
		if row.GetString("state") == "refunding" {
			refundNow = row.Id
		}
		return nil
	})
	return refundNow, err
}
