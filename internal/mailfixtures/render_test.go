package mailfixtures

import (
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/dop251/goja"
	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/plugins/jsvm"

	"launchdesk/internal/testapp"
)

// update rewrites the fixtures from what the hooks render now: `go test ./internal/mailfixtures -update`.
var update = flag.Bool("update", false, "rewrite testdata/ from the current hooks")

// The e-mails are rendered by the real hooks (pb_hooks/, views/mail/) in PocketBase's own JS VM: the harness
// (testdata/harness.js) saves fixed records, so the hooks queue their e-mails as they do in production, and calls
// the account e-mails' entry point with fixed tokens and codes. Each case's outbox row is compared with the files
// testdata/<case>.subject, .txt and .html.

type rendered struct {
	Name, Subject, Text, HTML string
}

// appWithVM boots an app with the repository's hooks and migrations and returns it with a JS VM that has the hooks'
// bindings ($app, $template, require, __hooks, Record...): the last one the jsvm plugin made (its loader).
func appWithVM(t *testing.T) (*pocketbase.PocketBase, *goja.Runtime) {
	t.Helper()
	var vm *goja.Runtime
	root := testapp.RepoRoot()
	app := pocketbase.NewWithConfig(pocketbase.Config{DefaultDataDir: t.TempDir(), HideStartBanner: true})
	jsvm.MustRegister(app, jsvm.Config{
		MigrationsDir: filepath.Join(root, "pb_migrations"),
		HooksDir:      filepath.Join(root, "pb_hooks"),
		HooksPoolSize: 1,
		OnInit:        func(v *goja.Runtime) { vm = v },
	})
	if err := app.Bootstrap(); err != nil {
		t.Fatalf("bootstrap: %v", err)
	}
	if err := app.RunAllMigrations(); err != nil {
		t.Fatalf("migrations: %v", err)
	}
	t.Cleanup(func() { _ = app.ResetBootstrapState() })
	return app, vm
}

func renderAll(t *testing.T) []rendered {
	t.Helper()
	_, vm := appWithVM(t)
	src, err := os.ReadFile(filepath.Join("testdata", "harness.js"))
	if err != nil {
		t.Fatal(err)
	}
	out, err := vm.RunScript("harness.js", string(src))
	if err != nil {
		t.Fatalf("harness: %v", err)
	}
	var cases []rendered
	if err := json.Unmarshal([]byte(out.String()), &cases); err != nil {
		t.Fatalf("harness answer: %v", err)
	}
	return cases
}

func TestEveryKindOfMailRendersAsTheFixtures(t *testing.T) {
	cases := renderAll(t)
	if len(cases) < 15 {
		t.Fatalf("the harness rendered %d e-mails, want every kind", len(cases))
	}
	for _, c := range cases {
		parts := map[string]string{".subject": c.Subject, ".txt": c.Text, ".html": c.HTML}
		for ext, got := range parts {
			path := filepath.Join("testdata", c.Name+ext)
			if *update {
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				continue
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Errorf("%s: %v", c.Name, err)
				continue
			}
			if got != string(want) {
				t.Errorf("%s%s differs from the fixture:\n--- got\n%s\n--- want\n%s", c.Name, ext, got, want)
			}
		}
	}
}
