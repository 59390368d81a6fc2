package launch_test

import (
	"os"
	"path/filepath"
	"testing"

	"launchdesk/internal/launch"
)

// The promise's words, filled in Go, are the hooks' (pb_hooks/lib/promise_words.js run in goja), and follow the
// numbers: another promise is said in its own words everywhere.
func TestThePromisesWordsAreTheHooksAndFollowTheNumbers(t *testing.T) {
	for name, hours := range map[string]string{"the repository's": "", "a 3-day promise": `{"promiseHours": 72}`} {
		t.Run(name, func(t *testing.T) {
			dir := hooksDir
			if hours != "" {
				dir = t.TempDir()
				if err := os.MkdirAll(filepath.Join(dir, "lib"), 0o755); err != nil {
					t.Fatal(err)
				}
				for _, f := range []string{launch.WordsFile, "lib/promise_words.js"} {
					data, err := os.ReadFile(filepath.Join(hooksDir, f))
					if err == nil {
						err = os.WriteFile(filepath.Join(dir, f), data, 0o644)
					}
					if err != nil {
						t.Fatal(err)
					}
				}
				if err := os.WriteFile(filepath.Join(dir, launch.NumbersFile), []byte(hours), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			n, err := launch.Read(dir)
			if err != nil {
				t.Fatal(err)
			}
			js := launch.NewModules(dir)
			exports, err := js.Lib("promise_words.js")
			if err != nil {
				t.Fatal(err)
			}
			var said map[string]string
			if err := js.VM.ExportTo(exports.Get("PROMISE"), &said); err != nil {
				t.Fatal(err)
			}
			inJS := launch.Words{Days: said["days"], DayAdjective: said["dayAdjective"], Hours: said["hours"], Launched: said["launched"]}
			if n.Words != inJS || len(said) != 4 {
				t.Fatalf("Go says %+v, the hooks %+v", n.Words, inJS)
			}
			if hours != "" && (n.Words.Days != "3 days" || n.Words.DayAdjective != "3-day" || n.Words.Hours != "72 hours") {
				t.Fatalf("a 3-day promise is said %+v", n.Words)
			}
		})
	}
}
