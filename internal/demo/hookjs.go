package demo

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/dop251/goja"
)

// The demo's launches and texts come from the hooks' own pure modules (pb_hooks/lib/launch_clock.js,
// launch_steps.js, order_texts.js: no PocketBase globals), run in goja as the hooks run them, so the seeded clocks,
// who each launch waits on and the notification and e-mail wording are what the hooks would have written.

// hookModules are the pure modules of one hooks directory, loaded once per seed.
type hookModules struct {
	vm                  *goja.Runtime
	clock, steps, texts *goja.Object
}

// loadHookModules reads the three modules from hooksDir/lib.
func loadHookModules(hooksDir string) (*hookModules, error) {
	vm := goja.New()
	h := &hookModules{vm: vm}
	for name, into := range map[string]**goja.Object{"launch_clock.js": &h.clock, "launch_steps.js": &h.steps, "order_texts.js": &h.texts} {
		exports, err := loadModule(vm, filepath.Join(hooksDir, "lib", name))
		if err != nil {
			return nil, err
		}
		*into = exports
	}
	return h, nil
}

// loadModule runs a CommonJS body given module and exports, as the hooks' require() does, and returns its exports.
func loadModule(vm *goja.Runtime, path string) (*goja.Object, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("the demo reads the hooks' %s: %w", filepath.Base(path), err)
	}
	fn, err := vm.RunScript(path, "(function (module, exports) {\n"+string(src)+"\n})")
	if err != nil {
		return nil, err
	}
	call, _ := goja.AssertFunction(fn)
	module, exports := vm.NewObject(), vm.NewObject()
	_ = module.Set("exports", exports)
	if _, err := call(goja.Undefined(), module, exports); err != nil {
		return nil, fmt.Errorf("running %s: %w", filepath.Base(path), err)
	}
	return module.Get("exports").ToObject(vm), nil
}

// call runs module.fn(args...) and exports its result to Go values.
func (h *hookModules) call(module *goja.Object, fn string, args ...any) (any, error) {
	f, ok := goja.AssertFunction(module.Get(fn))
	if !ok {
		return nil, fmt.Errorf("the hooks' module has no function %s", fn)
	}
	values := make([]goja.Value, len(args))
	for i, a := range args {
		values[i] = h.vm.ToValue(a)
	}
	out, err := f(goja.Undefined(), values...)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", fn, err)
	}
	return out.Export(), nil
}

// text calls a function of order_texts.js that answers a string, or { title, message } (note).
func (h *hookModules) text(fn string, args ...any) (string, error) {
	out, err := h.call(h.texts, fn, args...)
	s, _ := out.(string)
	return s, err
}

func (h *hookModules) note(fn string, args ...any) (title, message string, err error) {
	out, err := h.call(h.texts, fn, args...)
	m, _ := out.(map[string]any)
	title, _ = m["title"].(string)
	message, _ = m["message"].(string)
	return title, message, err
}
