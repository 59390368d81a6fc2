package demo

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"launchdesk/internal/accounts"
	"launchdesk/internal/testapp"
)

// copiedHooks copies the hooks into a temporary directory, for editHooks.
func copiedHooks(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "pb_hooks")
	if err := os.CopyFS(dir, os.DirFS(hooksDir)); err != nil {
		t.Fatal(err)
	}
	return dir
}

// editHooks replaces, in dir/lib/file, each old text of pairs (old, new, old, new...) by its new one; each old text
// must be found exactly once.
func editHooks(t *testing.T, dir, file string, pairs ...string) {
	t.Helper()
	path := filepath.Join(dir, "lib", file)
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	edited := string(src)
	for i := 0; i+1 < len(pairs); i += 2 {
		if strings.Count(edited, pairs[i]) != 1 {
			t.Fatalf("%s no longer has %s once: update the test", file, pairs[i])
		}
		edited = strings.Replace(edited, pairs[i], pairs[i+1], 1)
	}
	if err := os.WriteFile(path, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
}

// seedFrom seeds 20 generated orders worded by the hooks in dir and answers the rows query reads.
func seedFrom[T any](t *testing.T, dir, query string) []T {
	t.Helper()
	app := testapp.New(t, accounts.Register)
	if _, err := seedDemo(app, seedOptions{orders: 20, now: seedNow, randomSeed: 5, hooksDir: dir}); err != nil {
		t.Fatal(err)
	}
	rows := []T{}
	if err := app.DB().NewQuery(query).All(&rows); err != nil {
		t.Fatal(err)
	}
	return rows
}

// TestSeededNotificationsAreWordedByTheHooks edits the notification words in a copy of the hooks' order_texts.js
// and seeds from that copy: the seeded orders' notifications say the edited words, so a sentence changed in
// pb_hooks/lib changes the demo too.
func TestSeededNotificationsAreWordedByTheHooks(t *testing.T) {
	dir := copiedHooks(t)
	editHooks(t, dir, "order_texts.js", `"Order Status Updated: "`, `"Your order moved: "`,
		`'" status has been updated to: '`, `'" is now: '`, `' submitted the order "'`, `' placed the order "'`)
	rows := seedFrom[struct {
		Title   string `db:"title"`
		Message string `db:"message"`
	}](t, dir, "SELECT title, message FROM notifications")
	changes, submissions := 0, 0
	for _, r := range rows {
		switch {
		case strings.HasPrefix(r.Title, "Your order moved: ") && strings.Contains(r.Message, `" is now: `):
			changes++
		case strings.HasPrefix(r.Title, "New order: ") && strings.Contains(r.Message, ` placed the order "`):
			submissions++
		default:
			t.Errorf("a notification not in the edited hooks' words: %q / %q", r.Title, r.Message)
		}
	}
	if changes == 0 || submissions != 20 {
		t.Fatalf("%d status changes and %d submissions in the edited words, want some and 20", changes, submissions)
	}
}

// TestLoggedMailsAreWordedByTheHooks edits the e-mails' subjects and the alert's last sentence in a copy of the
// hooks and seeds from it: the logged e-mails of the generated orders say the edited words, so the demo's mail log
// types no subject of its own.
func TestLoggedMailsAreWordedByTheHooks(t *testing.T) {
	dir := copiedHooks(t)
	editHooks(t, dir, "order_texts.js", `headerSafe("Order Update: "`, `headerSafe("Moved on: "`,
		`headerSafe("New order: "`, `headerSafe("Just in: "`)
	editHooks(t, dir, filepath.Join("mail", "new_order.js"), `"It is waiting for your approval."`, `"Approve it when you can."`)
	rows := seedFrom[struct {
		Kind    string `db:"kind"`
		Subject string `db:"subject"`
		Text    string `db:"text"`
		Title   string `db:"title"`
		Company string `db:"company"`
	}](t, dir, `SELECT m.kind, m.subject, m.text, o.title, o.company_name AS company
		FROM mail_outbox m JOIN orders o ON o.id = m."order"`)
	changes, alerts := 0, 0
	for _, r := range rows {
		switch {
		case r.Kind == "status_change" && r.Subject == "Moved on: "+r.Title:
			changes++
		case r.Kind == "new_order" && r.Subject == "Just in: "+r.Title+" from "+r.Company &&
			strings.HasSuffix(r.Text, "\nApprove it when you can."):
			alerts++
		default:
			t.Errorf("a logged %s e-mail not in the edited hooks' words: %q / %q", r.Kind, r.Subject, r.Text)
		}
	}
	if changes == 0 || alerts != 20 {
		t.Fatalf("%d status e-mails and %d alerts in the edited words, want some and 20", changes, alerts)
	}
}
