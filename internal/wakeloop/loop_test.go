package wakeloop

import (
	"context"
	"sync/atomic"
	"testing"
	"time"
)

func TestLoop(t *testing.T) {
	var runs, ticks atomic.Int32
	l := New()
	l.WakeUp() // kept until the start, and then one run with the first
	l.Start(time.Hour, func(context.Context) { runs.Add(1) }, func() { ticks.Add(1) })
	waitFor(t, func() bool { return runs.Load() == 2 }) // at once, then the kept wake-up
	l.WakeUp()
	waitFor(t, func() bool { return runs.Load() == 3 })
	l.Stop()
	l.Stop() // twice is fine
	l.WakeUp()
	time.Sleep(20 * time.Millisecond)
	if runs.Load() != 3 || ticks.Load() != 0 {
		t.Fatalf("after Stop: %d runs, %d ticks", runs.Load(), ticks.Load())
	}
}

func TestTick(t *testing.T) {
	var runs, ticks atomic.Int32
	l := New()
	l.Start(5*time.Millisecond, func(context.Context) { runs.Add(1) }, func() { ticks.Add(1) })
	defer l.Stop()
	waitFor(t, func() bool { return ticks.Load() >= 2 && runs.Load() >= 3 })
}

func TestStopEndsTheWork(t *testing.T) {
	ended := make(chan struct{})
	l := New()
	l.Start(time.Hour, func(ctx context.Context) {
		<-ctx.Done() // work that runs until told to stop
		close(ended)
	}, nil)
	l.Stop()
	select {
	case <-ended:
	default:
		t.Fatal("Stop returned before the work did")
	}
}

func waitFor(t *testing.T, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(2 * time.Second)
	for !ok() {
		if time.Now().After(deadline) {
			t.Fatal("timed out")
		}
		time.Sleep(time.Millisecond)
	}
}
