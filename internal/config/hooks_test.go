package config

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dop251/goja"
	"github.com/pocketbase/pocketbase/plugins/jsvm"
)

// TestHooksSeeACopy reads the hooks' settings as the hooks do (a Go call answering the stored value,
// jsvm's field names) and checks that a hook that assigns to them changes only its own copy.
func TestHooksSeeACopy(t *testing.T) {
	stored := any(Defaults().Hooks) // as the store holds it
	vm := goja.New()
	vm.SetFieldNameMapper(jsvm.FieldMapper{})
	if err := vm.Set("get", func() any { return stored }); err != nil {
		t.Fatal(err)
	}
	v, err := vm.RunString(`get().messageEmailDelayMs = 1; [get().messageEmailDelayMs, get().intakeReminderMs]`)
	if err != nil {
		t.Fatal(err)
	}
	if got, ok := v.Export().([]any); !ok || len(got) != 2 || got[0] != int64(600000) || got[1] != int64(86400000) {
		t.Fatalf("the hooks read %v, want [600000 86400000]", v.Export())
	}
}

// TestHooksReadNoEnvironment keeps settings in this package: no hook reads the environment itself.
func TestHooksReadNoEnvironment(t *testing.T) {
	err := filepath.WalkDir("../../pb_hooks", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".js") {
			return err
		}
		body, err := os.ReadFile(path)
		if strings.Contains(string(body), "$os.getenv") {
			t.Errorf("%s reads the environment: add the setting to internal/config and read it from $app.store()", path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}
