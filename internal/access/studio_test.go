package access_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/access"
	"launchdesk/internal/testapp"
)

func TestTheStudioIsAnAdminOrASuperuser(t *testing.T) {
	w := newReaders(t)
	noRole := w.client.Auth.Fresh()
	noRole.Set("role", "")
	cases := []struct {
		name   string
		auth   *core.Record
		studio bool
	}{
		{"nobody", nil, false},
		{"a client", w.client.Auth, false},
		{"an account without a role", noRole, false},
		{"an admin", w.admin.Auth, true},
		{"a superuser", w.su.Auth, true},
	}
	for _, c := range cases {
		if got := access.IsStudio(w.app, c.auth); got != c.studio {
			t.Errorf("%s: IsStudio = %v, want %v", c.name, got, c.studio)
		}
	}
}

func TestReadRefusesAStudioThatPocketBaseWouldContradict(t *testing.T) {
	cases := map[string]string{
		"no file":                     "",
		"not JSON":                    "{",
		"no role":                     `{"superuserIsStudio": true}`,
		"a superuser who is a client": `{"role": "admin", "superuserIsStudio": false}`,
	}
	for name, text := range cases {
		dir := t.TempDir()
		if text != "" {
			if err := os.MkdirAll(filepath.Join(dir, "lib"), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, access.File), []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := access.Read(dir); err == nil {
			t.Errorf("%s: Read accepted it", name)
		}
	}
	s, err := access.Read(filepath.Join(testapp.RepoRoot(), "pb_hooks"))
	if err != nil || s.Role == "" || !s.SuperuserIsStudio {
		t.Fatalf("the hooks' studio.json: %+v, %v", s, err)
	}
}

// authRole is a role an API rule names: `@request.auth.role = "admin"`.
var authRole = regexp.MustCompile(`@request\.auth\.role\s*!?=\s*"([^"]*)"`)

// The collections' API rules (the migrations) name the studio's role as studio.json does: the rules, the hooks and
// Go say who the studio is with one word. The only other role a rule may name is the client's.
func TestTheRulesNameTheStudiosRole(t *testing.T) {
	app := testapp.New(t)
	studio := access.Of(app)
	collections, err := app.FindAllCollections()
	if err != nil {
		t.Fatal(err)
	}
	named := map[string]bool{}
	for _, c := range collections {
		for _, rule := range []*string{c.ListRule, c.ViewRule, c.CreateRule, c.UpdateRule, c.DeleteRule} {
			if rule == nil {
				continue
			}
			for _, m := range authRole.FindAllStringSubmatch(*rule, -1) {
				named[m[1]] = true
				if m[1] != studio.Role && m[1] != "client" {
					t.Errorf("%s's rule names the role %q, not the studio's %q: %s", c.Name, m[1], studio.Role,
						strings.TrimSpace(*rule))
				}
			}
		}
	}
	if !named[studio.Role] {
		t.Fatalf("no rule names the studio's role %q: the rules and studio.json disagree", studio.Role)
	}
}
