package hookjs

import (
	"path/filepath"
	"strings"
	"testing"

	"launchdesk/internal/testapp"
)

func TestCallAnswersWhatTheHooksModuleAnswers(t *testing.T) {
	app := testapp.New(t)
	if err := Use(app, filepath.Join(testapp.RepoRoot(), "pb_hooks")); err != nil {
		t.Fatal(err)
	}
	got, err := Call(app, "lib/order_texts.js", "statusChangeSubject", "Spring\ndrop")
	if err != nil || got != "Order Update: Spring drop" {
		t.Fatalf("got %v, %v; want the hooks' subject, made one header line", got, err)
	}
}

// A throw in the module, a missing function and a missing module are errors, never a panic in the caller.
func TestCallReportsWhatWentWrong(t *testing.T) {
	app := testapp.New(t)
	if _, err := Call(app, "lib/order_texts.js", "statusChangeSubject", "x"); err == nil ||
		!strings.Contains(err.Error(), "hookjs.Use") {
		t.Fatalf("without Use: got %v, want an error naming hookjs.Use", err)
	}
	if err := Use(app, filepath.Join(testapp.RepoRoot(), "pb_hooks")); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ path, fn, want string }{
		{"lib/mail/content.js", "mailContent", "lacks"}, // called with no fields: it throws
		{"lib/order_texts.js", "noSuchFunction", "has no function noSuchFunction"},
		{"lib/no_such_module.js", "f", "loading the hooks' lib/no_such_module.js"},
	} {
		_, err := Call(app, c.path, c.fn, map[string]any{"name": "b", "appURL": ""}, map[string]any{"kind": "k"})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %s: got %v, want an error saying %q", c.path, c.fn, err, c.want)
		}
	}
}
