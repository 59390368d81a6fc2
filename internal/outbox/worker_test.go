package outbox

import (
	"errors"
	"net/textproto"
	"sync"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/mailer"
	"github.com/pocketbase/pocketbase/tools/types"

	"launchdesk/internal/testapp"
)

var testOutboxConfig = outboxConfig{
	retry: time.Hour, giveUpAfter: 24 * time.Hour, sendTimeout: 2 * time.Second, lease: 4 * time.Second, concurrency: 4,
}

// captureMail makes the app's mailer hand every message to reply instead of sending it.
func captureMail(app core.App, reply func(m *mailer.Message) error) func() []*mailer.Message {
	var mu sync.Mutex
	var sent []*mailer.Message
	app.OnMailerSend().BindFunc(func(e *core.MailerEvent) error {
		if err := reply(e.Message); err != nil {
			return err
		}
		mu.Lock()
		defer mu.Unlock()
		sent = append(sent, e.Message)
		return nil // no e.Next(): nothing leaves the test
	})
	return func() []*mailer.Message {
		mu.Lock()
		defer mu.Unlock()
		return append([]*mailer.Message(nil), sent...)
	}
}

func startTestWorker(t *testing.T, app core.App) {
	w := newOutboxWorker(app, testOutboxConfig)
	w.start()
	t.Cleanup(w.stop)
}

func outboxStates(t *testing.T, app core.App) map[string]string {
	t.Helper()
	rows, err := app.FindAllRecords("mail_outbox")
	if err != nil {
		t.Fatal(err)
	}
	states := map[string]string{}
	for _, r := range rows {
		states[r.GetString("recipient")+" "+r.GetString("subject")] = r.GetString("state")
	}
	return states
}

func waitUntil(t *testing.T, what string, ok func() bool) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); !ok(); time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting until %s", what)
		}
	}
}

// queueRow saves a queued outbox row directly, as the hooks' pipeline would.
func queueRow(t *testing.T, app core.App, recipient, subject string) {
	t.Helper()
	collection, err := app.FindCollectionByNameOrId("mail_outbox")
	if err != nil {
		t.Fatal(err)
	}
	row := core.NewRecord(collection)
	row.Load(map[string]any{
		"kind": "status_change", "recipient": recipient, "subject": subject, "html": "<p>Hi</p>", "text": "Hi",
		"state": "queued", "attempts": 0, "next_attempt": types.NowDateTime(),
	})
	if err := app.Save(row); err != nil {
		t.Fatal(err)
	}
}

type workerFixture struct{ app core.App }

// newWorkerFixture is an app with the admin's new-order e-mail and the client's first status e-mail queued.
func newWorkerFixture(t *testing.T) workerFixture {
	app := testapp.New(t)
	queueRow(t, app, "admin@example.com", "New order: Drop from Noir")
	return workerFixture{app: app}
}

func TestWorkerDeliversEachRowOnce(t *testing.T) {
	f := newWorkerFixture(t)
	sent := captureMail(f.app, func(*mailer.Message) error { return nil })
	queueRow(t, f.app, "client@example.com", "Order Update: Drop")
	queueRow(t, f.app, "client@example.com", "Order Update: Drop")
	startTestWorker(t, f.app)
	waitUntil(t, "3 e-mails are sent", func() bool { return len(sent()) == 3 })
	time.Sleep(600 * time.Millisecond) // a few more ticks: nothing may be sent again
	ids := map[string]bool{}
	for _, m := range sent() {
		ids[m.Headers["Message-ID"]] = true
	}
	if len(sent()) != 3 || len(ids) != 3 {
		t.Fatalf("want 3 distinct e-mails, got %d with %d ids", len(sent()), len(ids))
	}
	waitUntil(t, "every row is marked sent", func() bool {
		n, _ := f.app.CountRecords("mail_outbox", dbx.HashExp{"state": "sent", "attempts": 1})
		return n == 3
	})
}

