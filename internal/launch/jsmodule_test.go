package launch_test

import (
	"path/filepath"
	"testing"

	"github.com/dop251/goja"

	"launchdesk/internal/launch"
	"launchdesk/internal/testapp"
)

// hooksDir is the repository's hooks, as the app runs them.
var hooksDir = filepath.Join(testapp.RepoRoot(), "pb_hooks")

// loadModule runs pb_hooks/lib/<name> as the hooks' require() does and returns its runtime and exports.
func loadModule(t *testing.T, name string) (*launch.Modules, *goja.Object) {
	t.Helper()
	m := launch.NewModules(hooksDir)
	exports, err := m.Lib(name)
	if err != nil {
		t.Fatal(err)
	}
	return m, exports
}

// callJS calls exports[fn](args...).
func callJS(t *testing.T, m *launch.Modules, exports *goja.Object, fn string, args ...any) goja.Value {
	t.Helper()
	out, err := m.Call(exports, fn, args...)
	if err != nil {
		t.Fatal(err)
	}
	return out
}
