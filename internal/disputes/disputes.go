// Package disputes serves the studio what it needs when a client's bank disputes a card payment (docs/payments.md):
// the order's disputes with their deadlines (GET /api/launchdesk/admin/orders/{id}/disputes) and the order's
// evidence, gathered from its records in the order Stripe's dispute form asks for it
// (GET /api/launchdesk/admin/orders/{id}/evidence), which the admin area prints. Stripe's webhook writes the
// disputes (internal/payments) and the hooks alert the studio (pb_hooks/disputes.pb.js); this package only reads.
// Both routes are the studio's alone (403 for a client, 401 without a session): a client learns nothing of a dispute.
package disputes

import (
	"encoding/json"
	"net/http"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/access"
	"launchdesk/internal/jsonrows"
)

// refusal is the answer to anyone but the studio.
const refusal = "Only the studio reads an order's disputes and evidence."

// disputesSQL reads an order's disputes as the studio's order page shows them, newest first.
const disputesSQL = `SELECT json_object('id', id, 'amount_cents', amount_cents, 'currency', currency, 'reason', reason,
	'status', status, 'evidence_due', evidence_due, 'closed_at', closed_at, 'created', created,
	'stripe_dispute', stripe_dispute) AS json FROM disputes WHERE "order" = {:order} ORDER BY created DESC`

// ofOrder lists the order's disputes, newest first.
func ofOrder(app core.App, orderID string) ([]json.RawMessage, error) {
	return jsonrows.All(app.DB().NewQuery(disputesSQL).Bind(dbx.Params{"order": orderID}))
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
