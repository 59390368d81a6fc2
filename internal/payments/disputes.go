package payments

import (
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/stripe/stripe-go/v85"
)

// disputeChanged records what Stripe says of a dispute (charge.dispute.created or charge.dispute.closed) on the order
// whose payment has the dispute's payment intent: one disputes row per Stripe dispute, made by whichever of its
// events comes first and brought up to date by the others. Making the row is what alerts the studio
// (pb_hooks/disputes.pb.js), so a dispute alerts once however many of its events arrive, in whatever order; a replay
// of one event is stopped before this by its id (payment_events).
func disputeChanged(tx core.App, d *stripe.Dispute, closed bool) (string, string, error) {
	if d.ID == "" || d.PaymentIntent == nil || d.PaymentIntent.ID == "" {
		return "", "ignored: a dispute without a payment intent", nil
	}
	payment, err := tx.FindFirstRecordByFilter("payments", "stripe_payment_intent = {:pi}",
		dbx.Params{"pi": d.PaymentIntent.ID})
	if err != nil {
		return "", "ignored: not a payment of ours", nil
	}
	orderID := payment.GetString("order")
	row, err := tx.FindFirstRecordByFilter("disputes", "stripe_dispute = {:id}", dbx.Params{"id": d.ID})
	outcome := "dispute updated"
	if err != nil {
		c, err := tx.FindCachedCollectionByNameOrId("disputes")
		if err != nil {
			return orderID, "", err
		}
		row = core.NewRecord(c)
		row.Set("stripe_dispute", d.ID)
		row.Set("order", orderID)
		outcome = "dispute recorded: the studio is alerted"
	}
	row.Set("payment_intent", d.PaymentIntent.ID)
	row.Set("amount_cents", d.Amount)
	row.Set("currency", string(d.Currency))
	row.Set("reason", string(d.Reason))
	row.Set("status", string(d.Status))
	if d.EvidenceDetails != nil && d.EvidenceDetails.DueBy > 0 {
		row.Set("evidence_due", time.Unix(d.EvidenceDetails.DueBy, 0).UTC())
	}
	if closed && row.GetDateTime("closed_at").IsZero() {
		row.Set("closed_at", time.Now().UTC())
	}
	return orderID, outcome, tx.Save(row)
}
