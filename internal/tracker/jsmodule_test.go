package tracker

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/dop251/goja"

	"launchdesk/internal/testapp"
)

// loadModule runs pb_hooks/lib/<name> as the hooks' require() does (a CommonJS body given module and exports)
// and returns its exports. Only for the pure modules, which use no PocketBase globals.
func loadModule(t *testing.T, name string) (*goja.Runtime, *goja.Object) {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(testapp.RepoRoot(), "pb_hooks", "lib", name))
	if err != nil {
		t.Fatal(err)
	}
	vm := goja.New()
	wrapped := "(function (module, exports) {\n" + string(src) + "\n})"
	fn, err := vm.RunScript(name, wrapped)
	if err != nil {
		t.Fatalf("compiling %s: %v", name, err)
	}
	call, _ := goja.AssertFunction(fn)
	module := vm.NewObject()
	exports := vm.NewObject()
	_ = module.Set("exports", exports)
	if _, err := call(goja.Undefined(), module, exports); err != nil {
		t.Fatalf("running %s: %v", name, err)
	}
	return vm, module.Get("exports").ToObject(vm)
}

// callJS calls exports[fn](args...) and returns the result exported to Go values.
func callJS(t *testing.T, vm *goja.Runtime, exports *goja.Object, fn string, args ...any) goja.Value {
	t.Helper()
	f, ok := goja.AssertFunction(exports.Get(fn))
	if !ok {
		t.Fatalf("%s is not a function", fn)
	}
	values := make([]goja.Value, len(args))
	for i, a := range args {
		values[i] = vm.ToValue(a)
	}
	out, err := f(goja.Undefined(), values...)
	if err != nil {
		t.Fatalf("%s: %v", fn, err)
	}
	return out
}
