package visits

import (
	"testing"
	"time"
)

const phone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1"
const desk = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36"

func TestCounterCountsViewsAndTheDaysVisitors(t *testing.T) {
	c := NewCounter(time.UTC)
	noon := time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
	ig := Source{Source: "instagram", Campaign: "drop"}
	c.Add(noon, "/", "10.0.0.1", phone, ig, false)
	c.Add(noon.Add(time.Minute), "/", "10.0.0.1", phone, ig, false) // the same visitor again
	c.Add(noon, "/", "10.0.0.2", phone, ig, false)                  // another address
	c.Add(noon, "/", "10.0.0.1", desk, ig, false)                   // another device: another row and visitor
	c.Add(noon, "/book", "10.0.0.1", phone, ig, false)              // another page: a view, the same visitor
	c.Add(noon, "/book", "10.0.0.9", phone, ig, true)               // from our own page: a view, never a visitor
	got := c.Take()
	want := map[Key]Counts{
		{Day: "2026-11-28", Page: "/", Device: Mobile, Source: ig}:     {Views: 3, Visitors: 2},
		{Day: "2026-11-28", Page: "/", Device: Desktop, Source: ig}:    {Views: 1, Visitors: 1},
		{Day: "2026-11-28", Page: "/book", Device: Mobile, Source: ig}: {Views: 2, Visitors: 0},
	}
	if len(got) != len(want) {
		t.Fatalf("got %d rows, want %d: %+v", len(got), len(want), got)
	}
	for k, n := range want {
		if got[k] != n {
			t.Errorf("%+v: got %+v, want %+v", k, got[k], n)
		}
	}
	if left := c.Take(); len(left) != 0 {
		t.Errorf("a second Take returned %+v, want nothing", left)
	}

	// later the same day the visitor is still known: a view, no new visitor
	c.Add(noon.Add(5*time.Hour), "/", "10.0.0.1", phone, ig, false)
	k := Key{Day: "2026-11-28", Page: "/", Device: Mobile, Source: ig}
	if got := c.Take()[k]; got != (Counts{Views: 1}) {
		t.Errorf("a known visitor later that day: got %+v, want one view and no visitor", got)
	}
	// the next day the salt and the set are new: the same visitor counts again, under the new day
	c.Add(noon.Add(24*time.Hour), "/", "10.0.0.1", phone, ig, false)
	k.Day = "2026-11-29"
	if got := c.Take()[k]; got != (Counts{Views: 1, Visitors: 1}) {
		t.Errorf("the next day: got %+v, want one view and one visitor", got)
	}
}

func TestCounterDayIsTheStudios(t *testing.T) {
	tokyo, err := time.LoadLocation("Asia/Tokyo")
	if err != nil {
		t.Fatal(err)
	}
	c := NewCounter(tokyo)
	c.Add(time.Date(2026, 11, 28, 20, 0, 0, 0, time.UTC), "/", "1", desk, Source{Source: Direct}, false)
	for k := range c.Take() {
		if k.Day != "2026-11-29" {
			t.Errorf("20:00 UTC is the next day in Tokyo, got %s", k.Day)
		}
	}
}

func TestCounterReturnKeepsCountsForTheNextFlush(t *testing.T) {
	c := NewCounter(time.UTC)
	now := time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
	c.Add(now, "/", "1", desk, Source{Source: Direct}, false)
	taken := c.Take()
	c.Add(now, "/", "2", desk, Source{Source: Direct}, false)
	c.Return(taken)
	for _, n := range c.Take() {
		if n != (Counts{Views: 2, Visitors: 2}) {
			t.Errorf("after a failed write and one more view: got %+v, want 2 views and 2 visitors", n)
		}
	}
}
