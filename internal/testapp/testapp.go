// Package testapp builds launchdesk apps for Go tests: a fresh temp data dir, the repository's JS
// hooks and migrations, and whichever Go packages a test registers.
package testapp

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/dop251/goja"
	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/plugins/jsvm"

	"launchdesk/internal/access"
	"launchdesk/internal/booking/invite"
	"launchdesk/internal/config"
	"launchdesk/internal/contract"
	"launchdesk/internal/launch"
	"launchdesk/internal/price"
	"launchdesk/internal/productcsv"
)

// RepoRoot is the repository's root folder (where pb_hooks/ and pb_migrations/ are): the nearest folder above the
// test's working directory (go test runs each package in its own folder) that holds go.mod. It does not read the
// source path compiled into the binary, so the tests also run when built with -trimpath, as `make test` builds them.
func RepoRoot() string {
	dir, err := os.Getwd()
	if err != nil {
		panic(fmt.Sprintf("testapp: the working directory: %v", err))
	}
	for start := dir; ; {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			panic("testapp: no go.mod above " + start)
		}
		dir = parent
	}
}

// New returns a launchdesk app in a fresh temp data dir, bootstrapped with the repository's JS
// hooks and with its JS migrations applied, as `launchdesk serve` would have it (without the HTTP
// server). Each register function binds a Go package's hooks before the bootstrap.
func New(t testing.TB, register ...func(core.App)) *pocketbase.PocketBase {
	t.Helper()
	dir := t.TempDir()
	if err := copyTemplate(dir); err != nil {
		t.Fatalf("the migrated template: %v", err)
	}
	app, err := build(dir, register...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = app.ResetBootstrapState() })
	return app
}

// build makes the app on dir (see New) and applies the migrations dir does not have yet.
func build(dir string, register ...func(core.App)) (*pocketbase.PocketBase, error) {
	app := pocketbase.NewWithConfig(pocketbase.Config{DefaultDataDir: dir, HideStartBanner: true})
	// Each call registers the JS migrations again in the global list; the
	// runner skips a file already applied, so repeats are harmless.
	root := RepoRoot()
	jsvm.MustRegister(app, jsvm.Config{
		MigrationsDir: filepath.Join(root, "pb_migrations"),
		HooksDir:      filepath.Join(root, "pb_hooks"),
		HooksPoolSize: 2,
		OnInit:        func(vm *goja.Runtime) { productcsv.BindJS(vm); invite.BindJS(vm) }, // as main.go
	})
	hooks := config.Defaults().Hooks
	offer, err := price.Resolve(filepath.Join(root, "pb_hooks"), 0, "") // as main.go: the contract's price
	if err != nil {
		return nil, err
	}
	hooks.PriceCents, hooks.Currency = offer.Cents, offer.Currency
	config.BindHooks(app, hooks)                                                               // as config.Register in main.go: the hooks' settings
	for _, use := range []func(core.App, string) error{launch.Use, contract.Use, access.Use} { // as main.go
		if err := use(app, filepath.Join(root, "pb_hooks")); err != nil {
			return nil, err
		}
	}
	for _, r := range register {
		r(app)
	}
	if err := app.Bootstrap(); err != nil {
		return nil, fmt.Errorf("bootstrap: %w", err)
	}
	if err := app.RunAllMigrations(); err != nil {
		_ = app.ResetBootstrapState()
		return nil, fmt.Errorf("migrations: %w", err)
	}
	return app, nil
}

// Contract reads the repository's contract (pb_hooks/lib/statuses.json, steps.json, payments.json, limits.json) for
// a test that needs its lists or limits without an app.
func Contract(t testing.TB) contract.Contract {
	t.Helper()
	c, err := contract.Read(filepath.Join(RepoRoot(), "pb_hooks"))
	if err != nil {
		t.Fatal(err)
	}
	return c
}
