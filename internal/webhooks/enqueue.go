package webhooks

import (
	"encoding/json"
	"slices"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Events are the facts an endpoint can take, in the order the studio's screen lists them.
var Events = []string{
	"order.created", "order.status_changed", "payment.paid", "payment.refunded",
	"booking.created", "booking.cancelled", "launch.launched", "testimonial.published",
}

// Body is what every delivery POSTs: id is the event's, the same on every attempt and on "Send again"; created is
// when the fact happened (unix seconds); data.object is the record as it is now (its hidden fields left out) and
// data.previous the fields the change moved, with their earlier values.
type Body struct {
	ID      string `json:"id"`
	Type    string `json:"type"`
	Created int64  `json:"created"`
	Data    Data   `json:"data"`
}

// Data is the record an event is about.
type Data struct {
	Object   map[string]any `json:"object"`
	Previous map[string]any `json:"previous,omitempty"`
}

// newEventID is an event's id, the receiver's key to drop a repeat.
func newEventID() string { return "evt_" + security.RandomString(24) }

// enqueue queues one delivery of the event to every endpoint that takes typ, with tx: the caller's transaction, so
// the deliveries exist if and only if the fact does. It reads the endpoints inside that transaction.
func enqueue(tx core.App, typ string, record *core.Record, previous map[string]any) error {
	var endpoints []struct {
		ID     string                  `db:"id"`
		Events types.JSONArray[string] `db:"events"`
	}
	if err := tx.DB().NewQuery("SELECT id, events FROM webhook_endpoints").All(&endpoints); err != nil {
		return err
	}
	var to []string
	for _, ep := range endpoints {
		if slices.Contains(ep.Events, typ) {
			to = append(to, ep.ID)
		}
	}
	if len(to) == 0 {
		return nil
	}
	id := newEventID()
	body, err := json.Marshal(Body{
		ID: id, Type: typ, Created: time.Now().Unix(),
		Data: Data{Object: record.PublicExport(), Previous: previous},
	})
	if err != nil {
		return err
	}
	collection, err := tx.FindCachedCollectionByNameOrId("webhook_deliveries")
	if err != nil {
		return err
	}
	for _, endpoint := range to {
		d := core.NewRecord(collection)
		d.Set("endpoint", endpoint)
		d.Set("event_id", id)
		d.Set("type", typ)
		d.Set("body", string(body))
		d.Set("state", "queued")
		d.Set("next_attempt", types.NowDateTime())
		if err := tx.SaveNoValidate(d); err != nil {
			return err
		}
	}
	return nil
}

// resendSQL queues a delivery again as it was: the same event id and body, its backoff from the start.
const resendSQL = `UPDATE webhook_deliveries SET state = 'queued', attempts = 0, next_attempt = {:now}, claim = '',
	lease_until = '', updated = {:now} WHERE id = {:id} AND state != 'sending'`

// resend queues delivery id again; false when there is no such delivery or it is being sent right now.
func resend(app core.App, id string) (bool, error) {
	res, err := app.NonconcurrentDB().NewQuery(resendSQL).
		Bind(dbx.Params{"id": id, "now": types.NowDateTime().String()}).Execute()
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}
