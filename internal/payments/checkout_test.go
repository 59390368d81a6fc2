package payments

import (
	"testing"
	"time"
)

// TestExpiresAtIsOneTimePerWindow: every request of a 30-minute window asks Stripe with the same expires_at (the
// idempotency key's parameters must not change within it), 60 to 90 minutes ahead (Stripe allows 30 min to 24 h).
func TestExpiresAtIsOneTimePerWindow(t *testing.T) {
	start := time.Date(2026, 5, 4, 9, 0, 0, 0, time.UTC)
	want := start.Add(90 * time.Minute)
	for _, after := range []time.Duration{0, time.Second, 17 * time.Minute, 29*time.Minute + 59*time.Second} {
		at := start.Add(after)
		got := expiresAt(at)
		if !got.Equal(want) {
			t.Errorf("expiresAt(%s) = %s, want %s", at, got, want)
		}
		if ahead := got.Sub(at); ahead < 60*time.Minute || ahead > 90*time.Minute {
			t.Errorf("expiresAt(%s) is %s ahead", at, ahead)
		}
	}
	if next := expiresAt(start.Add(30 * time.Minute)); !next.Equal(want.Add(30 * time.Minute)) {
		t.Errorf("the next window expires at %s", next)
	}
}
