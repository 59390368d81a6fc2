package guarantee

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/launch"
	"launchdesk/internal/testapp"
)

// fakeStripe counts refunds; each takes a while, so that two checks at once overlap in the call.
type fakeStripe struct {
	calls atomic.Int32
	keys  sync.Map
	fail  atomic.Bool
}

func (f *fakeStripe) On() bool { return true }

func (f *fakeStripe) RefundPart(_ context.Context, pi string, cents int64, orderID, key string) (string, error) {
	f.calls.Add(1)
	f.keys.Store(key, cents)
	time.Sleep(30 * time.Millisecond)
	if f.fail.Load() {
		return "", errors.New("card_declined")
	}
	return "re_" + orderID, nil
}

const hour = int64(time.Hour / time.Millisecond)

type fixture struct {
	app    core.App
	client *core.Record
}

func newFixture(t *testing.T) fixture {
	t.Helper()
	app := testapp.New(t)
	users, _ := app.FindCollectionByNameOrId("users")
	client := core.NewRecord(users)
	client.Load(map[string]any{"email": "ava@example.com", "name": "Ava", "role": "client"})
	client.SetPassword("a-long-password")
	if err := app.Save(client); err != nil {
		t.Fatal(err)
	}
	return fixture{app: app, client: client}
}

// order makes an approved order paid by method (card with a payment intent), its launch under a 50% guarantee with
// the clock as given: usedMs spent in past runs, running for runMs now (0: paused).
func (f fixture) order(t *testing.T, method string, usedMs, runMs int64) string {
	t.Helper()
	orders, _ := f.app.FindCollectionByNameOrId("orders")
	order := core.NewRecord(orders)
	order.Load(map[string]any{"title": "Drop", "description": "A store.", "company_name": "Noir", "client": f.client.Id})
	if err := f.app.Save(order); err != nil {
		t.Fatal(err)
	}
	order.Set("status", "in_progress")
	if err := f.app.Save(order); err != nil {
		t.Fatal(err)
	}
	payment, err := f.app.FindFirstRecordByFilter("payments", "order = {:o}", dbx.Params{"o": order.Id})
	if err != nil {
		t.Fatal(err)
	}
	payment.Load(map[string]any{"state": "paid", "method": method, "stripe_payment_intent": "pi_" + order.Id})
	if err := f.app.Save(payment); err != nil {
		t.Fatal(err)
	}
	l, err := f.app.FindFirstRecordByFilter("launches", "order = {:o}", dbx.Params{"o": order.Id})
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now().UTC()
	l.Load(map[string]any{"step": "building", "guarantee_percent": 50, "clock_used_ms": usedMs,
		"clock_started": now.Add(-10 * 24 * time.Hour), "clock_running_since": ""})
	if runMs > 0 {
		l.Set("clock_running_since", now.Add(-time.Duration(runMs)*time.Millisecond))
	}
	if err := f.app.Save(l); err != nil {
		t.Fatal(err)
	}
	return order.Id
}

func (f fixture) count(t *testing.T, collection, filter string, params dbx.Params) int {
	t.Helper()
	rows, err := f.app.FindRecordsByFilter(collection, filter, "", 0, 0, params)
	if err != nil {
		t.Fatal(err)
	}
	return len(rows)
}