func TestWorkerRetriesTransientFailuresAndFailsPermanentOnes(t *testing.T) {
	f := newWorkerFixture(t) // queues the admin's new-order e-mail
	captureMail(f.app, func(m *mailer.Message) error {
		if m.To[0].Address == "admin@example.com" {
			return &textproto.Error{Code: 550, Msg: "mailbox unavailable"}
		}
		return errors.New("dial tcp: connection refused")
	})
	queueRow(t, f.app, "client@example.com", "Order Update: Drop")
	startTestWorker(t, f.app)
	waitUntil(t, "both rows are settled", func() bool {
		n, _ := f.app.CountRecords("mail_outbox", dbx.NewExp("state IN ('failed', 'queued') AND attempts = 1"))
		return n == 2
	})
	admin, _ := f.app.FindFirstRecordByFilter("mail_outbox", "recipient = 'admin@example.com'")
	client, _ := f.app.FindFirstRecordByFilter("mail_outbox", "recipient = 'client@example.com'")
	if admin.GetString("state") != "failed" || admin.GetString("last_error") == "" {
		t.Errorf("550 must fail for good: %s %q", admin.GetString("state"), admin.GetString("last_error"))
	}
	wait := client.GetDateTime("next_attempt").Time().Sub(time.Now())
	if client.GetString("state") != "queued" || wait < 59*time.Minute || wait > time.Hour {
		t.Errorf("a refused connection must be retried in an hour: %s in %v", client.GetString("state"), wait)
	}
}

func TestWorkerTakesOverOnlyExpiredLeases(t *testing.T) {
	f := newWorkerFixture(t) // one queued row: the admin's new-order e-mail
	queueRow(t, f.app, "client@example.com", "Order Update: Drop")
	// A crashed process left both rows "sending": one lease has run out, one has not.
	for recipient, lease := range map[string]time.Duration{"admin@example.com": -time.Second, "client@example.com": time.Hour} {
		row, _ := f.app.FindFirstRecordByFilter("mail_outbox", "recipient = {:r}", dbx.Params{"r": recipient})
		row.Set("state", "sending")
		row.Set("claim", "crashed-process")
		row.Set("attempts", 1)
		row.Set("lease_until", types.NowDateTime().Add(lease))
		if err := f.app.Save(row); err != nil {
			t.Fatal(err)
		}
	}
	sent := captureMail(f.app, func(*mailer.Message) error { return nil })
	startTestWorker(t, f.app)
	waitUntil(t, "the expired claim is sent", func() bool { return len(sent()) == 1 })
	time.Sleep(600 * time.Millisecond)
	if len(sent()) != 1 || sent()[0].To[0].Address != "admin@example.com" {
		t.Fatalf("want only the expired row sent, got %d", len(sent()))
	}
	states := outboxStates(t, f.app)
	if states["admin@example.com New order: Drop from Noir"] != "sent" || states["client@example.com Order Update: Drop"] != "sending" {
		t.Fatalf("states: %v", states)
	}
}

func TestClaimsNeverOverlap(t *testing.T) {
	f := newWorkerFixture(t)
	for i := 0; i < 59; i++ { // 60 queued rows with the new-order one
		queueRow(t, f.app, "a@example.com", "S")
	}
	workers := []*outboxWorker{newOutboxWorker(f.app, testOutboxConfig), newOutboxWorker(f.app, testOutboxConfig)}
	var mu sync.Mutex
	claimed := map[string]int{}
	var wg sync.WaitGroup
	for _, w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				rows, err := w.claimRows(3)
				if err != nil || len(rows) == 0 {
					return
				}
				mu.Lock()
				for _, r := range rows {
					claimed[r.Id]++
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if len(claimed) != 60 {
		t.Fatalf("claimed %d distinct rows, want 60", len(claimed))
	}
	for id, n := range claimed {
		if n != 1 {
			t.Fatalf("row %s claimed %d times", id, n)
		}
	}
}
