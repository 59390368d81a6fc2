// Package kept reads what a package loaded once at start (its JSON contract, who the studio is, the promise's
// numbers) and kept on the app's store: every reader gets the same value without reading a file again. A value that
// is missing, or a name that is not in it, is a mistake in the code, not a runtime condition, so both panic with a
// sentence that says which.
package kept

import "github.com/pocketbase/pocketbase/core"

// Get is the value of type T kept on app under key; it panics with missing (e.g. "access.Of: who the studio is was
// not loaded (access.Use at start)") when nothing of that type was kept.
func Get[T any](app core.App, key, missing string) T {
	v, ok := app.Store().Get(key).(T)
	if !ok {
		panic(missing)
	}
	return v
}

// Named is m[name]; it panics for a name m does not have (a typo in the code), saying what m is (e.g. "limits.json
// has no limit").
func Named[V any](m map[string]V, name, what string) V {
	v, ok := m[name]
	if !ok {
		panic(what + " " + name)
	}
	return v
}
