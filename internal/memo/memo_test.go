package memo

import (
	"errors"
	"sync"
	"testing"
	"time"
)

// TestValueComputesOnceUntilDropped: readers share one computation, a failure keeps nothing, a Drop recomputes.
func TestValueComputesOnceUntilDropped(t *testing.T) {
	var m Value[int]
	calls := 0
	count := func() (int, error) {
		calls++
		time.Sleep(5 * time.Millisecond) // long enough for the other readers to arrive while it runs
		return calls, nil
	}
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if v, err := m.Get(count); err != nil || v != 1 {
				t.Errorf("a reader got %d, %v; want the one computation's 1", v, err)
			}
		}()
	}
	wg.Wait()
	if calls != 1 {
		t.Fatalf("%d computations for a burst of readers, want 1", calls)
	}

	m.Drop()
	failed := errors.New("failed")
	if _, err := m.Get(func() (int, error) { return 0, failed }); !errors.Is(err, failed) {
		t.Fatalf("a failed computation answered %v", err)
	}
	if v, _ := m.Get(count); v != 2 {
		t.Fatalf("after a drop and a failure Get answered %d, want a new computation (2)", v)
	}
}

// TestDropWaitsForTheComputationUnderWay: an answer computed from reads made before a Drop is not served after it.
func TestDropWaitsForTheComputationUnderWay(t *testing.T) {
	var m Value[string]
	started, release := make(chan struct{}), make(chan struct{})
	go func() {
		_, _ = m.Get(func() (string, error) {
			close(started)
			<-release
			return "before the write", nil
		})
	}()
	<-started
	dropped := make(chan struct{})
	go func() {
		m.Drop()
		close(dropped)
	}()
	close(release)
	<-dropped
	if v, _ := m.Get(func() (string, error) { return "after the write", nil }); v != "after the write" {
		t.Fatalf("after the drop Get answered %q", v)
	}
}
