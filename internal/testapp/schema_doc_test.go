package testapp

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// schemaRow is a row of docs/architecture.md's schema table: | `name` (migration) | fields | rules |.
var schemaRow = regexp.MustCompile("^\\| `([a-z_]+)`[^|]*\\|([^|]*)\\|")

// authFields are PocketBase's own fields of an auth collection, which the table leaves out.
var authFields = map[string]bool{"id": true, "password": true, "tokenKey": true, "emailVisibility": true}

// TestSchemaTableNamesEveryCollectionAndField holds docs/architecture.md's schema table to what the
// migrations make: every collection has a row, and the row names each of its fields.
func TestSchemaTableNamesEveryCollectionAndField(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join(RepoRoot(), "docs", "architecture.md"))
	if err != nil {
		t.Fatal(err)
	}
	rows := map[string]string{}
	for _, line := range strings.Split(string(doc), "\n") {
		if m := schemaRow.FindStringSubmatch(strings.ReplaceAll(line, `\|`, "/")); m != nil { // `a`\|`b` in a cell
			rows[m[1]] = m[2]
		}
	}
	collections, err := New(t).FindAllCollections()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range collections {
		if c.System {
			continue
		}
		fields, ok := rows[c.Name]
		if !ok {
			t.Errorf("docs/architecture.md's schema table has no row for the collection %s", c.Name)
			continue
		}
		named := map[string]bool{}
		for _, w := range regexp.MustCompile(`[a-z_]+`).FindAllString(fields, -1) {
			named[w] = true
		}
		for _, f := range c.Fields {
			if !named[f.GetName()] && !authFields[f.GetName()] {
				t.Errorf("docs/architecture.md: the %s row does not name its field %s", c.Name, f.GetName())
			}
		}
	}
}
