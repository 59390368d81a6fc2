package adminapi

import (
	"strings"
	"testing"

	"launchdesk/internal/testapp"
)

// TestOrdersQueryRefusalsKeepTheirWords: the status filter and the search text are checked against the contract
// (pb_hooks/lib/statuses.json, limits.json), and the sentences built from it are the ones the routes always said.
func TestOrdersQueryRefusalsKeepTheirWords(t *testing.T) {
	c := testapp.Contract(t)
	query := func(values map[string]string) func(string) string {
		return func(key string) string { return values[key] }
	}
	_, bad := parseAdminOrdersQuery(query(map[string]string{"status": "archived", "q": strings.Repeat("a", 101)}), c)
	want := map[string]string{
		"status": "The status must be pending_approval, in_progress, completed or cancelled.",
		"q":      "The search text can be at most 100 characters.",
	}
	for field, sentence := range want {
		if bad[field] != sentence {
			t.Errorf("%s: %q, want %q", field, bad[field], sentence)
		}
	}
	for _, status := range c.Statuses.Order {
		q, bad := parseAdminOrdersQuery(query(map[string]string{"status": status, "q": strings.Repeat("é", 100)}), c)
		if len(bad) > 0 || q.status != status {
			t.Errorf("status %s with 100 characters of search: %v", status, bad)
		}
	}
}