// Two checks at once, then a third from a keeper made anew (a restart): one make-good, one refund of half the price
// at Stripe under the order's own key, one notification and one e-mail to the client, the payment partly refunded.
func TestAMissIsMadeGoodOnceWhateverChecksRun(t *testing.T) {
	f := newFixture(t)
	promise := launch.Of(f.app).PromiseMs()
	order := f.order(t, "card", promise-hour, 2*hour) // 49 hours on the studio's side, still running
	stripe := &fakeStripe{}
	var wg sync.WaitGroup
	for range 2 {
		wg.Add(1)
		go func() { defer wg.Done(); New(f.app, stripe).CheckAll() }()
	}
	wg.Wait()
	New(f.app, stripe).CheckAll()

	if n := stripe.calls.Load(); n != 1 {
		t.Fatalf("Stripe got %d refunds, want 1", n)
	}
	if cents, _ := stripe.keys.Load(idempotencyKey(order)); cents != int64(10000) {
		t.Errorf("the refund under the order's key was %v cents, want 10000", cents)
	}
	o := dbx.Params{"o": order}
	row, err := f.app.FindFirstRecordByFilter("make_goods", "order = {:o}", o)
	if err != nil {
		t.Fatal(err)
	}
	if row.GetString("state") != "refunded" || row.GetInt("amount_cents") != 10000 || int64(row.GetInt("used_ms")) < promise {
		t.Errorf("make-good %v", row.FieldsData())
	}
	if n := f.count(t, "notifications", "related_order = {:o} && title ~ 'Our guarantee'", o); n != 1 {
		t.Errorf("%d guarantee notifications, want 1", n)
	}
	if n := f.count(t, "mail_outbox", "order = {:o} && kind = 'guarantee'", o); n != 1 {
		t.Errorf("%d guarantee e-mails, want 1", n)
	}
	if n := f.count(t, "mail_outbox", "order = {:o} && kind = 'payment_partial_refund'", o); n != 0 {
		t.Errorf("the refund was told twice: %d partial refund e-mails", n)
	}
	payment, _ := f.app.FindFirstRecordByFilter("payments", "order = {:o}", o)
	if payment.GetString("state") != "paid" || payment.GetInt("refunded_cents") != 10000 {
		t.Errorf("payment %s with %d refunded, want paid with 10000", payment.GetString("state"), payment.GetInt("refunded_cents"))
	}
}

// Only the studio's side counts: a clock paused for days while it waited on the client, 47 hours used, is no miss;
// nor is a launch that started without a guarantee.
func TestWaitingOnTheClientNeverCounts(t *testing.T) {
	f := newFixture(t)
	promise := launch.Of(f.app).PromiseMs()
	paused := f.order(t, "card", promise-hour, 0)
	stripe := &fakeStripe{}
	New(f.app, stripe).CheckAll()
	if n := f.count(t, "make_goods", "order = {:o}", dbx.Params{"o": paused}); n != 0 || stripe.calls.Load() != 0 {
		t.Fatalf("a paused clock under the promise was made good (%d rows, %d refunds)", n, stripe.calls.Load())
	}
	// running again for two hours: now it is past the promise
	l, _ := f.app.FindFirstRecordByFilter("launches", "order = {:o}", dbx.Params{"o": paused})
	l.Set("clock_running_since", time.Now().UTC().Add(-2*time.Hour))
	l.Set("guarantee_percent", 0)
	if err := f.app.Save(l); err != nil {
		t.Fatal(err)
	}
	New(f.app, stripe).CheckAll()
	if n := f.count(t, "make_goods", "order = {:o}", dbx.Params{"o": paused}); n != 0 {
		t.Fatal("a launch that started without a guarantee was made good")
	}
}

// A bank transfer is owed, told to the client at once; a refund Stripe keeps refusing turns owed after the tries.
func TestATransferIsOwedAndARefusedRefundEndsOwed(t *testing.T) {
	f := newFixture(t)
	promise := launch.Of(f.app).PromiseMs()
	transfer := f.order(t, "bank_transfer", promise+hour, 0)
	card := f.order(t, "card", promise+hour, 0)
	stripe := &fakeStripe{}
	stripe.fail.Store(true)
	k := New(f.app, stripe)
	k.CheckAll()
	owed, err := f.app.FindFirstRecordByFilter("make_goods", "order = {:o}", dbx.Params{"o": transfer})
	if err != nil || owed.GetString("state") != "owed" || owed.GetString("method") != "transfer" {
		t.Fatalf("the transfer's make-good: %v %v", owed, err)
	}
	if n := f.count(t, "mail_outbox", "order = {:o} && kind = 'guarantee'", dbx.Params{"o": transfer}); n != 1 {
		t.Errorf("%d e-mails for the owed make-good, want 1", n)
	}
	for i := 0; i < maxAttempts+2; i++ { // each retry once its lease has run out
		k.now = func() time.Time { return time.Now().Add(time.Duration(i+1) * 2 * lease) }
		k.CheckAll()
	}
	row, _ := f.app.FindFirstRecordByFilter("make_goods", "order = {:o}", dbx.Params{"o": card})
	if row.GetString("state") != "owed" || int(stripe.calls.Load()) != maxAttempts {
		t.Fatalf("after %d refused refunds the make-good is %s", stripe.calls.Load(), row.GetString("state"))
	}
	if n := f.count(t, "mail_outbox", "order = {:o} && kind = 'guarantee'", dbx.Params{"o": card}); n != 1 {
		t.Errorf("%d e-mails for the refused refund, want 1 (owed)", n)
	}
}
