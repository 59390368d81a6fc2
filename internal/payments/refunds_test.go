package payments

import (
	"testing"

	"github.com/pocketbase/pocketbase/core"
)

// TestRefundToKeepsTheLargestFigure: Stripe's amount_refunded is cumulative, so only a larger figure changes a paid
// payment; it stays paid below the amount paid and turns refunded at it (or when Stripe says the charge is refunded
// in full), with the whole amount recorded as refunded.
func TestRefundToKeepsTheLargestFigure(t *testing.T) {
	cases := []struct {
		name          string
		stored, cents int64
		full          bool
		changed       bool
		state         string
		refunded      int
	}{
		{"a first partial refund", 0, 5000, false, true, "paid", 5000},
		{"a larger one", 5000, 12000, false, true, "paid", 12000},
		{"the same figure again", 5000, 5000, false, false, "paid", 5000},
		{"an older, smaller figure", 12000, 5000, false, false, "paid", 12000},
		{"nothing refunded", 0, 0, false, false, "paid", 0},
		{"the whole amount", 5000, 20000, false, true, "refunded", 20000},
		{"more than the amount", 0, 25000, false, true, "refunded", 20000},
		{"a charge refunded in full without a figure", 0, 0, true, true, "refunded", 20000},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			payment := core.NewRecord(core.NewBaseCollection("payments"))
			payment.Set("state", "paid")
			payment.Set("amount_cents", 20000)
			payment.Set("refunded_cents", c.stored)
			_, changed := refundTo(payment, c.cents, c.full)
			if changed != c.changed || payment.GetString("state") != c.state || payment.GetInt("refunded_cents") != c.refunded {
				t.Errorf("got changed %v, %s with %d refunded; want %v, %s with %d", changed,
					payment.GetString("state"), payment.GetInt("refunded_cents"), c.changed, c.state, c.refunded)
			}
			if refundedAt := payment.GetString("refunded_at"); (c.state == "refunded") != (refundedAt != "") {
				t.Errorf("refunded_at %q for a %s payment", refundedAt, c.state)
			}
		})
	}
}
