package payments

import (
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// stripeTimeout bounds one call to Stripe's API (the library retries network failures twice).
const stripeTimeout = 20 * time.Second

// isStudio is the studio in Go, as pb_hooks/lib/studio.js and internal/visibility define it.
func isStudio(auth *core.Record) bool {
	return auth != nil && (auth.IsSuperuser() || (auth.Collection().Name == "users" && auth.GetString("role") == "admin"))
}

// paymentOf returns the payment of the order with id orderID, or nil (not approved yet, or no such order).
func paymentOf(app core.App, orderID string) *core.Record {
	if orderID == "" {
		return nil
	}
	p, err := app.FindFirstRecordByFilter("payments", "order = {:order}", dbx.Params{"order": orderID})
	if err != nil {
		return nil
	}
	return p
}

// orderFor finds the route's order for auth: its client, or (studio true) the studio; nil otherwise, so a
// stranger learns nothing about whether it exists.
func orderFor(app core.App, auth *core.Record, orderID string, studio bool) *core.Record {
	order, err := app.FindRecordById("orders", orderID)
	if err != nil || auth == nil {
		return nil
	}
	if studio && isStudio(auth) {
		return order
	}
	if !studio && auth.Collection().Name == "users" && order.GetString("client") == auth.Id {
		return order
	}
	return nil
}

// orderURL is the order's page in the client portal, for Checkout's return addresses.
func orderURL(app core.App, orderID string) string {
	return strings.TrimRight(app.Settings().Meta.AppURL, "/") + "/portal/orders/" + orderID
}
