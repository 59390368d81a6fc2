package webhooks

import (
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/testapp"
)

func TestFactsOfEachSave(t *testing.T) {
	app := testapp.New(t)
	record := func(collection string, values map[string]any) *core.Record {
		c, err := app.FindCachedCollectionByNameOrId(collection)
		if err != nil {
			t.Fatal(err)
		}
		r := core.NewRecord(c)
		r.Load(values)
		return r
	}
	cases := []struct {
		name, collection string
		old, now         map[string]any // old nil: a create
		want             string
		previous         map[string]any
	}{
		{"an order created", "orders", nil, map[string]any{"status": "pending_approval"}, "order.created", nil},
		{"an order moved", "orders", map[string]any{"status": "pending_approval"}, map[string]any{"status": "approved"},
			"order.status_changed", map[string]any{"status": "pending_approval"}},
		{"an order saved unmoved", "orders", map[string]any{"status": "approved", "title": "a"},
			map[string]any{"status": "approved", "title": "b"}, "", nil},
		{"a payment paid", "payments", map[string]any{"state": "due"}, map[string]any{"state": "paid"}, "payment.paid",
			map[string]any{"state": "due"}},
		{"a payment refunded in part stays paid", "payments", map[string]any{"state": "paid", "refunded_cents": 0},
			map[string]any{"state": "paid", "refunded_cents": 5000}, "payment.refunded", map[string]any{"refunded_cents": 0}},
		{"a payment refunded in full", "payments", map[string]any{"state": "paid", "refunded_cents": 0},
			map[string]any{"state": "refunded", "refunded_cents": 20000}, "payment.refunded", map[string]any{"state": "paid"}},
		{"a payment waived", "payments", map[string]any{"state": "due"}, map[string]any{"state": "waived"}, "", nil},
		{"a call booked", "bookings", nil, map[string]any{"status": "booked"}, "booking.created", nil},
		{"a call moved", "bookings", map[string]any{"status": "booked", "start": "2026-12-01 10:00:00.000Z"},
			map[string]any{"status": "booked", "start": "2026-12-02 10:00:00.000Z"}, "", nil},
		{"a call cancelled", "bookings", map[string]any{"status": "booked"}, map[string]any{"status": "cancelled"},
			"booking.cancelled", map[string]any{"status": "booked"}},
		{"a store launched", "launches", map[string]any{"step": "review"},
			map[string]any{"step": "launched", "launched_at": "2026-11-28 10:00:00.000Z"}, "launch.launched", nil},
		{"a launched store saved again", "launches", map[string]any{"launched_at": "2026-11-28 10:00:00.000Z"},
			map[string]any{"launched_at": "2026-11-28 10:00:00.000Z", "on_time": true}, "", nil},
		{"a testimonial published", "testimonials", map[string]any{"state": "waiting"},
			map[string]any{"state": "published"}, "testimonial.published", map[string]any{"state": "waiting"}},
		{"a testimonial hidden", "testimonials", map[string]any{"state": "published"}, map[string]any{"state": "hidden"}, "", nil},
	}
	for _, c := range cases {
		var old *core.Record
		if c.old != nil {
			old = record(c.collection, c.old)
		}
		typ, previous := facts[c.collection](record(c.collection, c.now), old)
		if typ != c.want || len(previous) != len(c.previous) {
			t.Errorf("%s: got %q %v, want %q %v", c.name, typ, previous, c.want, c.previous)
			continue
		}
		for k, v := range c.previous {
			if previous[k] != v {
				t.Errorf("%s: previous %s = %v, want %v", c.name, k, previous[k], v)
			}
		}
	}
}
