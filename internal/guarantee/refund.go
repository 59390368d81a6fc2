package guarantee

import (
	"context"
	"time"
	"unicode/utf8"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// maxAttempts is how many times a card refund is tried (a minute apart at least) before the make-good turns owed:
// the studio then pays it back by transfer, and the client is told so.
const maxAttempts = 10

// guaranteeKey marks the payment's save as the guarantee's (pb_hooks/lib/payment_hooks.js): the client is told of the
// refund in the guarantee's words only.
const guaranteeKey = "@launchdesk.guarantee"

// idempotencyKey is the one key of an order's guarantee refund at Stripe.
func idempotencyKey(orderID string) string { return "launchdesk-guarantee-" + orderID }

// refund asks Stripe for the make-good's refund (its caller holds the lease) and records the answer: refunded, with
// the amount on the payment; or, after a failure, a later try, then owed once the tries are spent.
func (k *Keeper) refund(rowID string) {
	row, err := k.app.FindRecordById("make_goods", rowID)
	if err != nil {
		return
	}
	orderID := row.GetString("order")
	payment, err := k.app.FindFirstRecordByFilter("payments", "order = {:o}", dbx.Params{"o": orderID})
	if err != nil {
		return
	}
	refundID, callErr := k.stripe.RefundPart(context.Background(), payment.GetString("stripe_payment_intent"),
		int64(row.GetInt("amount_cents")), orderID, idempotencyKey(orderID))
	err = k.app.RunInTransaction(func(tx core.App) error {
		fresh, err := tx.FindRecordById("make_goods", rowID)
		if err != nil || fresh.GetString("state") != "refunding" {
			return err
		}
		now := k.now().UTC()
		if callErr != nil {
			fresh.Set("note", truncate("Stripe: "+callErr.Error(), 900))
			if fresh.GetInt("attempts") >= maxAttempts {
				fresh.Set("state", "owed") // the hooks tell the client it is owed by transfer
			}
			return tx.Save(fresh)
		}
		fresh.Set("state", "refunded")
		fresh.Set("stripe_refund", refundID)
		fresh.Set("note", "")
		fresh.Set("settled_at", now)
		if err := tx.Save(fresh); err != nil {
			return err
		}
		return recordOnPayment(tx, orderID, int64(fresh.GetInt("amount_cents")), now)
	})
	if err != nil || callErr != nil {
		k.app.Logger().Error("Guarantee: the card refund", "order", orderID, "stripe", callErr, "error", err)
	}
}

// recordOnPayment adds cents to what is refunded of the order's payment (refunded in full once it reaches the amount
// paid), as Stripe's charge.refunded event will report it, so that event finds it recorded and changes nothing.
func recordOnPayment(tx core.App, orderID string, cents int64, now time.Time) error {
	payment, err := tx.FindFirstRecordByFilter("payments", "order = {:o}", dbx.Params{"o": orderID})
	if err != nil {
		return err
	}
	paid := int64(payment.GetInt("amount_cents"))
	refunded := min(paid, int64(payment.GetInt("refunded_cents"))+cents)
	payment.Set("refunded_cents", refunded)
	if refunded >= paid {
		payment.Set("state", "refunded")
		payment.Set("refunded_at", now)
	}
	payment.Set(guaranteeKey, "1")
	return tx.Save(payment)
}

// retryRefunds tries again each card refund whose lease ran out: a failed call, or one a crash or restart cut short.
func (k *Keeper) retryRefunds() {
	var ids []string
	now, _ := types.ParseDateTime(k.now().UTC())
	err := k.app.DB().Select("id").From("make_goods").
		Where(dbx.NewExp("state = 'refunding' AND lease_until < {:now}", dbx.Params{"now": now.String()})).Column(&ids)
	if err != nil {
		k.app.Logger().Error("Guarantee: finding refunds to retry failed", "error", err)
	}
	for _, id := range ids {
		if k.claim(id) {
			k.refund(id)
		}
	}
}

// claim takes the lease of the make-good with id for this caller, when it is still refunding and its lease ran out.
func (k *Keeper) claim(id string) bool {
	claimed := false
	_ = k.app.RunInTransaction(func(tx core.App) error {
		row, err := tx.FindRecordById("make_goods", id)
		now := k.now().UTC()
		if err != nil || row.GetString("state") != "refunding" || row.GetDateTime("lease_until").Time().After(now) {
			return nil
		}
		until, _ := types.ParseDateTime(now.Add(lease))
		row.Set("lease_until", until)
		row.Set("attempts", row.GetInt("attempts")+1)
		claimed = true
		return tx.Save(row)
	})
	return claimed
}

// truncate cuts s to at most n bytes, on a character boundary.
func truncate(s string, n int) string {
	for len(s) > n {
		_, size := utf8.DecodeLastRuneInString(s)
		s = s[:len(s)-size]
	}
	return s
}
