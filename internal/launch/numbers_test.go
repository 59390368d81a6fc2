package launch_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"launchdesk/internal/launch"
)

func TestReadRefusesAMissingOrBadNumbersFile(t *testing.T) {
	cases := map[string]string{
		"missing":   "",
		"not json":  "{promiseHours: 48",
		"zero":      `{"promiseHours": 0}`,
		"negative":  `{"promiseHours": -48}`,
		"not whole": `{"promiseHours": 4.5}`,
		"no field":  `{"hours": 48}`,
	}
	for name, content := range cases {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			if content != "" {
				if err := os.MkdirAll(filepath.Join(dir, "lib"), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join(dir, launch.NumbersFile), []byte(content), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			if _, err := launch.Read(dir); err == nil || !strings.Contains(err.Error(), "the launch promise's numbers") {
				t.Fatalf("error %v, want one naming the launch promise's numbers", err)
			}
		})
	}
}

func TestReadGivesTheRepositorysPromise(t *testing.T) {
	n, err := launch.Read(hooksDir)
	if err != nil {
		t.Fatal(err)
	}
	if n.PromiseHours <= 0 || n.PromiseMs() != n.PromiseHours*3_600_000 {
		t.Fatalf("numbers %+v, promise %d ms", n, n.PromiseMs())
	}
}
