package launch_test

import (
	"os"
	"path/filepath"
	"strings"
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

func TestReadRefusesAMissingOrIncompleteWordsFile(t *testing.T) {
	for name, words := range map[string]string{
		"missing":     "",
		"not json":    `{"days": "{days} days",`,
		"no launched": `{"days": "{days} days", "dayAdjective": "{days}-day", "hours": "{hours} hours"}`,
	} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			if err := os.MkdirAll(filepath.Join(dir, "lib"), 0o755); err != nil {
				t.Fatal(err)
			}
			files := map[string]string{launch.NumbersFile: `{"promiseHours": 48}`, launch.WordsFile: words}
			for f, content := range files {
				if content == "" {
					continue
				}
				if err := os.WriteFile(filepath.Join(dir, f), []byte(content), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			if _, err := launch.Read(dir); err == nil || !strings.Contains(err.Error(), "the launch promise's words") {
				t.Fatalf("error %v, want one naming the launch promise's words", err)
			}
		})
	}
}
