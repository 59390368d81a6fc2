package replica

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/hookjs"
	"launchdesk/internal/testapp"
)

func saveUser(t *testing.T, app core.App, email, name, role string) {
	t.Helper()
	users, err := app.FindCollectionByNameOrId("users")
	if err != nil {
		t.Fatal(err)
	}
	u := core.NewRecord(users)
	u.SetEmail(email)
	u.SetPassword("alert-pass-1")
	u.Set("name", name)
	u.Set("role", role)
	if err := app.Save(u); err != nil {
		t.Fatal(err)
	}
}

// Each admin gets the alert as the hooks lay out every e-mail (pb_hooks/lib/mail/: the layout, a greeting by name,
// the error escaped); a client gets none. The words are checked byte for byte by internal/mailfixtures.
func TestAlertStudioQueuesTheHooksMailToEveryAdmin(t *testing.T) {
	app := testapp.New(t)
	if err := hookjs.Use(app, filepath.Join(testapp.RepoRoot(), "pb_hooks")); err != nil {
		t.Fatal(err)
	}
	saveUser(t, app, "sam@studio.test", "Sam", "admin")
	saveUser(t, app, "kim@studio.test", "Kim", "admin")
	saveUser(t, app, "ava@client.test", "Ava", "client")
	alertStudio(app, alert{"event": "backup_failed", "name": "pb_backup_1.zip", "error": "disk <full>"})
	rows, err := app.FindRecordsByFilter("mail_outbox", "kind = 'ops_alert'", "recipient", 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2 || rows[0].GetString("recipient") != "kim@studio.test" || rows[1].GetString("recipient") != "sam@studio.test" {
		t.Fatalf("%d alerts, want one to each admin and none to the client", len(rows))
	}
	for _, r := range rows {
		html, text := r.GetString("html"), r.GetString("text")
		if r.GetString("subject") != "The backup pb_backup_1.zip failed" || r.GetString("state") != "queued" {
			t.Errorf("subject %q, state %q", r.GetString("subject"), r.GetString("state"))
		}
		if !strings.HasPrefix(html, "<!DOCTYPE html>") || !strings.Contains(html, "disk &lt;full&gt;") ||
			strings.Contains(html, "<full>") || !strings.Contains(text, "Error: disk <full>") {
			t.Errorf("not laid out by the hooks, or the error not escaped:\n%s", html)
		}
	}
}

// An alert the hooks cannot word (an event with no words, or no hooks) is logged and queues nothing: it never
// fails, nor panics in, what raised it.
func TestAlertStudioThatCannotBeWordedFailsNothing(t *testing.T) {
	app := testapp.New(t)
	saveUser(t, app, "sam@studio.test", "Sam", "admin")
	alertStudio(app, alert{"event": "backup_failed", "name": "b.zip", "error": "x"}) // no hookjs.Use
	if err := hookjs.Use(app, filepath.Join(testapp.RepoRoot(), "pb_hooks")); err != nil {
		t.Fatal(err)
	}
	alertStudio(app, alert{"event": "no_such_event"})
	if n, err := app.CountRecords("mail_outbox"); err != nil || n != 0 {
		t.Fatalf("%d e-mails queued (%v), want none", n, err)
	}
}
