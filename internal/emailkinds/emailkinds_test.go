package emailkinds

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"launchdesk/internal/testapp"
)

func TestReadTheRepositorysKinds(t *testing.T) {
	c, err := Read(filepath.Join(testapp.RepoRoot(), "pb_hooks"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		role, mail string
		want       bool
	}{
		{"admin", "review", true}, // "Preview approved", "Changes requested"
		{"admin", "new_orders", true},
		{"admin", "messages", true},
		{"admin", "ops_alert", false},
		{"client", "review", true},
		{"client", "notification", true},
		{"client", "payment_receipt", false},
		{"client", "new_order", false},
	} {
		if got := c.CanTurnOff(tc.role, tc.mail); got != tc.want {
			t.Errorf("CanTurnOff(%s, %s) = %v, want %v", tc.role, tc.mail, got, tc.want)
		}
	}
}

func TestReadRefusesAKindWithoutItsEmails(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "lib"), 0o755); err != nil {
		t.Fatal(err)
	}
	bad := `{"client":{"kinds":[{"kind":"status","label":"S","mails":[]}],"alwaysSent":"x"},"admin":{"kinds":[],"alwaysSent":"y"}}`
	if err := os.WriteFile(filepath.Join(dir, File), []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Read(dir); err == nil || !strings.Contains(err.Error(), "lacks its key, label or e-mails") {
		t.Fatalf("Read = %v, want a refusal", err)
	}
}
