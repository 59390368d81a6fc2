package kept

import (
	"errors"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
)

func TestSlotAndNamedPanicWithTheirSentence(t *testing.T) {
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: t.TempDir()})
	k := NewSlot[int]("k", "nothing kept")
	mustPanic(t, "nothing kept", func() { k.Of(app) })
	if err := k.Keep(app, func() (int, error) { return 0, errors.New("bad file") }); err == nil || app.Store().Has("k") {
		t.Fatal("a failed read was kept, or its error lost")
	}
	if err := k.Keep(app, func() (int, error) { return 42, nil }); err != nil {
		t.Fatal(err)
	}
	if k.Of(app) != 42 {
		t.Fatal("the kept value was not returned")
	}
	mustPanic(t, "nothing kept", func() { NewSlot[string]("k", "nothing kept").Of(app) }) // kept, but of another type
	if Named(map[string]int{"a": 1}, "a", "x has no") != 1 {
		t.Fatal("the named value was not returned")
	}
	mustPanic(t, "x has no b", func() { Named(map[string]int{"a": 1}, "b", "x has no") })
}

func mustPanic(t *testing.T, want string, f func()) {
	t.Helper()
	defer func() {
		if r, _ := recover().(string); !strings.Contains(r, want) {
			t.Fatalf("panic %q, want %q", r, want)
		}
	}()
	f()
}
