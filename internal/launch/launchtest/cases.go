// Package launchtest reads the table of launch clock cases (internal/launch/testdata/clock_cases.json) that the
// hooks' clock, the admin SQL and the UI's countdown are each tested against, resolved for the promise in
// pb_hooks/lib/launch_promise.json.
package launchtest

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"

	"launchdesk/internal/launch"
	"launchdesk/internal/testapp"
)

// span is a time of the table: promises times the promise, plus hours, plus ms.
type span struct {
	Promises, Hours, Ms int64
}

func (s *span) ms(promiseMs int64) int64 {
	return s.Promises*promiseMs + s.Hours*time.Hour.Milliseconds() + s.Ms
}

// Case is one clock and what it answers at Now, in epoch ms. Started and RunningSince are nil when unset, Due is
// nil without a due time.
type Case struct {
	Name                  string
	Started, RunningSince *int64
	UsedMs, Now           int64
	RemainingMs           int64
	Due                   *int64
	Overdue               bool
}

// Cases reads the table, resolved for the repository's promise.
func Cases(t testing.TB) []Case {
	t.Helper()
	numbers, err := launch.Read(filepath.Join(testapp.RepoRoot(), "pb_hooks"))
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(testapp.RepoRoot(), "internal", "launch", "testdata", "clock_cases.json"))
	if err != nil {
		t.Fatal(err)
	}
	var table struct {
		T0    time.Time `json:"t0"`
		Cases []struct {
			Name                  string
			Started, RunningSince *span
			Used, Now             span
			Want                  struct {
				Remaining span
				Due       *span
				Overdue   bool
			}
		}
	}
	if err := json.Unmarshal(data, &table); err != nil {
		t.Fatal(err)
	}
	p, t0 := numbers.PromiseMs(), table.T0.UnixMilli()
	at := func(s *span) *int64 {
		if s == nil {
			return nil
		}
		v := t0 + s.ms(p)
		return &v
	}
	out := make([]Case, len(table.Cases))
	for i, c := range table.Cases {
		out[i] = Case{Name: c.Name, Started: at(c.Started), RunningSince: at(c.RunningSince), UsedMs: c.Used.ms(p),
			Now: *at(&c.Now), RemainingMs: c.Want.Remaining.ms(p), Due: at(c.Want.Due), Overdue: c.Want.Overdue}
	}
	return out
}
