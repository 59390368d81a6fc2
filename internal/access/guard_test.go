package access_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"launchdesk/internal/access"
	"launchdesk/internal/testapp"
)

// inline is what a second copy of "who is the studio" or "whose order is this" looks like in Go. Outside
// internal/access, a route or hook asks the access package instead (docs/decisions.md §31).
func inline(role string) map[string]*regexp.Regexp {
	r := regexp.QuoteMeta(role)
	return map[string]*regexp.Regexp{
		"a superuser check":                    regexp.MustCompile(`\.IsSuperuser\(\)|HasSuperuserAuth\(\)`),
		"a role compared with a role":          regexp.MustCompile(`GetString\("role"\)\s*[!=]=\s*"[^"]`),
		"the studio's role written out":        regexp.MustCompile(`[!=]=\s*"` + r + `"|\brole\s*=\s*'` + r + `'`),
		"an order's client compared":           regexp.MustCompile(`GetString\("client"\)\s*[!=]=`),
		"the caller's id compared":             regexp.MustCompile(`[!=]=\s*[\w.]*\bAuth\.Id\b|\bAuth\.Id\s*[!=]=`),
		"an order's client joined to a reader": regexp.MustCompile(`\bclient\s*=\s*[a-z_]+\.user\b`),
	}
}

// outside is the Go code that must ask internal/access: every package but access itself, without tests, and
// without internal/demo, which writes sample data (the roles it seeds) and decides nothing.
func outside(path string) bool {
	return strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go") &&
		!strings.Contains(path, "/internal/access/") && !strings.Contains(path, "/internal/demo/")
}

// findings lists each line of src that matches a pattern, comment lines aside.
func findings(src string, patterns map[string]*regexp.Regexp) []string {
	var out []string
	for i, line := range strings.Split(src, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "//") {
			continue
		}
		for what, p := range patterns {
			if p.MatchString(line) {
				out = append(out, what+" on line "+strconv.Itoa(i+1)+": "+strings.TrimSpace(line))
			}
		}
	}
	return out
}

func TestNoInlineAccessCheckOutsideTheAccessPackage(t *testing.T) {
	root := testapp.RepoRoot()
	studio, err := access.Read(filepath.Join(root, "pb_hooks"))
	if err != nil {
		t.Fatal(err)
	}
	patterns := inline(studio.Role)
	scanned := 0
	err = filepath.WalkDir(filepath.Join(root, "internal"), func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !outside(filepath.ToSlash(path)) {
			return err
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		scanned++
		for _, f := range findings(string(src), patterns) {
			rel, _ := filepath.Rel(root, path)
			t.Errorf("%s: %s; ask internal/access (IsStudio, RequireStudio, ReadableOrder, May, Narrow)", rel, f)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if scanned < 50 {
		t.Fatalf("scanned %d Go files: the walk missed the code", scanned)
	}
}

// inlineJS is the same in the hooks, which ask lib/studio.js (isStudio) and lib/access.js (canRead, readableOrder,
// may) instead.
var inlineJS = map[string]*regexp.Regexp{
	"a superuser check":          regexp.MustCompile(`\.isSuperuser\(\)`),
	"a role compared":            regexp.MustCompile(`getString\("role"\)\s*[!=]==`),
	"an order's client compared": regexp.MustCompile(`getString\("client"\)\s*[!=]==`),
	"the caller's id compared":   regexp.MustCompile(`[!=]==\s*[\w.]*\bauth\.id\b|\bauth\.id\s*[!=]==`),
}

// notChecks are hook lines that match inlineJS and decide nothing, each with why.
var notChecks = map[string]string{
	`if (e.auth && e.auth.isSuperuser()) actor = "superuser:"`: "names who acted in the order's history",
}

func TestNoInlineAccessCheckInTheHooks(t *testing.T) {
	root := filepath.Join(testapp.RepoRoot(), "pb_hooks")
	scanned := 0
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		rel, _ := filepath.Rel(root, path)
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".js") || rel == "lib/studio.js" || rel == "lib/access.js" {
			return err
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		scanned++
		for i, line := range strings.Split(string(src), "\n") {
			if _, ok := notChecks[strings.TrimSpace(line)]; ok {
				continue
			}
			for _, f := range findings(line, inlineJS) {
				t.Errorf("pb_hooks/%s:%d: %s; ask lib/studio.js or lib/access.js", rel, i+1, f)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if scanned < 30 {
		t.Fatalf("scanned %d hook files: the walk missed the hooks", scanned)
	}
}

// The patterns catch the copies this package replaced (so the test above can fail), and leave alone what only
// looks alike.
func TestTheGuardKnowsAnInlineCheck(t *testing.T) {
	patterns := inline("admin")
	caught := []string{
		`if !e.Auth.IsSuperuser() && e.Auth.GetString("role") != "admin" {`,
		`if e.HasSuperuserAuth() {`,
		`studio := e.Auth.GetString("role") == "admin"`,
		`if errors.Is(err, sql.ErrNoRows) || (err == nil && client != e.Auth.Id) {`,
		`if !studio && auth.Collection().Name == "users" && order.GetString("client") == auth.Id {`,
		`" LEFT JOIN orders o ON o.id = n.related_order AND (o.client = n.user OR {:admin})" +`,
		`AND r.internal = FALSE AND u.role = 'admin'), '')`,
		`if l.role == "admin" {`,
	}
	for _, line := range caught {
		if len(findings(line, patterns)) == 0 {
			t.Errorf("not caught: %s", line)
		}
	}
	passed := []string{
		`role:     auth.GetString("role"),`,
		`if e.Record.GetString("role") == "" {`,
		`// a superuser check in a comment: if e.Auth.IsSuperuser() {`,
		`keys = append(keys, "account:"+e.Auth.Collection().Id+":"+e.Auth.Id)`,
		`where := "u.role = 'client'"`,
	}
	for _, line := range []string{
		`if (!order || (order.getString("client") !== e.auth.id && !isStudio(e.auth))) {`,
		`return auth.collection().name === "users" && auth.getString("role") === STUDIO_ROLE`,
		`if (auth.isSuperuser()) return true`,
	} {
		if len(findings(line, inlineJS)) == 0 {
			t.Errorf("not caught in a hook: %s", line)
		}
	}
	for _, line := range passed {
		if f := findings(line, patterns); len(f) > 0 {
			t.Errorf("caught, yet no check: %v", f)
		}
	}
}
