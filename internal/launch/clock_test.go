package launch_test

import (
	"testing"
	"time"

	"github.com/dop251/goja"

	"launchdesk/internal/launch"
)

// The clock module (pb_hooks/lib/launch_clock.js) run in goja, the engine of the hooks.

type clockJS struct {
	t       *testing.T
	vm      *launch.Modules
	exports *goja.Object
}

func newClockJS(t *testing.T) clockJS {
	vm, exports := loadModule(t, "launch_clock.js")
	return clockJS{t, vm, exports}
}

type state struct{ startable, waitingOnClient, launched, held bool }

func ms(at time.Time) int64 { return at.UnixMilli() }

func (c clockJS) sync(clock goja.Value, s state, at time.Time) goja.Value {
	return callJS(c.t, c.vm, c.exports, "sync", clock,
		map[string]any{"startable": s.startable, "waitingOnClient": s.waitingOnClient, "launched": s.launched, "held": s.held}, ms(at))
}

func (c clockJS) number(fn string, clock goja.Value, at time.Time) int64 {
	v := callJS(c.t, c.vm, c.exports, fn, clock, ms(at))
	if goja.IsNull(v) {
		return -1
	}
	return v.ToInteger()
}

func (c clockJS) due(clock goja.Value, at time.Time) time.Time {
	v := callJS(c.t, c.vm, c.exports, "dueAt", clock, ms(at))
	if goja.IsNull(v) {
		return time.Time{}
	}
	return time.UnixMilli(v.ToInteger()).UTC()
}

func (c clockJS) overdue(clock goja.Value, at time.Time) bool {
	return callJS(c.t, c.vm, c.exports, "isOverdue", clock, ms(at)).ToBoolean()
}

var t0 = time.Date(2026, 5, 4, 9, 0, 0, 0, time.UTC)

// promise is the promised running time, from pb_hooks/lib/launch_promise.json.
var promise = func() time.Duration {
	n, err := launch.Read(hooksDir)
	if err != nil {
		panic(err)
	}
	return time.Duration(n.PromiseMs()) * time.Millisecond
}()

func TestClockWaitsUntilIntakeAndAccessAreComplete(t *testing.T) {
	c := newClockJS(t)
	clock := callJS(t, c.vm, c.exports, "newClock")
	clock = c.sync(clock, state{startable: false}, t0)
	if got := c.due(clock, t0.Add(time.Hour)); !got.IsZero() {
		t.Fatalf("a clock that may not start has a due time: %v", got)
	}
	if c.overdue(clock, t0.Add(100*time.Hour)) {
		t.Fatal("a clock that never started is overdue")
	}
	clock = c.sync(clock, state{startable: true}, t0.Add(3*time.Hour))
	if want := t0.Add(3*time.Hour + promise); !c.due(clock, t0.Add(5*time.Hour)).Equal(want) {
		t.Fatalf("due %v, want the promise after the start (%v)", c.due(clock, t0.Add(5*time.Hour)), want)
	}
	if got := c.number("remainingMs", clock, t0.Add(27*time.Hour)); got != (promise - 24*time.Hour).Milliseconds() {
		t.Fatalf("remaining after 24 h of running: %d ms", got)
	}
}

func TestClockPausesWhileTheClientIsAwaitedAndResumes(t *testing.T) {
	c := newClockJS(t)
	clock := c.sync(callJS(t, c.vm, c.exports, "newClock"), state{startable: true}, t0)
	clock = c.sync(clock, state{startable: true, waitingOnClient: true}, t0.Add(10*time.Hour)) // preview sent
	left := c.number("remainingMs", clock, t0.Add(10*time.Hour))
	if later := c.number("remainingMs", clock, t0.Add(30*time.Hour)); later != left || left != (promise-10*time.Hour).Milliseconds() {
		t.Fatalf("a paused clock kept counting: %d ms left at the pause, %d ms 20 h later", left, later)
	}
	if c.overdue(clock, t0.Add(200*time.Hour)) {
		t.Fatal("a paused clock became overdue")
	}
	clock = c.sync(clock, state{startable: true}, t0.Add(30*time.Hour)) // the client answered: 20 h paused
	if want := t0.Add(promise + 20*time.Hour); !c.due(clock, t0.Add(31*time.Hour)).Equal(want) {
		t.Fatalf("due after resuming %v, want %v (the promise + the 20 h pause)", c.due(clock, t0.Add(31*time.Hour)), want)
	}
	again := c.sync(clock, state{startable: true}, t0.Add(40*time.Hour))
	if !c.due(again, t0.Add(41*time.Hour)).Equal(t0.Add(promise + 20*time.Hour)) {
		t.Fatal("syncing a running clock again moved its due time")
	}
}

