// Package kept keeps and reads what a package loaded once at start (its JSON contract, who the studio is, the promise's
// numbers) and kept on the app's store: every reader gets the same value without reading a file again. A value that
// is missing, or a name that is not in it, is a mistake in the code, not a runtime condition, so both panic with a
// sentence that says which.
package kept

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/pocketbase/pocketbase/core"
)

// Slot is one value kept on the app: its store key and the sentence Of panics with when nothing was kept (e.g.
// "access.Of: who the studio is was not loaded (access.Use at start)").
type Slot[T any] struct{ key, missing string }

// NewSlot is the slot kept under key.
func NewSlot[T any](key, missing string) Slot[T] { return Slot[T]{key, missing} }

// Keep reads the value once with read and keeps it on app for Of; read's error is returned (it stops the start).
func (s Slot[T]) Keep(app core.App, read func() (T, error)) error {
	v, err := read()
	if err != nil {
		return err
	}
	app.Store().Set(s.key, v)
	return nil
}

// Of is the value Keep kept on app; it panics when nothing of its type was kept (a wiring mistake).
func (s Slot[T]) Of(app core.App) T {
	v, ok := app.Store().Get(s.key).(T)
	if !ok {
		panic(s.missing)
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

// ReadJSON decodes the hooks' file (relative to hooksDir) into v and returns the file's path; what names the file in
// an error ("the launch promise's numbers: open …", "… in /path: invalid character …"). Every contract Go reads
// beside the hooks is read this way.
func ReadJSON(hooksDir, file, what string, v any) (string, error) {
	path := filepath.Join(hooksDir, file)
	data, err := os.ReadFile(path)
	if err != nil {
		return path, fmt.Errorf("%s: %w", what, err)
	}
	if err := json.Unmarshal(data, v); err != nil {
		return path, fmt.Errorf("%s in %s: %w", what, path, err)
	}
	return path, nil
}
