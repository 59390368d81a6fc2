package launch_test

import (
	"testing"

	"github.com/dop251/goja"

	"launchdesk/internal/launch/launchtest"
)

// TestClockCases runs the shared table (testdata/clock_cases.json) against the hooks' clock module, as the hooks
// run it; internal/adminapi runs it against the SQL and ui/src/features/launch/countdown.test.ts against the UI.
func TestClockCases(t *testing.T) {
	c := newClockJS(t)
	for _, tc := range launchtest.Cases(t) {
		t.Run(tc.Name, func(t *testing.T) {
			clock := map[string]any{"startedAt": nil, "runningSince": nil, "usedMs": tc.UsedMs}
			if tc.Started != nil {
				clock["startedAt"] = *tc.Started
			}
			if tc.RunningSince != nil {
				clock["runningSince"] = *tc.RunningSince
			}
			if got := callJS(t, c.vm, c.exports, "remainingMs", clock, tc.Now).ToInteger(); got != tc.RemainingMs {
				t.Errorf("remainingMs %d, want %d", got, tc.RemainingMs)
			}
			due := callJS(t, c.vm, c.exports, "dueAt", clock, tc.Now)
			switch {
			case tc.Due == nil && !goja.IsNull(due):
				t.Errorf("dueAt %v, want null", due)
			case tc.Due != nil && (goja.IsNull(due) || due.ToInteger() != *tc.Due):
				t.Errorf("dueAt %v, want %d", due, *tc.Due)
			}
			if got := callJS(t, c.vm, c.exports, "isOverdue", clock, tc.Now).ToBoolean(); got != tc.Overdue {
				t.Errorf("isOverdue %v, want %v", got, tc.Overdue)
			}
		})
	}
}
