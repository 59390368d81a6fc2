package launch_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"launchdesk/internal/contract"
	"launchdesk/internal/launch"
)

// One table over every combination of an order's facts (status, payment, launch step, store access, intake, the
// preview review, clock started): the stance pb_hooks/lib/launch_steps.js derives and stores on the launch, and what
// pb_hooks/lib/turn_words.js makes of it for the client's e-mail and screens and the studio's, must tell one story.
// The studio's inbox agrees too: an item a client's act raised stays exactly while the stance shows the studio's
// turn it asks for (pb_hooks/lib/inbox_answers.js, which lib/studio_queue.js clears by).
// The words of every distinct stance are written to testdata/stance_words.json (LAUNCHDESK_UPDATE_GOLDEN=1 rewrites
// it), which ui/src/lib/turns.test.ts reads: the screens say what the e-mails say.

const goldenWords = "testdata/stance_words.json"

type stanceOut struct {
	WaitsOn string   `json:"waits_on"`
	Next    string   `json:"next"`
	Owes    []string `json:"owes"`
	Needs   []string `json:"needs"`
}

// wordsRow is what one stored stance says: the launch as the UI reads it, and the hooks' words.
type wordsRow struct {
	Launch struct {
		stanceOut
		ClockStarted      string `json:"clock_started"`
		ClockRunningSince string `json:"clock_running_since"`
	} `json:"launch"`
	Client sideWords `json:"client"`
	Studio sideWords `json:"studio"`
	Email  string    `json:"email"`
}

type sideWords struct {
	Whose string   `json:"whose"`
	Todo  []string `json:"todo"`
	Clock string   `json:"clock"`
}

