package demo

import (
	"launchdesk/internal/accounts"
	"launchdesk/internal/testapp"
	"testing"
	"time"
)

// orderFingerprint lists each order's title, company and status, oldest first.
func orderFingerprint(t *testing.T, opts seedOptions) []string {
	t.Helper()
	app := testapp.New(t, accounts.Register)
	if _, err := seedDemo(app, opts); err != nil {
		t.Fatal(err)
	}
	rows := []struct {
		Title   string `db:"title"`
		Company string `db:"company_name"`
		Status  string `db:"status"`
	}{}
	if err := app.DB().NewQuery("SELECT title, company_name, status FROM orders ORDER BY created, title").All(&rows); err != nil {
		t.Fatal(err)
	}
	out := make([]string, len(rows))
	for i, r := range rows {
		out[i] = r.Title + "|" + r.Company + "|" + r.Status
	}
	return out
}

func TestSeedWithTheSameNumberGivesTheSameData(t *testing.T) {
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	a := orderFingerprint(t, seedOptions{clients: 5, orders: 30, now: now, randomSeed: 2026, hooksDir: hooksDir})
	b := orderFingerprint(t, seedOptions{clients: 5, orders: 30, now: now.Add(time.Hour), randomSeed: 2026, hooksDir: hooksDir})
	c := orderFingerprint(t, seedOptions{clients: 5, orders: 30, now: now, randomSeed: 7, hooksDir: hooksDir})
	if len(a) != 30 || len(b) != 30 {
		t.Fatalf("want 30 orders each, got %d and %d", len(a), len(b))
	}
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("order %d differs with the same seed: %q vs %q", i, a[i], b[i])
		}
	}
	same := 0
	for i := range a {
		if a[i] == c[i] {
			same++
		}
	}
	if same == len(a) {
		t.Fatal("another seed gave the very same data")
	}
}
