package outbox

import (
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/mailer"
	"github.com/pocketbase/pocketbase/tools/types"
)

// queueExpiring saves a queued sign-in code row that stops being worth sending at expires.
func queueExpiring(t *testing.T, app core.App, recipient string, expires time.Time) {
	t.Helper()
	collection, err := app.FindCollectionByNameOrId("mail_outbox")
	if err != nil {
		t.Fatal(err)
	}
	at, _ := types.ParseDateTime(expires)
	row := core.NewRecord(collection)
	row.Load(map[string]any{
		"kind": "sign_in_code", "recipient": recipient, "subject": "Your code: 123456", "html": "<p>123456</p>",
		"text": "123456", "state": "queued", "attempts": 0, "next_attempt": types.NowDateTime(), "expires_at": at,
	})
	if err := app.Save(row); err != nil {
		t.Fatal(err)
	}
}

func TestWorkerNeverSendsAnExpiredRow(t *testing.T) {
	f := newWorkerFixture(t) // one ordinary row without expiry
	sent := captureMail(f.app, func(*mailer.Message) error { return nil })
	queueExpiring(t, f.app, "late@example.com", time.Now().Add(-time.Second))
	queueExpiring(t, f.app, "fresh@example.com", time.Now().Add(10*time.Minute))
	startTestWorker(t, f.app)

	waitUntil(t, "every row is settled", func() bool {
		n, _ := f.app.CountRecords("mail_outbox", dbx.NewExp("state IN ('sent', 'failed')"))
		return n == 3
	})
	for _, m := range sent() {
		if m.To[0].Address == "late@example.com" {
			t.Fatal("an e-mail past its expires_at was sent")
		}
	}
	if len(sent()) != 2 {
		t.Fatalf("%d e-mails sent, want 2 (the ordinary one and the fresh code)", len(sent()))
	}
	late, err := f.app.FindFirstRecordByData("mail_outbox", "recipient", "late@example.com")
	if err != nil {
		t.Fatal(err)
	}
	if late.GetString("state") != "failed" || late.GetString("last_error") == "" {
		t.Fatalf("the expired row: state=%q last_error=%q, want failed with a reason", late.GetString("state"), late.GetString("last_error"))
	}
}
