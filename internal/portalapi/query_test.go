package portalapi

import (
	"testing"

	"launchdesk/internal/testapp"
)

// TestMyOrdersRefusesAnUnknownStatusInTheAdminListsWords: My Orders checks its status filter against the contract
// (pb_hooks/lib/statuses.json) as the admin list does, with the same sentence.
func TestMyOrdersRefusesAnUnknownStatusInTheAdminListsWords(t *testing.T) {
	c := testapp.Contract(t)
	get := func(key string) string { return map[string]string{"status": "archived"}[key] }
	_, bad := parsePortalOrdersQuery(get, c)
	if want := "The status must be pending_approval, in_progress, completed or cancelled."; bad["status"] != want {
		t.Errorf("the portal's list: %q, want %q", bad["status"], want)
	}
}
