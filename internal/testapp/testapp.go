// Package testapp builds launchdesk apps for Go tests: a fresh temp data dir, the repository's JS
// hooks and migrations, and whichever Go packages a test registers.
package testapp

import (
	"path/filepath"
	"runtime"
	"testing"

	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/plugins/jsvm"

	"launchdesk/internal/config"
	"launchdesk/internal/launch"
	"launchdesk/internal/productcsv"
)

// RepoRoot is the repository's root folder (where pb_hooks/ and pb_migrations/ are).
func RepoRoot() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..")
}

// New returns a launchdesk app in a fresh temp data dir, bootstrapped with the repository's JS
// hooks and with its JS migrations applied, as `launchdesk serve` would have it (without the HTTP
// server). Each register function binds a Go package's hooks before the bootstrap.
func New(t testing.TB, register ...func(core.App)) *pocketbase.PocketBase {
	t.Helper()
	app := pocketbase.NewWithConfig(pocketbase.Config{DefaultDataDir: t.TempDir(), HideStartBanner: true})
	// Each call registers the JS migrations again in the global list; the
	// runner skips a file already applied, so repeats are harmless.
	root := RepoRoot()
	jsvm.MustRegister(app, jsvm.Config{
		MigrationsDir: filepath.Join(root, "pb_migrations"),
		HooksDir:      filepath.Join(root, "pb_hooks"),
		HooksPoolSize: 2,
		OnInit:        productcsv.BindJS, // as main.go
	})
	config.BindHooks(app, config.Defaults().Hooks)                           // as config.Register in main.go: the hooks' settings
	if err := launch.Use(app, filepath.Join(root, "pb_hooks")); err != nil { // as main.go
		t.Fatal(err)
	}
	for _, r := range register {
		r(app)
	}
	if err := app.Bootstrap(); err != nil {
		t.Fatalf("bootstrap: %v", err)
	}
	if err := app.RunAllMigrations(); err != nil {
		t.Fatalf("migrations: %v", err)
	}
	t.Cleanup(func() { _ = app.ResetBootstrapState() })
	return app
}
