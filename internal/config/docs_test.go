package config

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// docsRow is a row of docs/operations.md's configuration table: | `NAME` | meaning | default |.
var docsRow = regexp.MustCompile("^\\| `([A-Z0-9_]+)` +\\|.*\\|(.*)\\|$")

// TestDocsTable holds docs/operations.md's table of settings to Settings: the same variables, and
// each default as Load applies it (or, for a variable without one, its Unset sentence).
func TestDocsTable(t *testing.T) {
	doc, err := os.ReadFile("../../docs/operations.md")
	if err != nil {
		t.Fatal(err)
	}
	section := string(doc)[strings.Index(string(doc), "## Configuration"):]
	if end := strings.Index(section[2:], "\n## "); end > 0 {
		section = section[:end+2]
	}
	documented := map[string]string{}
	for _, line := range strings.Split(section, "\n") {
		if m := docsRow.FindStringSubmatch(strings.TrimSpace(line)); m != nil {
			documented[m[1]] = strings.TrimSpace(m[2])
		}
	}
	for _, s := range Settings {
		want := s.Unset
		if s.Default != "" {
			want = "`" + s.Default + "`"
		}
		got, ok := documented[s.Name]
		switch {
		case !ok:
			t.Errorf("%s is read by internal/config but missing from docs/operations.md", s.Name)
		case got != want:
			t.Errorf("%s: docs/operations.md says the default is %q, the code %q", s.Name, got, want)
		}
		delete(documented, s.Name)
	}
	for name := range documented {
		t.Errorf("docs/operations.md lists %s, which internal/config does not read", name)
	}
}
