package demo

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"launchdesk/internal/accounts"
	"launchdesk/internal/testapp"
)

// TestSeededNotificationsAreWordedByTheHooks edits the notification words in a copy of the hooks' order_texts.js
// and seeds from that copy: the seeded orders' notifications say the edited words, so a sentence changed in
// pb_hooks/lib changes the demo too.
func TestSeededNotificationsAreWordedByTheHooks(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "pb_hooks")
	if err := os.CopyFS(dir, os.DirFS(hooksDir)); err != nil {
		t.Fatal(err)
	}
	textsPath := filepath.Join(dir, "lib", "order_texts.js")
	src, err := os.ReadFile(textsPath)
	if err != nil {
		t.Fatal(err)
	}
	edited := strings.NewReplacer(`"Order Status Updated: "`, `"Your order moved: "`,
		`'" status has been updated to: '`, `'" is now: '`, `' submitted the order "'`, `' placed the order "'`).Replace(string(src))
	if edited == string(src) || strings.Count(edited, "moved: ")+strings.Count(edited, "is now: ")+strings.Count(edited, "placed the order") != 3 {
		t.Fatal("order_texts.js no longer has the sentences this test edits: update the test")
	}
	if err := os.WriteFile(textsPath, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	app := testapp.New(t, accounts.Register)
	if _, err := seedDemo(app, seedOptions{orders: 20, now: seedNow, randomSeed: 5, hooksDir: dir}); err != nil {
		t.Fatal(err)
	}
	rows := []struct {
		Title   string `db:"title"`
		Message string `db:"message"`
	}{}
	if err := app.DB().NewQuery("SELECT title, message FROM notifications").All(&rows); err != nil {
		t.Fatal(err)
	}
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
