package adminapi

import (
	"encoding/json"
	"net/http"
	"sync"

	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/writes"
)

// pageCacheBytes bounds each page cache by the size of what it holds; when a page would pass it, the cache starts
// over. 8 MiB holds about 500 admin pages of 20 orders, or 70 thread pages of 30 messages at the longest.
const pageCacheBytes = 8 << 20

// pageCache keeps rendered list pages (JSON) until the next write to what they show. A page computed from reads
// that began before a write is not stored: each write bumps the generation, and a page is kept only if the
// generation it started under is still current.
type pageCache struct {
	mu      sync.Mutex
	gen     uint64
	entries map[string][]byte
	bytes   int
}

var adminPages = &pageCache{entries: map[string][]byte{}}

// generation returns the current generation, to pass back to put.
func (c *pageCache) generation() uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.gen
}

func (c *pageCache) get(key string) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	body, ok := c.entries[key]
	return body, ok
}

func (c *pageCache) put(key string, gen uint64, body []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen != c.gen {
		return
	}
	if len(body) > pageCacheBytes/8 {
		return // a page that large is not worth an eighth of the cache
	}
	if old, ok := c.entries[key]; ok {
		c.bytes -= len(old)
	}
	if c.bytes+len(body) > pageCacheBytes {
		c.entries, c.bytes = map[string][]byte{}, 0
	}
	c.entries[key] = body
	c.bytes += len(body)
}

func (c *pageCache) invalidate() {
	c.mu.Lock()
	c.gen++
	c.entries, c.bytes = map[string][]byte{}, 0
	c.mu.Unlock()
}

// registerAdminCacheInvalidation drops the cached figures and pages after every committed write to orders, users,
// launches (each admin row shows its due time) or payments (internal/writes: any path, before the realtime
// broadcast; the demo seed runs in its own process, so restart the server after seeding into a live data dir). The
// portal's pages are internal/portalapi's.
func registerAdminCacheInvalidation(app core.App) {
	writes.AfterCommit(app, func(*core.RecordEvent) {
		sharedStats.Drop()
		adminPages.invalidate()
	}, "orders", "users", "launches", "payments")
}

// serveCached answers with the page cached under key, or builds it, encodes it as JSON and keeps it for the
// generation it was built under. build's error is returned as it is (the caller words it); encodeFailed is the
// message of an encoding failure.
func serveCached(e *core.RequestEvent, cache *pageCache, key, encodeFailed string, build func() (any, error)) error {
	if body, ok := cache.get(key); ok {
		return e.Blob(http.StatusOK, "application/json", body)
	}
	gen := cache.generation()
	page, err := build()
	if err != nil {
		return err
	}
	body, err := json.Marshal(page)
	if err != nil {
		return e.InternalServerError(encodeFailed, err)
	}
	cache.put(key, gen, body)
	return e.Blob(http.StatusOK, "application/json", body)
}

// listPage is PocketBase's list answer: the page, its size, the totals and the items.
func listPage(page, perPage, total int, items any) map[string]any {
	return map[string]any{
		"page":       page,
		"perPage":    perPage,
		"totalItems": total,
		"totalPages": (total + perPage - 1) / perPage,
		"items":      items,
	}
}
