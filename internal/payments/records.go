package payments

import (
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// stripeTimeout bounds one call to Stripe's API (the library retries network failures twice).
const stripeTimeout = 20 * time.Second

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

// orderURL is the order's page in the client portal, for Checkout's return addresses.
func orderURL(app core.App, orderID string) string {
	return strings.TrimRight(app.Settings().Meta.AppURL, "/") + "/portal/orders/" + orderID
}
