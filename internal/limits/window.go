package limits

import (
	"sync"
	"time"
)

// windowCounter allows at most max events per key in a fixed window that starts at the key's
// first event. Expired keys are dropped once per window, so memory follows the recent traffic.
type windowCounter struct {
	mu        sync.Mutex
	max       int
	window    time.Duration
	now       func() time.Time
	entries   map[string]*windowEntry
	lastPrune time.Time
}

type windowEntry struct {
	start time.Time
	count int
}

func newWindowCounter(max int, window time.Duration, now func() time.Time) *windowCounter {
	return &windowCounter{max: max, window: window, now: now, entries: map[string]*windowEntry{}}
}

// allow counts one event for every key and reports true, or counts nothing and reports false
// when any key has used up its window (the first such key is returned).
func (c *windowCounter) allow(keys ...string) (bool, string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	now := c.now()
	c.prune(now)
	for _, key := range keys {
		if e := c.entries[key]; e != nil && now.Sub(e.start) < c.window && e.count >= c.max {
			return false, key
		}
	}
	for _, key := range keys {
		e := c.entries[key]
		if e == nil || now.Sub(e.start) >= c.window {
			c.entries[key] = &windowEntry{start: now, count: 1}
			continue
		}
		e.count++
	}
	return true, ""
}

func (c *windowCounter) prune(now time.Time) {
	if now.Sub(c.lastPrune) < c.window {
		return
	}
	for key, e := range c.entries {
		if now.Sub(e.start) >= c.window {
			delete(c.entries, key)
		}
	}
	c.lastPrune = now
}
