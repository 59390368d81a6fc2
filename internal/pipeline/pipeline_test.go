package pipeline

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/testapp"
)

// pipelineFixture is an app with the JS order hooks, an admin, a client and one order.
type pipelineFixture struct {
	app    core.App
	admin  *core.Record
	client *core.Record
	order  *core.Record
}

func newPipelineFixture(t *testing.T) pipelineFixture {
	t.Helper()
	app := testapp.New(t) // loads pb_hooks/, the pipeline itself
	f := pipelineFixture{app: app}
	f.admin = saveUser(t, app, "admin@example.com", "Ada", "admin")
	f.client = saveUser(t, app, "client@example.com", "Ava", "client")

	orders, _ := app.FindCollectionByNameOrId("orders")
	f.order = core.NewRecord(orders)
	f.order.Load(map[string]any{"title": "Drop", "description": "A store.", "company_name": "Noir", "client": f.client.Id})
	if err := app.Save(f.order); err != nil {
		t.Fatalf("saving the order: %v", err)
	}
	return f
}

// approveLaunch records the client's approval of the order's preview, as its answer does, without the notices:
// the launch gate (pb_hooks/lib/launch_gate.js) lets no order complete without it, and these tests are about the
// status change's own rows.
func (f pipelineFixture) approveLaunch(t *testing.T) {
	t.Helper()
	reviews, err := f.app.FindCollectionByNameOrId("reviews")
	if err != nil {
		t.Fatal(err)
	}
	review := core.NewRecord(reviews)
	now := time.Now().UTC()
	review.Load(map[string]any{"order": f.order.Id, "round": 1, "state": "approved", "url": "https://preview.example.com",
		"asked_at": now, "answered_by": f.client.Id, "answered_at": now})
	if err := f.app.Save(review); err != nil {
		t.Fatalf("saving the approval: %v", err)
	}
}

func saveUser(t *testing.T, app core.App, email, name, role string) *core.Record {
	t.Helper()
	users, _ := app.FindCollectionByNameOrId("users")
	user := core.NewRecord(users)
	user.Load(map[string]any{"email": email, "name": name, "role": role})
	user.SetPassword("a-long-password")
	if err := app.Save(user); err != nil {
		t.Fatalf("saving %s: %v", email, err)
	}
	return user
}

// counts returns how many notifications, order events and outbox rows exist for the order.
func (f pipelineFixture) counts(t *testing.T) [3]int {
	t.Helper()
	var got [3]int
	// the launch tracker's step rows and intake reminders (pb_hooks/launch.pb.js) are not the pipeline's, nor the
	// client's confirmation of a new order (TestNewOrderNotifiesAdminsInItsTransaction checks it)
	for i, q := range []struct {
		collection, field string
		except            dbx.Expression
	}{
		{"notifications", "related_order", dbx.NewExp("1=0")},
		{"order_events", "order", dbx.NewExp("step != ''")},
		{"mail_outbox", "order", dbx.In("kind", "intake_reminder", "order_received")},
	} {
		n, err := f.app.CountRecords(q.collection, dbx.HashExp{q.field: f.order.Id}, dbx.Not(q.except))
		if err != nil {
			t.Fatal(err)
		}
		got[i] = int(n)
	}
	return got
}

func TestNewOrderNotifiesAdminsInItsTransaction(t *testing.T) {
	f := newPipelineFixture(t)
	if got := f.counts(t); got != [3]int{1, 1, 1} {
		t.Fatalf("after creation: notifications, events, outbox = %v, want [1 1 1]", got)
	}
	mail, err := f.app.FindFirstRecordByFilter("mail_outbox", "order = {:id} && kind = 'new_order'", dbx.Params{"id": f.order.Id})
	if err != nil || mail.GetString("recipient") != "admin@example.com" || mail.GetString("subject") != "New order: Drop from Noir" {
		t.Fatalf("admin e-mail: %v %v", mail, err)
	}
	// the client's confirmation, in the same transaction: the specification's pending_approval sentence
	confirm, err := f.app.FindFirstRecordByFilter("mail_outbox", "order = {:id} && kind = 'order_received'", dbx.Params{"id": f.order.Id})
	if err != nil || confirm.GetString("recipient") == "admin@example.com" || confirm.GetString("subject") != "Order received: Drop" ||
		!strings.Contains(confirm.GetString("text"), "We have received your order and it is pending approval.") {
		t.Fatalf("client's confirmation: %v %v", confirm, err)
	}
	event, _ := f.app.FindFirstRecordByFilter("order_events", "order = {:id}", dbx.Params{"id": f.order.Id})
	if event.GetString("from") != "" || event.GetString("to") != "pending_approval" || event.GetString("actor") != "system" {
		t.Fatalf("creation event: %v", event)
	}
}

func TestGoSaveRunsThePipelineOnlyOnAStatusChange(t *testing.T) {
	f := newPipelineFixture(t)
	f.order.Set("title", "Drop (renamed)")
	if err := f.app.Save(f.order); err != nil {
		t.Fatal(err)
	}
	if got := f.counts(t); got != [3]int{1, 1, 1} {
		t.Fatalf("after a save without status change: %v, want [1 1 1]", got)
	}

	f.order.Set("status", "in_progress")
	if err := f.app.Save(f.order); err != nil {
		t.Fatal(err)
	}
	if got := f.counts(t); got != [3]int{2, 2, 2} {
		t.Fatalf("after a status change: %v, want [2 2 2]", got)
	}
	note, err := f.app.FindFirstRecordByFilter("notifications", "user = {:u}", dbx.Params{"u": f.client.Id})
	if err != nil || note.GetString("message") != `Your order "Drop (renamed)" status has been updated to: in progress.` {
		t.Fatalf("client notification: %v %v", note, err)
	}
}

func TestAFailingSideEffectRollsTheStatusChangeBack(t *testing.T) {
	f := newPipelineFixture(t)
	f.app.OnRecordCreateExecute("mail_outbox").BindFunc(func(e *core.RecordEvent) error {
		return errors.New("outbox unavailable")
	})
	f.approveLaunch(t)
	f.order.Set("status", "completed")
	if err := f.app.Save(f.order); err == nil || !strings.Contains(err.Error(), "outbox unavailable") {
		t.Fatalf("the save gave %v, want the outbox row's failure", err)
	}
	stored, _ := f.app.FindRecordById("orders", f.order.Id)
	if stored.GetString("status") != "pending_approval" {
		t.Fatalf("the status change was kept: %s", stored.GetString("status"))
	}
	if got := f.counts(t); got != [3]int{1, 1, 1} {
		t.Fatalf("side rows were kept: %v, want [1 1 1]", got)
	}
}

func TestThePipelineJoinsTheCallersTransaction(t *testing.T) {
	f := newPipelineFixture(t)
	f.approveLaunch(t)
	err := f.app.RunInTransaction(func(txApp core.App) error {
		f.order.Set("status", "completed")
		if err := txApp.Save(f.order); err != nil {
			return err
		}
		if got := (pipelineFixture{app: txApp, order: f.order}).counts(t); got != [3]int{2, 2, 2} {
			t.Errorf("inside the transaction: %v, want [2 2 2]", got)
		}
		return errors.New("the caller changes its mind")
	})
	if err == nil || err.Error() != "the caller changes its mind" {
		t.Fatalf("got %v, want the caller's error", err)
	}
	if got := f.counts(t); got != [3]int{1, 1, 1} {
		t.Fatalf("after the caller's rollback: %v, want [1 1 1]", got)
	}
}