func TestEveryOrderTellsOneStory(t *testing.T) {
	m := launch.NewModules(hooksDir)
	steps, err := m.Lib("launch_steps.js")
	if err != nil {
		t.Fatal(err)
	}
	words, err := m.Lib("turn_words.js")
	if err != nil {
		t.Fatal(err)
	}
	inbox, err := m.Lib("inbox_answers.js")
	if err != nil {
		t.Fatal(err)
	}
	call := func(module any, fn string, args ...any) any {
		t.Helper()
		out, err := m.Call(steps, fn, args...)
		switch module {
		case "words":
			out, err = m.Call(words, fn, args...)
		case "inbox":
			out, err = m.Call(inbox, fn, args...)
		}
		if err != nil {
			t.Fatal(err)
		}
		return out.Export()
	}
	lists, err := contract.Read(hooksDir)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]wordsRow{}
	combos := 0
	for _, status := range []string{"in_progress", "pending_approval", "cancelled"} {
		for _, payment := range []string{"", "due", "paid", "waived", "refunded"} {
			for _, step := range lists.Steps.Steps {
				for _, access := range lists.Steps.Access {
					for _, intake := range []bool{false, true} {
						for _, review := range []string{"", "asked", "changes", "approved", "overridden"} {
							for _, started := range []bool{false, true} {
								combos++
								facts := map[string]any{"step": step, "access": access, "intakeComplete": intake,
									"held": status == "pending_approval", "cancelled": status == "cancelled",
									"review": review, "clockStarted": started}
								if payment != "" {
									facts["paymentSettled"] = payment == "paid" || payment == "waived"
								}
								name := fmt.Sprintf("%s/%s/%s/%s/intake=%v/review=%q/started=%v", status, payment, step, access, intake, review, started)
								var js struct {
									WaitsOn     string
									Next        string
									Owes, Needs []string
								}
								raw, _ := json.Marshal(call("steps", "stance", facts))
								if err := json.Unmarshal(raw, &js); err != nil {
									t.Fatal(err)
								}
								s := stanceOut{js.WaitsOn, js.Next, js.Owes, js.Needs}
								clock, _ := call("steps", "clockState", facts).(map[string]any)
								checkStance(t, name, facts, s, clock)
								open := map[string]bool{}
								for _, kind := range inboxKinds {
									launch := map[string]any{"step": step, "access": access, "next": s.Next}
									open[kind] = call("inbox", "answered", kind, launch) != true
								}
								checkInbox(t, name, facts, s, open)
								row := wordsOf(t, call, s, started, clock["waitingOnClient"] != true && clock["held"] != true && step != "launched")
								checkWords(t, name, s, row)
								key, _ := json.Marshal(row.Launch)
								seen[string(key)] = row
							}
						}
					}
				}
			}
		}
	}
	if combos != 9000 {
		t.Fatalf("%d combinations, want 9000", combos)
	}
	keys := make([]string, 0, len(seen))
	for k := range seen {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	rows := make([]wordsRow, 0, len(keys))
	for _, k := range keys {
		rows = append(rows, seen[k])
	}
	golden, _ := json.MarshalIndent(rows, "", " ")
	golden = append(golden, '\n')
	path := filepath.FromSlash(goldenWords)
	if os.Getenv("LAUNCHDESK_UPDATE_GOLDEN") == "1" {
		if err := os.WriteFile(path, golden, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	stored, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if string(stored) != string(golden) {
		t.Fatalf("%s is not what the hooks say any more (%d stances): run LAUNCHDESK_UPDATE_GOLDEN=1 go test ./internal/launch/ and commit it", goldenWords, len(rows))
	}
}

// checkStance holds the stance to the facts: whose turn follows from what the client owes, the clock waits on the
// same things, and nothing is owed that is not there.
func checkStance(t *testing.T, name string, facts map[string]any, s stanceOut, clock map[string]any) {
	t.Helper()
	step, access := facts["step"].(string), facts["access"].(string)
	settled, hasPayment := facts["paymentSettled"].(bool)
	closed := step == "launched" || facts["cancelled"] == true
	want := func(ok bool, why string) {
		if !ok {
			t.Errorf("%s: %s (stance %+v, clock %v)", name, why, s, clock)
		}
	}
	owes := func(k string) bool { return slices.Contains(s.Owes, k) }
	if closed {
		want(s.WaitsOn == "" && len(s.Owes) == 0 && len(s.Needs) == 0, "a launched or cancelled order waits on nobody")
		return
	}
	if facts["held"] == true {
		want(s.WaitsOn == "studio" && s.Next == "held", "an order back to pending approval waits on the studio")
		want(clock["waitingOnClient"] == false || len(s.Owes) == 0, "a held order owes nothing")
		return
	}
	want(owes("pay") == (hasPayment && !settled), "the client owes the payment exactly while it is not settled")
	want(owes("code") == (access == "code_needed"), "the client owes the code exactly while the studio has none")
	want(owes("intake") == (facts["intakeComplete"] == false), "the client owes the intake exactly while it is open")
	want(owes("access") == (access == "request_sent"), "the client owes the access exactly while the request waits")
	want(owes("review") == (step == "preview" && facts["review"] == "asked"), "the client owes a review only of a posted preview")
	want((s.WaitsOn == "client") == (len(s.Owes) > 0), "it is the client's turn exactly while the client owes something")
	want(s.WaitsOn != "client" || s.Next == s.Owes[0], "what comes next is the first thing the client owes")
	want(clock["waitingOnClient"] == (s.WaitsOn == "client"), "the clock waits on the client exactly when the screens say so")
	if facts["clockStarted"] == false {
		needs := map[string]bool{"pay": hasPayment && !settled, "intake": facts["intakeComplete"] == false,
			"access": access != "granted" && access != "dev_store"}
		for k, missing := range needs {
			want(slices.Contains(s.Needs, k) == missing, "the clock needs "+k+" exactly while it is missing")
		}
		want(clock["startable"] == (len(s.Needs) == 0), "the clock may start exactly when it needs nothing more")
	} else {
		want(len(s.Needs) == 0, "a started clock needs nothing")
	}
	if s.WaitsOn == "studio" {
		want(slices.Contains([]string{"request", "build", "preview", "changes", "launch"}, s.Next), "the studio has a task")
		want(s.Next != "request" || access == "code_received", "the studio sends a request only with a code")
		want(s.Next != "launch" || facts["review"] == "approved" || facts["review"] == "overridden", "launch only an approved preview")
	}
}

// wordsOf runs the hooks' words over the stance as the launch stores it (running: the clock runs now).
func wordsOf(t *testing.T, call func(any, string, ...any) any, s stanceOut, started, running bool) wordsRow {
	t.Helper()
	var row wordsRow
	row.Launch.stanceOut = s
	if started {
		row.Launch.ClockStarted = "2026-11-28 10:00:00.000Z"
		if running {
			row.Launch.ClockRunningSince = "2026-11-28 10:00:00.000Z"
		}
	}
	view := map[string]any{"waitsOn": s.WaitsOn, "next": s.Next, "owes": s.Owes, "needs": s.Needs,
		"clockStarted": started, "clockRunning": started && running}
	side := func(audience string) sideWords {
		var w sideWords
		w.Whose, _ = call("words", "whose", view, audience).(string)
		raw, _ := json.Marshal(call("words", "todo", view, audience))
		_ = json.Unmarshal(raw, &w.Todo)
		w.Clock, _ = call("words", "clockLine", view, audience).(string)
		return w
	}
	row.Client, row.Studio = side("client"), side("studio")
	row.Email, _ = call("words", "nextStep", view).(string)
	return row
}

// checkWords: the e-mail's next step is the screens' first thing to do, with the screens' clock line; every word
// exists; the studio never reads the client's "you".
func checkWords(t *testing.T, name string, s stanceOut, row wordsRow) {
	t.Helper()
	for _, side := range []sideWords{row.Client, row.Studio} {
		for _, text := range side.Todo {
			if text == "" || strings.Contains(text, "undefined") {
				t.Errorf("%s: a missing word in %q", name, side.Todo)
			}
		}
		if strings.Contains(side.Clock, "undefined") || strings.Contains(side.Clock, "{") {
			t.Errorf("%s: clock line %q", name, side.Clock)
		}
	}
	if s.Next == "launched" || s.Next == "cancelled" {
		if row.Email != "" || row.Client.Whose != "" {
			t.Errorf("%s: a closed order still says %q / %q", name, row.Email, row.Client.Whose)
		}
		return
	}
	first := row.Client.Todo[0]
	if !strings.HasPrefix(row.Email, "Next step: "+strings.ToLower(first[:1])+first[1:]) {
		t.Errorf("%s: the e-mail says %q, the screen's first thing to do is %q", name, row.Email, first)
	}
	if row.Client.Clock != "" && !strings.HasSuffix(row.Email, row.Client.Clock) {
		t.Errorf("%s: the e-mail %q leaves out the screen's clock line %q", name, row.Email, row.Client.Clock)
	}
	for _, text := range append(row.Studio.Todo, row.Studio.Clock) {
		if strings.Contains(text, " you") || strings.HasPrefix(text, "You") || strings.Contains(text, "your ") {
			t.Errorf("%s: the studio reads the client's words %q", name, text)
		}
	}
}
