package accounts

import (
	"launchdesk/internal/testapp"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

func TestUpsertAdminRefusesBadInput(t *testing.T) {
	app := testapp.New(t, registerUserHooks)
	scenarios := []struct {
		name    string
		args    []string
		wantErr string
	}{
		{"no arguments", nil, "usage: launchdesk admin create EMAIL PASSWORD"},
		{"one argument", []string{"sam@example.com"}, "usage:"},
		{"empty e-mail", []string{" ", "long-enough-1"}, `"" is not a valid e-mail address`},
		{"not an e-mail", []string{"sam-at-example.com", "long-enough-1"}, `"sam-at-example.com" is not a valid e-mail address`},
		{"7-character password", []string{"sam@example.com", "1234567"}, "the password must be at least 8 characters long"},
		{"7 runes in more bytes", []string{"sam@example.com", "ééééééé"}, "at least 8 characters"},
	}
	for _, sc := range scenarios {
		t.Run(sc.name, func(t *testing.T) {
			_, _, err := upsertAdmin(app, sc.args, adminOptions{})
			if err == nil || !strings.Contains(err.Error(), sc.wantErr) {
				t.Fatalf("error = %v, want %q", err, sc.wantErr)
			}
		})
	}
	if n, _ := app.CountRecords("users"); n != 0 {
		t.Fatalf("refused input created %d users", n)
	}
}

func TestUpsertAdminCreatesThenUpdates(t *testing.T) {
	app := testapp.New(t, registerUserHooks)

	user, outcome, err := upsertAdmin(app, []string{" sam.owner@example.com ", "first-pass-1"}, adminOptions{})
	if err != nil || outcome != outcomeCreated {
		t.Fatalf("create: outcome=%q err=%v", outcome, err)
	}
	assertAdmin(t, app, "sam.owner@example.com", "first-pass-1", "Sam Owner")

	user2, outcome, err := upsertAdmin(app, []string{"sam.owner@example.com", "second-pass-2"}, adminOptions{})
	if err != nil || outcome != outcomeUpdated || user2.Id != user.Id {
		t.Fatalf("update: outcome=%q err=%v id %s→%s", outcome, err, user.Id, user2.Id)
	}
	assertAdmin(t, app, "sam.owner@example.com", "second-pass-2", "Sam Owner")
	if user2.ValidatePassword("first-pass-1") {
		t.Error("the old password still works after the update")
	}

	if _, _, err := upsertAdmin(app, []string{"sam.owner@example.com", "second-pass-2"}, adminOptions{name: "Samantha Owner"}); err != nil {
		t.Fatal(err)
	}
	assertAdmin(t, app, "sam.owner@example.com", "second-pass-2", "Samantha Owner")
}

func TestUpsertAdminRefusesAClientWithoutPromote(t *testing.T) {
	app := testapp.New(t, registerUserHooks)
	client := newClient(t, app)
	for _, opts := range []adminOptions{{}, {name: "Someone Else"}} {
		_, _, err := upsertAdmin(app, []string{"ava@example.com", "admin-pass-1"}, opts)
		if err == nil || !strings.Contains(err.Error(), "ava@example.com is a client account") ||
			!strings.Contains(err.Error(), "--promote") {
			t.Fatalf("error = %v, want the refusal naming --promote", err)
		}
	}
	stored, err := app.FindRecordById("users", client.Id)
	if err != nil {
		t.Fatal(err)
	}
	if stored.GetString("role") != "client" || stored.GetString("name") != "Ava Okafor" ||
		!stored.ValidatePassword("client-pass") || stored.TokenKey() != client.TokenKey() {
		t.Fatalf("a refused promotion changed the account: role=%q name=%q", stored.GetString("role"), stored.GetString("name"))
	}
}

func TestUpsertAdminPromotesAClientAndEndsItsSessions(t *testing.T) {
	app := testapp.New(t, registerUserHooks)
	client := newClient(t, app)
	token, err := client.NewAuthToken()
	if err != nil {
		t.Fatal(err)
	}

	admin, outcome, err := upsertAdmin(app, []string{"ava@example.com", "admin-pass-1"}, adminOptions{promote: true})
	if err != nil || outcome != outcomePromoted || admin.Id != client.Id {
		t.Fatalf("promote: outcome=%q err=%v", outcome, err)
	}
	assertAdmin(t, app, "ava@example.com", "admin-pass-1", "Ava Okafor") // the name is kept
	if admin.TokenKey() == client.TokenKey() {
		t.Fatal("the token key was not rotated")
	}
	if _, err := app.FindAuthRecordByToken(token, core.TokenTypeAuth); err == nil {
		t.Fatal("a token issued to the client still works after the promotion")
	}
}

// newClient saves ava@example.com as a self-registered client would be.
func newClient(t *testing.T, app core.App) *core.Record {
	t.Helper()
	users, _ := app.FindCollectionByNameOrId("users")
	client := core.NewRecord(users)
	client.SetEmail("ava@example.com")
	client.SetPassword("client-pass")
	client.Set("name", "Ava Okafor")
	if err := app.Save(client); err != nil {
		t.Fatal(err)
	}
	if client.GetString("role") != "client" {
		t.Fatalf("a new user got role %q, want client", client.GetString("role"))
	}
	return client
}

// assertAdmin checks there is exactly one user with email, an admin with that password and name.
func assertAdmin(t *testing.T, app core.App, email, password, name string) {
	t.Helper()
	total, err := app.CountRecords("users", dbx.HashExp{"email": email})
	if err != nil || total != 1 {
		t.Fatalf("%d users with %s (err %v), want 1", total, email, err)
	}
	u, err := app.FindAuthRecordByEmail("users", email)
	if err != nil {
		t.Fatal(err)
	}
	if u.GetString("role") != "admin" || !u.Verified() || !u.ValidatePassword(password) || u.GetString("name") != name {
		t.Fatalf("user %s: role=%q verified=%v password ok=%v name=%q", email, u.GetString("role"), u.Verified(),
			u.ValidatePassword(password), u.GetString("name"))
	}
}

func TestNameFromEmail(t *testing.T) {
	scenarios := map[string]string{
		"sam.owner@example.com": "Sam Owner",
		"sam_owner-x+tag@x.com": "Sam Owner X Tag",
		"sam@example.com":       "Sam",
		"@example.com":          "Admin",
		"..@example.com":        "Admin",
		"élodie.durand@x.com":   "Élodie Durand",
		"øystein@example.com":   "Øystein",
	}
	for email, want := range scenarios {
		if got := nameFromEmail(email); got != want {
			t.Errorf("nameFromEmail(%q) = %q, want %q", email, got, want)
		}
	}
}

// TestUpsertAdminKeepsWhatChangedMeanwhile: while the command resets an admin's password, the admin renames itself
// and signs out everywhere through the API. The command writes the password (and the role, verified) onto the account
// as stored, so the new name stays and no token from before the sign-out works again.
func TestUpsertAdminKeepsWhatChangedMeanwhile(t *testing.T) {
	app := testapp.New(t, registerUserHooks)
	admin, _, err := upsertAdmin(app, []string{"sam.owner@example.com", "first-pass-1"}, adminOptions{})
	if err != nil {
		t.Fatal(err)
	}
	oldToken, err := admin.NewAuthToken()
	if err != nil {
		t.Fatal(err)
	}
	afterLookUp = func() {
		fresh, err := app.FindRecordById("users", admin.Id)
		if err != nil {
			t.Fatal(err)
		}
		fresh.Set("name", "Samantha Owner")
		fresh.RefreshTokenKey()
		if err := app.Save(fresh); err != nil {
			t.Fatal(err)
		}
	}
	t.Cleanup(func() { afterLookUp = func() {} })

	if _, _, err := upsertAdmin(app, []string{"sam.owner@example.com", "second-pass-2"}, adminOptions{}); err != nil {
		t.Fatal(err)
	}
	assertAdmin(t, app, "sam.owner@example.com", "second-pass-2", "Samantha Owner")
	if _, err := app.FindAuthRecordByToken(oldToken, core.TokenTypeAuth); err == nil {
		t.Error("a token from before the sign out everywhere works again")
	}
}
