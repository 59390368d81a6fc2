package main

import (
	"testing"

	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/plugins/jsvm"
)

// newTestApp returns a launchdesk app in a fresh temp data dir, bootstrapped
// with the repository's JS hooks and with its JS migrations applied, as
// `launchdesk serve` would have it (without the HTTP server).
func newTestApp(t testing.TB) *pocketbase.PocketBase {
	t.Helper()
	app := pocketbase.NewWithConfig(pocketbase.Config{DefaultDataDir: t.TempDir(), HideStartBanner: true})
	// Each call registers the JS migrations again in the global list; the
	// runner skips a file already applied, so repeats are harmless.
	jsvm.MustRegister(app, jsvm.Config{
		MigrationsDir: "pb_migrations",
		HooksDir:      "pb_hooks",
		HooksPoolSize: 2,
	})
	registerUserHooks(app) // Go hooks that every write path relies on (role default)
	if err := app.Bootstrap(); err != nil {
		t.Fatalf("bootstrap: %v", err)
	}
	if err := app.RunAllMigrations(); err != nil {
		t.Fatalf("migrations: %v", err)
	}
	t.Cleanup(func() { _ = app.ResetBootstrapState() })
	return app
}

func TestNewTestApp(t *testing.T) {
	for i := 0; i < 2; i++ { // twice: the repeated migration registration must not break a second app
		app := newTestApp(t)
		for _, name := range []string{"users", "orders", "notifications"} {
			if _, err := app.FindCollectionByNameOrId(name); err != nil {
				t.Fatalf("app %d: collection %s: %v", i, name, err)
			}
		}
		if !app.Settings().Batch.Enabled {
			t.Fatalf("app %d: the settings migration did not run (batch off)", i)
		}
	}
}
