package contract_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"launchdesk/internal/contract"
	"launchdesk/internal/testapp"
)

var hooksDir = filepath.Join(testapp.RepoRoot(), "pb_hooks")

func TestReadGivesTheRepositorysContract(t *testing.T) {
	c, err := contract.Read(hooksDir)
	if err != nil {
		t.Fatal(err)
	}
	if c.Statuses.Order[0] != "pending_approval" || c.Steps.Steps[0] != "approved" || len(c.Payments.ByHand) == 0 {
		t.Fatalf("contract %+v", c)
	}
	if l := c.Limit("launchReason"); l.Min <= 0 || l.Max < l.Min {
		t.Fatalf("launchReason %+v", l)
	}
}

// TestReadRefusesAContractThatDisagreesWithItself breaks one file of a copy of the repository's contract at a time:
// each must stop the start with a sentence naming what is wrong.
func TestReadRefusesAContractThatDisagreesWithItself(t *testing.T) {
	cases := []struct{ name, file, old, new, want string }{
		{"a status without a name", "statuses.json", `"cancelled": "Cancelled"`, `"cancelled": ""`, `"cancelled" has no name`},
		{"a sentence for no status", "statuses.json", `"sentences": {`, `"sentences": { "lost": "x",`, `"lost" is not in the list`},
		{"a step without a name", "steps.json", `"preview": "Preview",`, ``, `"preview" has no name`},
		{"an intake item named twice", "steps.json", `"domain": "Domain"`, `"domain": "Domain", "dns": "DNS"`, `"dns" is not in the list`},
		{"a hand method that is no method", "payments.json", `"byHand": [`, `"byHand": ["cheque", `, `"cheque" is not a payment method`},
		{"a limit that cannot be met", "limits.json", `{ "min": 10, "max": 280 }`, `{ "min": 300, "max": 280 }`, "launchReason (300 to 280)"},
		{"no steps.json", "steps.json", "", "", "steps.json"},
		{"not JSON", "limits.json", "{", "{{", "limits.json"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir := copyContract(t)
			path := filepath.Join(dir, "lib", tc.file)
			if tc.old == "" && tc.new == "" {
				if err := os.Remove(path); err != nil {
					t.Fatal(err)
				}
			} else {
				data, err := os.ReadFile(path)
				if err != nil || !strings.Contains(string(data), tc.old) {
					t.Fatalf("%s no longer holds %s (%v): update the case", tc.file, tc.old, err)
				}
				if err := os.WriteFile(path, []byte(strings.Replace(string(data), tc.old, tc.new, 1)), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			if _, err := contract.Read(dir); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one saying %s", err, tc.want)
			}
		})
	}
}

// copyContract copies the repository's contract files into a temp hooks directory.
func copyContract(t *testing.T) string {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "lib"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"statuses.json", "steps.json", "payments.json", "limits.json"} {
		data, err := os.ReadFile(filepath.Join(hooksDir, "lib", name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "lib", name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestOneOfWritesAChoice(t *testing.T) {
	for in, want := range map[string]string{"": "", "a": "a", "a b": "a or b", "a b c d": "a, b, c or d"} {
		if got := contract.OneOf(strings.Fields(in)); got != want {
			t.Errorf("OneOf(%q) = %q, want %q", in, got, want)
		}
	}
}
