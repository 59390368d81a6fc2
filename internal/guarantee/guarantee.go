// Package guarantee keeps the studio's guarantee by itself (docs/guarantee.md): when an order's time on the studio's
// side (its launch's clock: clock_used_ms plus the running time since clock_running_since; time waiting on the client
// never runs) passes the promise, and its launch started under a guarantee (launches.guarantee_percent, GUARANTEE when
// its clock started), that share of the price goes back to the client once: refunded in part through Stripe for a
// card payment, owed by transfer otherwise. It is checked every minute (a cron), at start, and after every save of a
// launch under a guarantee (a change of its clock).
//
// The guarantee: exactly once per order, however many checks run at once, in this process or another, and across
// restarts. The make_goods row is written in one transaction that re-reads the launch, the payment and any earlier
// row (its unique index on the order stands behind that); the Stripe call is made by whoever holds the row's lease,
// with the order's own idempotency key, and a crash between the call and its record is retried after the lease
// with the same key, which Stripe answers with the same refund. The client is told by the hooks when the row turns
// refunded or owed (pb_hooks/guarantee.pb.js), so once.
package guarantee

import (
	"context"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/config"
	"launchdesk/internal/payments"
	"launchdesk/internal/writes"
)

// Refunder refunds part of a card payment at Stripe (payments.Service).
type Refunder interface {
	On() bool
	RefundPart(ctx context.Context, paymentIntent string, cents int64, orderID, key string) (string, error)
}

// Keeper checks launches and makes good the missed ones of app, refunding through stripe.
type Keeper struct {
	app    core.App
	stripe Refunder
	now    func() time.Time
}

// New is the keeper of app, refunding through stripe.
func New(app core.App, stripe Refunder) *Keeper {
	return &Keeper{app: app, stripe: stripe, now: time.Now}
}

// cronID names the every-minute check in PocketBase's cron.
const cronID = "launchdeskGuarantee"

// Register checks every minute, once at start and after every save of a launch under a guarantee, and adds the
// studio's routes (the dashboard's guarantee, an order's make-good, marking an owed one paid back).
func Register(app core.App, cfg config.Payments) {
	k := New(app, payments.New(cfg))
	app.Cron().MustAdd(cronID, "* * * * *", func() { k.CheckAll() })
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		registerRoutes(se, k)
		go k.CheckAll() // what came due while the server was down, and a refund a crash left unrecorded
		return se.Next()
	})
	writes.AfterCommit(app, func(e *core.RecordEvent) {
		if e.Record.GetInt("guarantee_percent") > 0 {
			go k.CheckLaunch(e.Record.Id) // off the request that changed the clock
		}
	}, "launches")
}

// CheckAll makes good every launch that missed its promise and is not made good yet, and retries the card refunds
// whose lease ran out (a failed or interrupted call).
func (k *Keeper) CheckAll() {
	ids, err := k.missed()
	if err != nil {
		k.app.Logger().Error("Guarantee: finding missed launches failed", "error", err)
	}
	for _, id := range ids {
		k.CheckLaunch(id)
	}
	k.retryRefunds()
}

// CheckLaunch makes good the launch with id if it missed its promise and is not made good yet.
func (k *Keeper) CheckLaunch(id string) {
	rowID, err := k.open(id)
	if err != nil {
		k.app.Logger().Error("Guarantee: making good a launch failed", "launch", id, "error", err)
		return
	}
	if rowID != "" {
		k.refund(rowID)
	}
}
