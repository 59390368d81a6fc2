package visits

import (
	"crypto/rand"
	"crypto/sha256"
	"sync"
	"time"
)

// maxSeen bounds the day's set of visitor hashes (about 100 bytes each): past it, a new visitor's views are still
// counted but not the visitor, so a flood of made-up addresses cannot grow the process without end.
const maxSeen = 200_000

// Key is one row of visit_days: what a view is counted under.
type Key struct {
	Day, Page, Device string
	Source
}

// Counts are the views and unique visitors of a Key not yet written.
type Counts struct {
	Views, Visitors int64
}

// seenKey is one visitor (the hash of the day's salt, the address and the user agent) under one source and device:
// counted once a day whichever page they see first, so that visit_days' visitors add up across pages.
type seenKey struct {
	visitor [32]byte
	device  string
	source  Source
}

// Counter adds up views in memory. A visitor is a SHA-256 of a random salt made for the day, the address and the
// user agent: the salt and the set of hashes live in memory only and are dropped when the day changes, so nothing
// kept can tell who visited, and no two days can be joined.
type Counter struct {
	loc *time.Location // the studio's day (STUDIO_TIME_ZONE)

	mu      sync.Mutex
	day     string
	salt    [32]byte
	seen    map[seenKey]struct{}
	pending map[Key]*Counts
}

// NewCounter counts days in loc.
func NewCounter(loc *time.Location) *Counter {
	if loc == nil {
		loc = time.UTC
	}
	return &Counter{loc: loc, pending: map[Key]*Counts{}}
}

// Day is the date of t in the counter's zone, as visit_days stores it.
func (c *Counter) Day(t time.Time) string { return t.In(c.loc).Format(time.DateOnly) }

// Add counts one view of page at now from the visitor at address ip with user agent ua; a view from one of our own
// pages (internal) is never a new visitor.
func (c *Counter) Add(now time.Time, page, ip, ua string, src Source, internal bool) {
	day := c.Day(now)
	c.mu.Lock()
	defer c.mu.Unlock()
	if day != c.day { // a new day: a new salt, and yesterday's visitors forgotten
		c.day = day
		_, _ = rand.Read(c.salt[:]) // never fails (crypto/rand panics rather than return an error since Go 1.24)
		c.seen = map[seenKey]struct{}{}
	}
	k := Key{Day: day, Page: page, Device: DeviceOf(ua), Source: src}
	n := c.pending[k]
	if n == nil {
		n = &Counts{}
		c.pending[k] = n
	}
	n.Views++
	h := sha256.New()
	h.Write(c.salt[:])
	h.Write([]byte(ip))
	h.Write([]byte{0})
	h.Write([]byte(ua))
	s := seenKey{device: k.Device, source: src}
	h.Sum(s.visitor[:0])
	if _, ok := c.seen[s]; !ok && !internal && len(c.seen) < maxSeen {
		c.seen[s] = struct{}{}
		n.Visitors++
	}
}

// Take returns the counts added since the last Take and starts again from none.
func (c *Counter) Take() map[Key]Counts {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := make(map[Key]Counts, len(c.pending))
	for k, n := range c.pending {
		out[k] = *n
	}
	clear(c.pending)
	return out
}

// Return adds back counts that could not be written, for the next flush.
func (c *Counter) Return(counts map[Key]Counts) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for k, add := range counts {
		n := c.pending[k]
		if n == nil {
			n = &Counts{}
			c.pending[k] = n
		}
		n.Views += add.Views
		n.Visitors += add.Visitors
	}
}
