package limits

import (
	"testing"
	"time"
)

func TestWindowCounter(t *testing.T) {
	now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	c := newWindowCounter(2, time.Hour, func() time.Time { return now })

	for i := 0; i < 2; i++ {
		if ok, _ := c.allow("address:a@x.io"); !ok {
			t.Fatalf("event %d refused under the limit", i+1)
		}
	}
	if ok, key := c.allow("address:a@x.io"); ok || key != "address:a@x.io" {
		t.Fatalf("third event: allowed=%v key=%q, want refused on the address", ok, key)
	}
	if ok, _ := c.allow("address:b@x.io"); !ok {
		t.Fatal("another key must have its own allowance")
	}

	// a refused event counts for none of its keys
	if ok, _ := c.allow("account:1", "address:a@x.io"); ok {
		t.Fatal("an event with one exhausted key must be refused")
	}
	if ok, _ := c.allow("account:1"); !ok {
		t.Fatal("account:1 was charged for a refused event")
	}

	now = now.Add(time.Hour)
	if ok, _ := c.allow("address:a@x.io"); !ok {
		t.Fatal("a new window must allow again")
	}
	if len(c.entries) != 1 {
		t.Errorf("expired keys kept: %d entries, want 1", len(c.entries))
	}
}
