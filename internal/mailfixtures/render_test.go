package mailfixtures

import (
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dop251/goja"
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/emailkinds"
	"launchdesk/internal/hookjs"
	"launchdesk/internal/testapp"
)

// update rewrites the fixtures from what the hooks render now: `go test ./internal/mailfixtures -update`.
var update = flag.Bool("update", false, "rewrite testdata/ from the current hooks")

// The e-mails are rendered by the real hooks (pb_hooks/, views/mail/) in an app as testapp makes it: the harness
// (testdata/harness.js, then harness_booking.js) saves fixed records, so the hooks queue their e-mails as they do in production, and calls
// the account e-mails' entry point with fixed tokens and codes. Each case's outbox row is compared with the files
// testdata/<case>.subject, .txt and .html.txt.

type rendered struct {
	// Kind is the outbox kind, Role the reader's role ("" for an address with no account).
	Name, Kind, Role, Subject, Text, HTML string
}

// hooksVM is a JS VM over app with the hooks' bindings as the jsvm plugin gives them (internal/hookjs: require,
// $app, $template, __hooks, Record, DateTime...). The harness runs in it; the hooks that its saves set off run in
// the plugin's own VMs.
func hooksVM(t *testing.T, app core.App) *goja.Runtime {
	t.Helper()
	vm, err := hookjs.New(app, filepath.Join(testapp.RepoRoot(), "pb_hooks"))
	if err != nil {
		t.Fatal(err)
	}
	return vm
}

func renderAll(t *testing.T) []rendered {
	t.Helper()
	vm := hooksVM(t, testapp.New(t))
	for _, part := range []string{"harness.js", "harness_booking.js", "harness_team.js"} {
		src, err := os.ReadFile(filepath.Join("testdata", part))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := vm.RunScript(part, string(src)); err != nil {
			t.Fatalf("%s: %v", part, err)
		}
	}
	out, err := vm.RunString("JSON.stringify(mailFixtures.out)")
	if err != nil {
		t.Fatalf("harness answer: %v", err)
	}
	var cases []rendered
	if err := json.Unmarshal([]byte(out.String()), &cases); err != nil {
		t.Fatalf("harness answer: %v", err)
	}
	return cases
}

func TestEveryKindOfMailRendersAsTheFixtures(t *testing.T) {
	cases := renderAll(t)
	if len(cases) < 15 {
		t.Fatalf("the harness rendered %d e-mails, want every kind", len(cases))
	}
	for _, c := range cases {
		parts := map[string]string{".subject": c.Subject, ".txt": c.Text, ".html.txt": c.HTML} // data, not pages: .txt
		for ext, got := range parts {
			path := filepath.Join("testdata", c.Name+ext)
			if *update {
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				continue
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Errorf("%s: %v", c.Name, err)
				continue
			}
			if got != string(want) {
				t.Errorf("%s%s differs from the fixture:\n--- got\n%s\n--- want\n%s", c.Name, ext, got, want)
			}
		}
	}
	// and every fixture is rendered: a harness part left out (or a case dropped) fails rather than checks less
	names := map[string]bool{}
	for _, c := range cases {
		names[c.Name] = true
	}
	subjects, _ := filepath.Glob(filepath.Join("testdata", "*.subject"))
	for _, path := range subjects {
		if name := strings.TrimSuffix(filepath.Base(path), ".subject"); !names[name] {
			t.Errorf("the fixture %s was not rendered by the harness", name)
		}
	}
}

// A kind's file that leaves out a word the layout needs is refused when the e-mail is built, not sent half empty.
func TestMailContentRefusesAKindWithoutItsWords(t *testing.T) {
	vm := hooksVM(t, testapp.New(t))
	_, err := vm.RunString("require(`${__hooks}/lib/mail/content.js`)" +
		`.mailContent({ name: "b", appURL: "" }, { kind: "k", subject: "s", lines: [] })`)
	want := "The k e-mail lacks preheader, heading, buttonLabel, buttonURL, linkLabel, linkURL, footer."
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Fatalf("got %v, want an error saying %q", err, want)
	}
}

// The partial refund's fixture carries markup in the client's name and the order's title: in the HTML part it is
// text, never an element.
func TestPartialRefundMailKeepsMarkupInert(t *testing.T) {
	for _, c := range renderAll(t) {
		if c.Name != "payment_partial_refund" {
			continue
		}
		for _, raw := range []string{"<script", "<img", "<b>Drop", `onerror="`} {
			if strings.Contains(c.HTML, raw) {
				t.Errorf("the HTML holds %q unescaped", raw)
			}
		}
		if !strings.Contains(c.HTML, "&lt;script&gt;") || !strings.Contains(c.Text, `<script>alert("t")</script>`) {
			t.Errorf("the title should be escaped in the HTML and kept as is in the text")
		}
		return
	}
	t.Fatal("the harness rendered no payment_partial_refund e-mail")
}

// An e-mail that promises its reader a choice ("Choose which e-mails you get", "turn these e-mails off") is one the
// reader's role can turn off on the account page (pb_hooks/lib/email_kinds.json); every other e-mail promises none.
func TestAMailPromisesAChoiceOnlyWhenItsReaderHasIt(t *testing.T) {
	kinds, err := emailkinds.Read(filepath.Join(testapp.RepoRoot(), "pb_hooks"))
	if err != nil {
		t.Fatal(err)
	}
	promised := 0
	for _, c := range renderAll(t) {
		promises := strings.Contains(c.Text, "Choose which e-mails you get") ||
			strings.Contains(c.Text, "turn these e-mails off")
		if promises {
			promised++
		}
		if promises && !kinds.CanTurnOff(c.Role, c.Kind) {
			t.Errorf("%s (a %s e-mail to a %q) promises a choice its reader's account page does not offer", c.Name, c.Kind, c.Role)
		}
	}
	if promised == 0 {
		t.Fatal("no e-mail promised a choice: the test looks for the wrong words")
	}
}
