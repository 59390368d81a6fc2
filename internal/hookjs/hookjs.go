// Package hookjs runs a module of the JS hooks from Go, outside any hook, in a runtime with the bindings the jsvm
// plugin gives the hooks (require, $app, $template, __hooks, Record, DateTime, $dbx, $os...). Go code that must do
// what the hooks do, such as queueing an e-mail laid out by pb_hooks/lib/mail/ (internal/replica's alerts), calls
// the hooks' own code through it instead of repeating it; the e-mail fixtures' test renders through it too.
package hookjs

import (
	"errors"
	"fmt"
	"path/filepath"

	"github.com/dop251/goja"
	"github.com/dop251/goja_nodejs/require"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/plugins/jsvm"
	"github.com/pocketbase/pocketbase/tools/template"
)

const storeKey = "launchdesk.hookjs.dir"

// Use keeps on app the hooks directory it runs with (main.go: the one the jsvm plugin reads), for Call.
func Use(app core.App, hooksDir string) error {
	abs, err := filepath.Abs(hooksDir)
	if err != nil {
		return fmt.Errorf("the hooks' directory: %w", err)
	}
	app.Store().Set(storeKey, abs)
	return nil
}

// New is a runtime over app for the hooks in hooksDir, bound as the jsvm plugin binds the hooks' own runtimes.
func New(app core.App, hooksDir string) (*goja.Runtime, error) {
	abs, err := filepath.Abs(hooksDir)
	if err != nil {
		return nil, fmt.Errorf("the hooks' directory: %w", err)
	}
	vm := goja.New()
	new(require.Registry).Enable(vm)
	jsvm.BindCore(vm)
	jsvm.BindDbx(vm)
	jsvm.BindMails(vm)
	jsvm.BindOS(vm)
	vm.Set("$app", app)
	vm.Set("$template", template.NewRegistry())
	vm.Set("__hooks", abs)
	return vm, nil
}

// Call runs fn(args...) of the module at path in the hooks Use kept on app (e.g. "lib/ops_alerts.js"), in a new
// runtime over app, and answers its result as a Go value. A throw, or a panic in a binding, is its error.
func Call(app core.App, path, fn string, args ...any) (result any, err error) {
	dir, _ := app.Store().Get(storeKey).(string)
	if dir == "" {
		return nil, errors.New("hookjs.Call: no hooks directory (hookjs.Use at start)")
	}
	vm, err := New(app, dir)
	if err != nil {
		return nil, err
	}
	defer func() {
		if p := recover(); p != nil {
			result, err = nil, fmt.Errorf("%s %s: %v", path, fn, p)
		}
	}()
	require, _ := goja.AssertFunction(vm.Get("require"))
	exports, err := require(goja.Undefined(), vm.ToValue(filepath.Join(dir, path)))
	if err != nil {
		return nil, fmt.Errorf("loading the hooks' %s: %w", path, err)
	}
	call, ok := goja.AssertFunction(exports.ToObject(vm).Get(fn))
	if !ok {
		return nil, fmt.Errorf("the hooks' %s has no function %s", path, fn)
	}
	values := make([]goja.Value, len(args))
	for i, a := range args {
		values[i] = vm.ToValue(a)
	}
	out, err := call(goja.Undefined(), values...)
	if err != nil {
		return nil, fmt.Errorf("%s %s: %w", path, fn, err)
	}
	return out.Export(), nil
}
