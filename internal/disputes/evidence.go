package disputes

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// Evidence is what an order's records show, grouped as Stripe's dispute form asks for it and in its order: the
// product or service, the customer, the proof that the service was delivered (the client's approval of the preview,
// the launch), the customer communication, then the receipt (the payment and its refunds). Every time is the
// stored UTC time; an empty one did not happen.
type Evidence struct {
	Service       Service   `json:"service"`
	Customer      Customer  `json:"customer"`
	Delivery      Delivery  `json:"delivery"`
	Communication []Message `json:"communication"`
	Receipt       *Receipt  `json:"receipt"`
	Disputes      []Dispute `json:"disputes"`
}

// Service is what was sold: the order and the client's brief, as received.
type Service struct {
	OrderID    string `json:"order_id" db:"id"`
	Title      string `json:"title" db:"title"`
	Company    string `json:"company" db:"company_name"`
	Brief      string `json:"brief" db:"description"`
	ReceivedAt string `json:"received_at" db:"created"`
	Status     string `json:"status" db:"status"`
}

// Customer is the client's account.
type Customer struct {
	Name     string `json:"name" db:"name"`
	Email    string `json:"email" db:"email"`
	SignedUp string `json:"signed_up" db:"created"`
}

// Delivery is the proof of service: who approved which preview and when, and when the store launched.
type Delivery struct {
	PreviewURL   string `json:"preview_url" db:"url"`
	Round        int    `json:"round" db:"round"`
	ReviewState  string `json:"review_state" db:"state"`
	AskedAt      string `json:"asked_at" db:"asked_at"`
	ApprovedAt   string `json:"approved_at" db:"answered_at"`
	ApprovedBy   string `json:"approved_by" db:"approver"`
	ApproverMail string `json:"approved_by_email" db:"approver_email"`
	Override     string `json:"override_reason" db:"override_reason"`
	LaunchedAt   string `json:"launched_at" db:"launched_at"`
	StoreDomain  string `json:"store_domain" db:"store_domain"`
	ClockUsedMs  int64  `json:"clock_used_ms" db:"clock_used_ms"`
}

// Message is one message of the order's thread that the client saw (internal notes are left out).
type Message struct {
	At     string `json:"at" db:"created"`
	Author string `json:"author" db:"author"`
	Client bool   `json:"from_client" db:"from_client"`
	Body   string `json:"body" db:"body"`
	Files  int    `json:"files" db:"files"`
}

// Receipt is the order's payment.
type Receipt struct {
	AmountCents   int64  `json:"amount_cents" db:"amount_cents"`
	Currency      string `json:"currency" db:"currency"`
	State         string `json:"state" db:"state"`
	Method        string `json:"method" db:"method"`
	ReceiptNo     int    `json:"receipt_no" db:"receipt_no"`
	PaidAt        string `json:"paid_at" db:"paid_at"`
	RefundedCents int64  `json:"refunded_cents" db:"refunded_cents"`
	RefundedAt    string `json:"refunded_at" db:"refunded_at"`
}

// maxMessages bounds the thread the page prints (the newest are kept); a dispute needs the delivery's, not years.
const maxMessages = 300

const deliverySQL = `SELECT COALESCE(r.url, '') AS url, COALESCE(r.round, 0) AS round, COALESCE(r.state, '') AS state,
	COALESCE(r.asked_at, '') AS asked_at, COALESCE(r.answered_at, '') AS answered_at,
	COALESCE(u.name, '') AS approver, COALESCE(u.email, '') AS approver_email,
	COALESCE(r.override_reason, '') AS override_reason, COALESCE(l.launched_at, '') AS launched_at,
	COALESCE(l.store_domain, '') AS store_domain, COALESCE(l.clock_used_ms, 0) AS clock_used_ms
	FROM orders o LEFT JOIN reviews r ON r."order" = o.id LEFT JOIN users u ON u.id = r.answered_by
	LEFT JOIN launches l ON l."order" = o.id WHERE o.id = {:order}`

const messagesSQL = `SELECT * FROM (SELECT m.created, COALESCE(u.name, '') AS author,
	(COALESCE(u.id, '') = {:client}) AS from_client, m.body, json_array_length(COALESCE(NULLIF(m.files, ''), '[]')) AS files
	FROM messages m LEFT JOIN users u ON u.id = m.author
	WHERE m."order" = {:order} AND m.internal = FALSE ORDER BY m.created DESC, m.rowid DESC LIMIT {:max})
	ORDER BY created`

// gather reads the order's evidence: a handful of indexed reads, each by the order's id.
func gather(app core.App, order *core.Record) (Evidence, error) {
	db := app.DB()
	ev := Evidence{Communication: []Message{}}
	by := dbx.Params{"order": order.Id, "client": order.GetString("client"), "max": maxMessages}
	err := db.Select("id", "title", "company_name", "description", "created", "status").From("orders").
		Where(dbx.HashExp{"id": order.Id}).One(&ev.Service)
	if err == nil {
		err = db.Select("name", "email", "created").From("users").
			Where(dbx.HashExp{"id": order.GetString("client")}).One(&ev.Customer)
	}
	if err == nil {
		err = db.NewQuery(deliverySQL).Bind(by).One(&ev.Delivery)
	}
	if err == nil {
		err = db.NewQuery(messagesSQL).Bind(by).All(&ev.Communication)
	}
	if err != nil {
		return ev, err
	}
	var r Receipt
	if db.Select("amount_cents", "currency", "state", "method", "receipt_no", "paid_at", "refunded_cents",
		"refunded_at").From("payments").Where(dbx.HashExp{"order": order.Id}).One(&r) == nil {
		ev.Receipt = &r
	}
	ev.Disputes, err = ofOrder(app, order.Id)
	return ev, err
}
