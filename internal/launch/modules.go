package launch

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/dop251/goja"
)

// Modules runs the pure modules of a hooks directory (pb_hooks/lib: no PocketBase globals but __hooks and require)
// in one goja runtime as the hooks run them: a CommonJS body given module and exports, with a require() that loads
// the directory's other modules and JSON files, each once. The demo seeder and the Go tests use it, so what they
// compute is what the hooks would.
type Modules struct {
	VM     *goja.Runtime
	dir    string
	loaded map[string]goja.Value
}

// NewModules prepares a runtime for the hooks in hooksDir.
func NewModules(hooksDir string) *Modules {
	m := &Modules{VM: goja.New(), dir: hooksDir, loaded: map[string]goja.Value{}}
	_ = m.VM.Set("__hooks", hooksDir)
	_ = m.VM.Set("require", func(path string) goja.Value {
		v, err := m.load(path)
		if err != nil {
			panic(m.VM.NewGoError(err))
		}
		return v
	})
	return m
}

// Lib returns the exports of hooksDir/lib/name (e.g. "launch_clock.js").
func (m *Modules) Lib(name string) (*goja.Object, error) {
	v, err := m.load(filepath.Join(m.dir, "lib", name))
	if err != nil {
		return nil, err
	}
	return v.ToObject(m.VM), nil
}

// load runs (or parses, for .json) the file at path, which must be inside the hooks directory.
func (m *Modules) load(path string) (goja.Value, error) {
	path = filepath.Clean(path)
	if v, ok := m.loaded[path]; ok {
		return v, nil
	}
	if rel, err := filepath.Rel(m.dir, path); err != nil || strings.HasPrefix(rel, "..") {
		return nil, fmt.Errorf("require(%q): only the hooks' own files", path)
	}
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("reading the hooks' %s: %w", filepath.Base(path), err)
	}
	var out goja.Value
	if strings.HasSuffix(path, ".json") {
		parse, _ := goja.AssertFunction(m.VM.Get("JSON").ToObject(m.VM).Get("parse"))
		if out, err = parse(goja.Undefined(), m.VM.ToValue(string(src))); err != nil {
			return nil, fmt.Errorf("parsing %s: %w", filepath.Base(path), err)
		}
	} else if out, err = m.run(path, string(src)); err != nil {
		return nil, err
	}
	m.loaded[path] = out
	return out, nil
}

func (m *Modules) run(path, src string) (goja.Value, error) {
	fn, err := m.VM.RunScript(path, "(function (module, exports) {\n"+src+"\n})")
	if err != nil {
		return nil, fmt.Errorf("compiling %s: %w", filepath.Base(path), err)
	}
	call, _ := goja.AssertFunction(fn)
	module, exports := m.VM.NewObject(), m.VM.NewObject()
	_ = module.Set("exports", exports)
	if _, err := call(goja.Undefined(), module, exports); err != nil {
		return nil, fmt.Errorf("running %s: %w", filepath.Base(path), err)
	}
	return module.Get("exports"), nil
}

// Call runs module.fn(args...) and returns its result.
func (m *Modules) Call(module *goja.Object, fn string, args ...any) (goja.Value, error) {
	f, ok := goja.AssertFunction(module.Get(fn))
	if !ok {
		return nil, fmt.Errorf("the hooks' module has no function %s", fn)
	}
	values := make([]goja.Value, len(args))
	for i, a := range args {
		values[i] = m.VM.ToValue(a)
	}
	out, err := f(goja.Undefined(), values...)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", fn, err)
	}
	return out, nil
}
