// Package disputes serves the studio what it needs when a client's bank disputes a card payment (docs/payments.md):
// the order's disputes with their deadlines (GET /api/launchdesk/admin/orders/{id}/disputes) and the order's
// evidence, gathered from its records in the order Stripe's dispute form asks for it
// (GET /api/launchdesk/admin/orders/{id}/evidence), which the admin area prints. Stripe's webhook writes the
// disputes (internal/payments) and the hooks alert the studio (pb_hooks/disputes.pb.js); this package only reads.
// Both routes are the studio's alone (403 for a client, 401 without a session): a client learns nothing of a dispute.
package disputes

import (
	"net/http"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/access"
)

// refusal is the answer to anyone but the studio.
const refusal = "Only the studio reads an order's disputes and evidence."

// Dispute is one dispute of an order as the studio's order page shows it.
type Dispute struct {
	ID            string `json:"id" db:"id"`
	AmountCents   int64  `json:"amount_cents" db:"amount_cents"`
	Currency      string `json:"currency" db:"currency"`
	Reason        string `json:"reason" db:"reason"`
	Status        string `json:"status" db:"status"`
	EvidenceDue   string `json:"evidence_due" db:"evidence_due"`
	ClosedAt      string `json:"closed_at" db:"closed_at"`
	Created       string `json:"created" db:"created"`
	StripeDispute string `json:"stripe_dispute" db:"stripe_dispute"`
}

// ofOrder lists the order's disputes, newest first.
func ofOrder(app core.App, orderID string) ([]Dispute, error) {
	list := []Dispute{}
	err := app.DB().Select("id", "amount_cents", "currency", "reason", "status", "evidence_due", "closed_at",
		"created", "stripe_dispute").From("disputes").Where(dbx.HashExp{"order": orderID}).
		OrderBy("created DESC").All(&list)
	return list, err
}

// Register adds the studio's two routes.
func Register(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		studio := access.RequireStudio(refusal)
		se.Router.GET("/api/launchdesk/admin/orders/{id}/disputes", func(e *core.RequestEvent) error {
			list, err := ofOrder(e.App, e.Request.PathValue("id"))
			if err != nil {
				return e.InternalServerError("Reading the disputes failed.", err)
			}
			return e.JSON(http.StatusOK, map[string]any{"items": list})
		}).Bind(studio)
		se.Router.GET("/api/launchdesk/admin/orders/{id}/evidence", func(e *core.RequestEvent) error {
			order, err := e.App.FindRecordById("orders", e.Request.PathValue("id"))
			if err != nil {
				return e.NotFoundError("Order not found", nil)
			}
			ev, err := gather(e.App, order)
			if err != nil {
				return e.InternalServerError("Gathering the evidence failed.", err)
			}
			return e.JSON(http.StatusOK, ev)
		}).Bind(studio)
		return se.Next()
	})
}
