package webhooks

import (
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// fact tells which event, if any, a save of record is (old is the row as stored, nil for a create), and the fields
// the save moved with their earlier values.
type fact func(record, old *core.Record) (typ string, previous map[string]any)

// facts are the events of each collection.
var facts = map[string]fact{
	"orders": func(r, old *core.Record) (string, map[string]any) {
		if old == nil {
			return "order.created", nil
		}
		return changedTo(r, old, "status", "", "order.status_changed")
	},
	"payments": func(r, old *core.Record) (string, map[string]any) {
		if typ, prev := changedTo(r, old, "state", "paid", "payment.paid"); typ != "" {
			return typ, prev
		}
		if typ, prev := changedTo(r, old, "state", "refunded", "payment.refunded"); typ != "" {
			return typ, prev
		}
		if old != nil && r.GetInt("refunded_cents") > old.GetInt("refunded_cents") { // a part refunded: still paid
			return "payment.refunded", map[string]any{"refunded_cents": old.GetInt("refunded_cents")}
		}
		return "", nil
	},
	"bookings": func(r, old *core.Record) (string, map[string]any) {
		if old == nil {
			if r.GetString("status") == "booked" {
				return "booking.created", nil
			}
			return "", nil
		}
		return changedTo(r, old, "status", "cancelled", "booking.cancelled")
	},
	"launches": func(r, old *core.Record) (string, map[string]any) {
		if !r.GetDateTime("launched_at").IsZero() && (old == nil || old.GetDateTime("launched_at").IsZero()) {
			return "launch.launched", nil
		}
		return "", nil
	},
	"testimonials": func(r, old *core.Record) (string, map[string]any) {
		return changedTo(r, old, "state", "published", "testimonial.published")
	},
}

// changedTo is typ when the save sets field to value (any new value when value is ""), with the earlier value.
func changedTo(r, old *core.Record, field, value, typ string) (string, map[string]any) {
	now := r.GetString(field)
	before := ""
	if old != nil {
		before = old.GetString(field)
	}
	if now == before || (value != "" && now != value) || (value == "" && old == nil) {
		return "", nil
	}
	if old == nil {
		return typ, nil
	}
	return typ, map[string]any{field: before}
}

// lastBeforeWrite runs a handler after every other handler of a save's execute hook (the JS hooks' included), right
// before the row is written: the record holds its final values.
const lastBeforeWrite = 1000

// bindFacts queues each event in the transaction that writes its fact: the handler joins the save's transaction, or
// opens one around the write when the save has none, so a rolled-back fact sends nothing.
func bindFacts(app core.App) {
	for collection, f := range facts {
		handler := func(e *core.RecordEvent, old *core.Record) error {
			typ, previous := f(e.Record, old)
			if typ == "" {
				return e.Next()
			}
			outer := e.App
			defer func() { e.App = outer }()
			return outer.RunInTransaction(func(tx core.App) error {
				e.App = tx
				if err := e.Next(); err != nil {
					return err
				}
				return enqueue(tx, typ, e.Record, previous)
			})
		}
		app.OnRecordCreateExecute(collection).Bind(&hook.Handler[*core.RecordEvent]{
			Func:     func(e *core.RecordEvent) error { return handler(e, nil) },
			Priority: lastBeforeWrite,
		})
		app.OnRecordUpdateExecute(collection).Bind(&hook.Handler[*core.RecordEvent]{
			Func:     func(e *core.RecordEvent) error { return handler(e, e.Record.Original()) },
			Priority: lastBeforeWrite,
		})
	}
}
