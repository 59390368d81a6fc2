package adminapi

import (
	"bytes"
	"testing"
)

func TestPageCacheKeepsWithinItsBytesAndDropsStalePages(t *testing.T) {
	c := &pageCache{entries: map[string][]byte{}}
	page := bytes.Repeat([]byte("x"), 100<<10)
	for i := 0; i < 200; i++ { // 20 MiB offered to an 8 MiB cache
		c.put(string(rune('a'+i%26))+string(rune(i)), c.generation(), page)
		if c.bytes > pageCacheBytes {
			t.Fatalf("after %d pages the cache holds %d bytes, over %d", i+1, c.bytes, pageCacheBytes)
		}
	}
	c.put("same", c.generation(), page)
	held := c.bytes
	c.put("same", c.generation(), page) // replacing a page does not count it twice
	if c.bytes != held {
		t.Fatalf("replacing a page moved the count from %d to %d", held, c.bytes)
	}
	c.put("huge", c.generation(), bytes.Repeat([]byte("x"), pageCacheBytes/4))
	if _, ok := c.get("huge"); ok {
		t.Fatal("a page over an eighth of the cache was kept")
	}
	gen := c.generation()
	c.invalidate()
	c.put("stale", gen, page) // computed before the write: never served after it
	if _, ok := c.get("stale"); ok || c.bytes != 0 {
		t.Fatalf("a page from before the write was kept (bytes %d)", c.bytes)
	}
}
