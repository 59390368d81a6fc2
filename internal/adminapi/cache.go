package adminapi

import (
	"sync"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// maxCachedPages bounds the admin list cache; when full it starts over.
const maxCachedPages = 256

// pageCache keeps rendered admin list pages (JSON) until the next write to orders or users. A page
// computed from reads that began before a write is not stored: each write bumps the generation,
// and a page is kept only if the generation it started under is still current.
type pageCache struct {
	mu      sync.Mutex
	gen     uint64
	entries map[string][]byte
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
	if len(c.entries) >= maxCachedPages {
		c.entries = map[string][]byte{}
	}
	c.entries[key] = body
}

func (c *pageCache) invalidate() {
	c.mu.Lock()
	c.gen++
	c.entries = map[string][]byte{}
	c.mu.Unlock()
}

// registerAdminCacheInvalidation drops the cached figures and pages after every committed write to
// orders or users (any path: API, batch, hooks, the dashboard; the demo seed runs in its own process,
// so restart the server after seeding into a live data dir).
func registerAdminCacheInvalidation(app core.App) {
	invalidate := func(e *core.RecordEvent) error {
		sharedStats.invalidate()
		adminPages.invalidate()
		portalPages.invalidate()
		return e.Next()
	}
	for _, collection := range []string{"orders", "users", "launches"} { // launches: each row shows its due time
		for _, h := range []func(...string) *hook.TaggedHook[*core.RecordEvent]{
			app.OnRecordAfterCreateSuccess, app.OnRecordAfterUpdateSuccess, app.OnRecordAfterDeleteSuccess,
		} {
			// before PocketBase's realtime broadcast (priority -99): a screen that refetches on the event must
			// never be served the page from before the write
			h(collection).Bind(&hook.Handler[*core.RecordEvent]{Func: invalidate, Priority: -100})
		}
	}
}