func TestClockStopsWhileHeldAndRunsOnWhenApprovedAgain(t *testing.T) {
	c := newClockJS(t)
	clock := c.sync(callJS(t, c.vm, c.exports, "newClock"), state{startable: true}, t0)
	clock = c.sync(clock, state{startable: true, held: true}, t0.Add(10*time.Hour)) // back to pending approval
	if c.number("remainingMs", clock, t0.Add(40*time.Hour)) != (promise - 10*time.Hour).Milliseconds() {
		t.Fatal("a held clock kept counting")
	}
	clock = c.sync(clock, state{startable: true}, t0.Add(40*time.Hour)) // approved again
	if want := t0.Add(promise + 30*time.Hour); !c.due(clock, t0.Add(41*time.Hour)).Equal(want) {
		t.Fatalf("due after the hold %v, want %v", c.due(clock, t0.Add(41*time.Hour)), want)
	}
	never := c.sync(callJS(t, c.vm, c.exports, "newClock"), state{held: true}, t0)
	if !c.due(never, t0).IsZero() {
		t.Fatal("a held launch started its clock")
	}
}

func TestClockDueAcrossDaylightSavingChanges(t *testing.T) {
	c := newClockJS(t)
	newYork, err := time.LoadLocation("America/New_York")
	if err != nil {
		t.Skipf("no time zone data: %v", err)
	}
	days := int(promise / (24 * time.Hour))
	cases := []struct {
		name       string
		start      time.Time
		wantHour   int // the due time's hour on New York's wall clock, the promise's days after the start
		wantOffset string
	}{
		// clocks go forward on 8 March 2026: the promise's running time ends at 11:00 on the wall clock, not 10:00
		{"spring forward", time.Date(2026, 3, 7, 10, 0, 0, 0, newYork), 11, "-0400"},
		// clocks go back on 1 November 2026: it ends at 09:00
		{"fall back", time.Date(2026, 10, 31, 10, 0, 0, 0, newYork), 9, "-0500"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			clock := c.sync(callJS(t, c.vm, c.exports, "newClock"), state{startable: true}, tc.start)
			due := c.due(clock, tc.start).In(newYork)
			if due.Sub(tc.start) != promise {
				t.Fatalf("due %v is %v after the start, want %v", due, due.Sub(tc.start), promise)
			}
			want := time.Date(2026, tc.start.Month(), tc.start.Day()+days, tc.wantHour, 0, 0, 0, time.UTC).Format("2006-01-02 15:04")
			if got := due.Format("2006-01-02 15:04"); got != want || due.Format("-0700") != tc.wantOffset {
				t.Fatalf("due on the wall clock %s %s, want %s %s", got, due.Format("-0700"), want, tc.wantOffset)
			}
		})
	}
}

func TestClockOverdueAndLaunched(t *testing.T) {
	c := newClockJS(t)
	clock := c.sync(callJS(t, c.vm, c.exports, "newClock"), state{startable: true}, t0)
	due := t0.Add(promise)
	if c.overdue(clock, due) {
		t.Fatal("overdue at the due time itself")
	}
	if !c.overdue(clock, due.Add(time.Millisecond)) {
		t.Fatal("not overdue a millisecond after the due time")
	}
	if got := c.number("remainingMs", clock, due.Add(time.Hour)); got != -time.Hour.Milliseconds() {
		t.Fatalf("remaining an hour late: %d ms", got)
	}
	launched := c.sync(clock, state{startable: true, launched: true}, t0.Add(promise-time.Hour))
	if callJS(t, c.vm, c.exports, "isRunning", launched).ToBoolean() || c.overdue(launched, t0.Add(3*promise)) {
		t.Fatal("a launched order's clock still runs")
	}
	if got := c.number("usedMs", launched, t0.Add(100*time.Hour)); got != (promise - time.Hour).Milliseconds() {
		t.Fatalf("running time at launch %d ms, want the promise less 1 h", got)
	}
	never := c.sync(callJS(t, c.vm, c.exports, "newClock"), state{startable: true, launched: true}, t0)
	if c.due(never, t0).IsZero() == false {
		t.Fatal("an order launched before its clock started got a due time")
	}
}
