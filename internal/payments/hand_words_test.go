package payments

import (
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/testapp"
)

// TestHandChangeKeepsItsWords: mark paid and waive check the hand methods and lengths of the contract
// (pb_hooks/lib/payments.json, limits.json) and refuse in the sentences the studio always read.
func TestHandChangeKeepsItsWords(t *testing.T) {
	c := testapp.Contract(t)
	due := func() *core.Record {
		p := core.NewRecord(core.NewBaseCollection("payments"))
		p.Set("state", "due")
		return p
	}
	const paidBy = "Choose how it was paid (bank transfer, cash or other), with a reference of up to 200 characters."
	const waive = "Say why the payment is waived (up to 500 characters)."
	cases := []struct {
		name, action string
		body         studioBody
		want         string
	}{
		{"a card payment marked by hand", "mark-paid", studioBody{Method: "card"}, paidBy},
		{"no method", "mark-paid", studioBody{}, paidBy},
		{"a reference too long", "mark-paid", studioBody{Method: "cash", Reference: strings.Repeat("r", 201)}, paidBy},
		{"a long reference in letters", "mark-paid", studioBody{Method: "bank_transfer", Reference: strings.Repeat("é", 200)}, ""},
		{"every hand method", "mark-paid", studioBody{Method: "other"}, ""},
		{"no reason", "waive", studioBody{}, waive},
		{"a reason too long", "waive", studioBody{Reason: strings.Repeat("w", 501)}, waive},
		{"a long reason in letters", "waive", studioBody{Reason: strings.Repeat("ü", 500)}, ""},
	}
	for _, tc := range cases {
		if got := handChange(c, due(), tc.action, tc.body); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}
