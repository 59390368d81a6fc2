package accounts

import (
	"launchdesk/internal/testapp"
	"testing"

	"github.com/pocketbase/pocketbase/core"
)

func TestEmailAddressesAreCaseInsensitive(t *testing.T) {
	app := testapp.New(t, registerUserHooks)
	users, err := app.FindCollectionByNameOrId("users")
	if err != nil {
		t.Fatal(err)
	}
	first := core.NewRecord(users)
	first.SetEmail("Mixed.Case@Example.test")
	first.SetPassword("client-pass")
	first.Set("name", "Mixed Case")
	if err := app.Save(first); err != nil {
		t.Fatal(err)
	}

	found, err := app.FindAuthRecordByEmail("users", "mixed.case@example.test")
	if err != nil || found.Id != first.Id {
		t.Fatalf("lookup in lower case: %v, %v", found, err)
	}

	second := core.NewRecord(users)
	second.SetEmail("mixed.case@example.test")
	second.SetPassword("client-pass")
	second.Set("name", "Second")
	if err := app.Save(second); err == nil {
		t.Fatal("a second account differing only by case was saved")
	}

	admin, outcome, err := upsertAdmin(app, []string{"MIXED.CASE@EXAMPLE.TEST", "admin-pass-1"}, adminOptions{promote: true})
	if err != nil || outcome != outcomePromoted || admin.Id != first.Id {
		t.Fatalf("admin create in upper case: outcome=%q err=%v", outcome, err)
	}
	if n, _ := app.CountRecords("users"); n != 1 {
		t.Fatalf("%d users, want 1", n)
	}
}
