package kept

import (
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
)

func TestGetAndNamedPanicWithTheirSentence(t *testing.T) {
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: t.TempDir()})
	app.Store().Set("k", 42)
	if Get[int](app, "k", "missing") != 42 {
		t.Fatal("the kept value was not returned")
	}
	mustPanic(t, "nothing kept", func() { Get[int](app, "other", "nothing kept") })
	mustPanic(t, "nothing kept", func() { Get[string](app, "k", "nothing kept") }) // kept, but of another type
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
