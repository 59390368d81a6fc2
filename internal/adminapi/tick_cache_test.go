package adminapi

import (
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

func TestTickCacheBuildsOnceForConcurrentMisses(t *testing.T) {
	c := &tickCache{maxAge: time.Second}
	var builds atomic.Int32
	release := make(chan struct{})
	gen := func() uint64 { return 1 }
	now := time.Now()
	var wg sync.WaitGroup
	bodies := make([]string, 32)
	for i := range bodies {
		wg.Add(1)
		go func() {
			defer wg.Done()
			body, err := c.get(1, now, gen, func() ([]byte, error) {
				builds.Add(1)
				<-release
				return []byte("figures"), nil
			})
			if err != nil {
				t.Error(err)
			}
			bodies[i] = string(body)
		}()
	}
	time.Sleep(50 * time.Millisecond)
	close(release)
	wg.Wait()
	if n := builds.Load(); n != 1 {
		t.Fatalf("32 concurrent misses built %d times, want 1", n)
	}
	for i, b := range bodies {
		if b != "figures" {
			t.Fatalf("request %d got %q", i, b)
		}
	}
}

func TestTickCacheServesTheLastSecondWhileOneRequestRebuilds(t *testing.T) {
	c := &tickCache{maxAge: time.Second}
	gen := func() uint64 { return 1 }
	start := time.Now()
	if _, err := c.get(1, start, gen, func() ([]byte, error) { return []byte("old"), nil }); err != nil {
		t.Fatal(err)
	}
	later := start.Add(2 * time.Second)
	release, started := make(chan struct{}), make(chan struct{})
	done := make(chan []byte)
	go func() {
		body, _ := c.get(1, later, gen, func() ([]byte, error) {
			close(started)
			<-release
			return []byte("new"), nil
		})
		done <- body
	}()
	<-started
	body, _ := c.get(1, later, gen, func() ([]byte, error) { t.Error("a second build started"); return nil, nil })
	if string(body) != "old" {
		t.Fatalf("while rebuilding, got %q, want the answer before", body)
	}
	close(release)
	if got := <-done; string(got) != "new" {
		t.Fatalf("the rebuild answered %q", got)
	}
	body, _ = c.get(1, later, gen, func() ([]byte, error) { t.Error("built again within the second"); return nil, nil })
	if string(body) != "new" {
		t.Fatalf("after the rebuild, got %q", body)
	}
}

func TestTickCacheNeverServesAnAnswerFromBeforeAWrite(t *testing.T) {
	c := &tickCache{maxAge: time.Second}
	current := uint64(1)
	gen := func() uint64 { return current }
	now := time.Now()
	if _, err := c.get(1, now, gen, func() ([]byte, error) { return []byte("before"), nil }); err != nil {
		t.Fatal(err)
	}
	current = 2
	body, _ := c.get(2, now, gen, func() ([]byte, error) { return []byte("after"), nil })
	if string(body) != "after" {
		t.Fatalf("after a write got %q", body)
	}
	// a build that began before a write is not kept
	stale, _ := c.get(3, now, gen, func() ([]byte, error) { current = 4; return []byte("raced"), nil })
	if string(stale) != "raced" {
		t.Fatalf("the racing request got %q", stale)
	}
	body, _ = c.get(4, now, gen, func() ([]byte, error) { return []byte("fresh"), nil })
	if string(body) != "fresh" {
		t.Fatalf("kept an answer built before a write: %q", body)
	}
}

func TestTickCacheRetriesAfterAFailedBuild(t *testing.T) {
	c := &tickCache{maxAge: time.Second}
	gen := func() uint64 { return 1 }
	if _, err := c.get(1, time.Now(), gen, func() ([]byte, error) { return nil, errors.New("db busy") }); err == nil {
		t.Fatal("the failure was not returned")
	}
	body, err := c.get(1, time.Now(), gen, func() ([]byte, error) { return []byte("ok"), nil })
	if err != nil || string(body) != "ok" {
		t.Fatalf("after a failure got %q, %v", body, err)
	}
}
