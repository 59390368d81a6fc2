package accounts

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"launchdesk/internal/testapp"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// nocaseMigration is the migration that makes e-mail addresses case-insensitive.
const nocaseMigration = "1795361000_users_email_nocase.js"

// revertFromNocase reverts the migrations from nocaseMigration on (the schema accounts had before).
func revertFromNocase(t *testing.T, app core.App) {
	t.Helper()
	files, err := os.ReadDir(filepath.Join(testapp.RepoRoot(), "pb_migrations"))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, f := range files {
		if strings.HasSuffix(f.Name(), ".js") && f.Name() >= nocaseMigration {
			n++
		}
	}
	// testapp.New registers the JS migrations again for every app of the process: one of each file here.
	var list core.MigrationsList
	seen := map[string]bool{}
	for _, m := range core.AppMigrations.Items() {
		if !seen[m.File] {
			seen[m.File] = true
			list.Register(m.Up, m.Down, m.File)
		}
	}
	reverted, err := core.NewMigrationsRunner(app, list).Down(n)
	if err != nil || len(reverted) != n || reverted[n-1] != nocaseMigration {
		t.Fatalf("reverting %d migrations: %v, %v", n, reverted, err)
	}
}

func TestExistingCaseDuplicatesAreTagged(t *testing.T) {
	app := testapp.New(t, registerUserHooks)
	users, err := app.FindCollectionByNameOrId("users")
	if err != nil {
		t.Fatal(err)
	}
	save := func(email, name string) *core.Record {
		r := core.NewRecord(users)
		r.SetEmail(email)
		r.SetPassword("client-pass")
		r.SetVerified(true)
		r.Set("name", name)
		if err := app.Save(r); err != nil {
			t.Fatalf("saving %s: %v", email, err)
		}
		time.Sleep(5 * time.Millisecond) // "created" has millisecond precision: the order is certain
		return r
	}
	oldest := save("Dup.Case@Example.test", "Oldest")
	later := save("someone.else@example.test", "Later")
	other := save("unrelated@example.test", "Unrelated")

	revertFromNocase(t, app)
	// Before the migration the index was case-sensitive: such pairs exist in old databases.
	if _, err := app.DB().NewQuery("UPDATE users SET email = {:e} WHERE id = {:id}").
		Bind(dbx.Params{"e": "dup.case@example.test", "id": later.Id}).Execute(); err != nil {
		t.Fatalf("making the duplicate: %v", err)
	}
	if err := app.RunAllMigrations(); err != nil {
		t.Fatalf("migrating up: %v", err)
	}

	want := map[string]struct {
		email    string
		verified bool
	}{
		oldest.Id: {"Dup.Case@Example.test", true},
		later.Id:  {"dup.case+duplicate-" + later.Id + "@example.test", false},
		other.Id:  {"unrelated@example.test", true},
	}
	for id, w := range want {
		got, err := app.FindRecordById("users", id)
		if err != nil {
			t.Fatal(err)
		}
		if got.Email() != w.email || got.Verified() != w.verified {
			t.Errorf("%s: %q verified=%v, want %q verified=%v", id, got.Email(), got.Verified(), w.email, w.verified)
		}
	}
	found, err := app.FindAuthRecordByEmail("users", "DUP.CASE@EXAMPLE.TEST")
	if err != nil || found.Id != oldest.Id {
		t.Fatalf("lookup in upper case after the migration: %v, %v", found, err)
	}
}
