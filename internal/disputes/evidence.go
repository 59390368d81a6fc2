package disputes

import (
	"encoding/json"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/jsonrows"
)

// Evidence is what an order's records show, grouped as Stripe's dispute form asks for it and in its order: the
// product or service (the order and the client's brief, as received), the customer (the client's account), the
// proof that the service was delivered (who approved which preview and when, and when the store launched), the
// customer communication (the messages the client saw, internal notes left out), then the receipt (the payment and
// its refunds; null without one). Every time is the stored UTC time; an empty one did not happen. Each part's
// fields are named once, in the SQL below that reads it (internal/jsonrows).
type Evidence struct {
	Service       json.RawMessage   `json:"service"`
	Customer      json.RawMessage   `json:"customer"`
	Delivery      json.RawMessage   `json:"delivery"`
	Communication []json.RawMessage `json:"communication"`
	Receipt       json.RawMessage   `json:"receipt"`
	Disputes      []json.RawMessage `json:"disputes"`
}

// maxMessages bounds the thread the page prints (the newest are kept); a dispute needs the delivery's, not years.
const maxMessages = 300

const serviceSQL = `SELECT json_object('order_id', id, 'title', title, 'company', company_name, 'brief', description,
	'received_at', created, 'status', status) AS json FROM orders WHERE id = {:order}`

const customerSQL = `SELECT json_object('name', name, 'email', email, 'signed_up', created) AS json
	FROM users WHERE id = {:client}`

const deliverySQL = `SELECT json_object('preview_url', COALESCE(r.url, ''), 'round', COALESCE(r.round, 0),
	'review_state', COALESCE(r.state, ''), 'asked_at', COALESCE(r.asked_at, ''),
	'approved_at', COALESCE(r.answered_at, ''), 'approved_by', COALESCE(u.name, ''),
	'approved_by_email', COALESCE(u.email, ''), 'override_reason', COALESCE(r.override_reason, ''),
	'launched_at', COALESCE(l.launched_at, ''), 'store_domain', COALESCE(l.store_domain, ''),
	'clock_used_ms', COALESCE(l.clock_used_ms, 0)) AS json
	FROM orders o LEFT JOIN reviews r ON r."order" = o.id LEFT JOIN users u ON u.id = r.answered_by
	LEFT JOIN launches l ON l."order" = o.id WHERE o.id = {:order}`

const messagesSQL = `SELECT json FROM (SELECT m.created, m.rowid AS seq, json_object('at', m.created,
	'author', COALESCE(u.name, ''),
	'from_client', json(CASE WHEN COALESCE(u.id, '') = {:client} THEN 'true' ELSE 'false' END), 'body', m.body,
	'files', json_array_length(COALESCE(NULLIF(m.files, ''), '[]'))) AS json
	FROM messages m LEFT JOIN users u ON u.id = m.author
	WHERE m."order" = {:order} AND m.internal = FALSE ORDER BY m.created DESC, m.rowid DESC LIMIT {:max})
	ORDER BY created, seq`

const receiptSQL = `SELECT json_object('amount_cents', amount_cents, 'currency', currency, 'state', state,
	'method', method, 'receipt_no', receipt_no, 'paid_at', paid_at, 'refunded_cents', refunded_cents,
	'refunded_at', refunded_at) AS json FROM payments WHERE "order" = {:order}`

// gather reads the order's evidence: a handful of indexed reads, each by the order's id.
func gather(app core.App, order *core.Record) (ev Evidence, err error) {
	by := dbx.Params{"order": order.Id, "client": order.GetString("client"), "max": maxMessages}
	one := func(sql string, into *json.RawMessage) {
		if err == nil {
			*into, err = jsonrows.One(app.DB().NewQuery(sql).Bind(by))
		}
	}
	one(serviceSQL, &ev.Service)
	one(customerSQL, &ev.Customer)
	one(deliverySQL, &ev.Delivery)
	one(receiptSQL, &ev.Receipt)
	if err == nil {
		ev.Communication, err = jsonrows.All(app.DB().NewQuery(messagesSQL).Bind(by))
	}
	if err == nil {
		ev.Disputes, err = ofOrder(app, order.Id)
	}
	return ev, err
}
