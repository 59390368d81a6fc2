package funnel

import (
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/testapp"
)

// insert writes a row as it is, past the hooks: the funnel only reads.
func insert(t *testing.T, app core.App, table string, values dbx.Params) {
	t.Helper()
	if _, err := app.DB().Insert(table, values).Execute(); err != nil {
		t.Fatalf("insert into %s: %v", table, err)
	}
}

const ig = `{"source":"Instagram","medium":"paid","campaign":"drop","fbc":"fb.1.1.abc","landed":"2026-11-01T10:00:00.000Z"}`

// seed is one person's whole path from an Instagram ad (landed Nov 1, booked Nov 2, signed up Nov 3, ordered Nov 4,
// paid Nov 5, launched Nov 7), a person with no touch who signs up and orders, and facts outside the range.
func seed(t *testing.T, app core.App) {
	insert(t, app, "visit_days", dbx.Params{"id": "v1", "day": "2026-11-01", "page": "/", "source": "instagram",
		"campaign": "drop", "device": "mobile", "views": 9, "visitors": 3})
	insert(t, app, "visit_days", dbx.Params{"id": "v2", "day": "2026-11-02", "page": "/book", "source": "instagram",
		"campaign": "drop", "device": "mobile", "views": 1, "visitors": 1})
	insert(t, app, "visit_days", dbx.Params{"id": "v3", "day": "2026-11-01", "page": "/", "source": "direct",
		"device": "desktop", "views": 5, "visitors": 5})
	insert(t, app, "visit_days", dbx.Params{"id": "v4", "day": "2026-10-01", "page": "/", "source": "direct",
		"device": "desktop", "views": 50, "visitors": 50}) // before the range
	insert(t, app, "users", dbx.Params{"id": "u1", "email": "ava@example.com", "role": "client", "tokenKey": "k1",
		"password": "x", "first_touch": ig, "created": "2026-11-03 10:00:00.000Z"})
	insert(t, app, "users", dbx.Params{"id": "u2", "email": "bo@example.com", "role": "client", "tokenKey": "k2",
		"password": "x", "created": "2026-11-03 12:00:00.000Z"})
	insert(t, app, "users", dbx.Params{"id": "u3", "email": "studio@example.com", "role": "admin", "tokenKey": "k3",
		"password": "x", "created": "2026-11-03 12:00:00.000Z"}) // the studio is no sign-up
	insert(t, app, "bookings", dbx.Params{"id": "b1", "kind": "intro", "email": "ava@example.com", "status": "booked",
		"outcome": "attended", "client": "u1", "token": strings.Repeat("t", 32), "first_touch": ig,
		"created": "2026-11-02 10:00:00.000Z"})
	insert(t, app, "orders", dbx.Params{"id": "o1", "client": "u1", "title": "A", "status": "completed", "touch": ig,
		"created": "2026-11-04 10:00:00.000Z"})
	insert(t, app, "orders", dbx.Params{"id": "o2", "client": "u2", "title": "B", "status": "pending_approval",
		"created": "2026-11-04 10:00:00.000Z"})
	insert(t, app, "payments", dbx.Params{"id": "p1", "order": "o1", "amount_cents": 20000, "currency": "usd",
		"state": "paid", "paid_at": "2026-11-05 10:00:00.000Z"})
	insert(t, app, "launches", dbx.Params{"id": "l1", "order": "o1", "launched_at": "2026-11-07 10:00:00.000Z"})
}

func TestFunnelCountsEachStepFromItsTable(t *testing.T) {
	app := testapp.New(t)
	seed(t, app)
	r, err := RangeOf("2026-11-01", "2026-11-30", time.Now(), time.UTC)
	if err != nil {
		t.Fatal(err)
	}
	report, err := Compute(app, r)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]Row{}
	for _, x := range report.ByCampaign {
		got[x.Source+"/"+x.Campaign] = *x
	}
	insta := got["instagram/drop"]
	want := Row{Source: "instagram", Campaign: "drop", Visits: 4, Booked: 1, Attended: 1, Signups: 1, Orders: 1,
		Paid: 1, Launched: 1, RevenueCents: 20000}
	if insta.Visits != want.Visits || insta.Booked != want.Booked || insta.Attended != want.Attended ||
		insta.Signups != want.Signups || insta.Orders != want.Orders || insta.Paid != want.Paid ||
		insta.Launched != want.Launched || insta.RevenueCents != want.RevenueCents {
		t.Errorf("instagram/drop: got %+v, want %+v", insta, want)
	}
	for span, days := range map[string]float64{"visit_booked": 1, "booked_signup": 1, "signup_order": 1,
		"order_paid": 1, "paid_launched": 2} {
		if m := insta.MedianDays[span]; m == nil || *m != days {
			t.Errorf("instagram/drop %s: got %v, want %v days", span, m, days)
		}
	}
	direct := got["direct/"]
	if direct.Visits != 5 || direct.Signups != 1 || direct.Orders != 1 || direct.Paid != 0 {
		t.Errorf("direct (no touch, and the visit before the range left out): got %+v", direct)
	}
	if len(report.ByCampaign) != 2 || report.Total.Visits != 9 || report.Total.Signups != 2 ||
		report.Total.RevenueCents != 20000 || report.Total.Source != "all" {
		t.Errorf("rows %d, total %+v", len(report.ByCampaign), *report.Total)
	}
	if report.ByCampaign[0].Source != "instagram" {
		t.Errorf("the row with the most revenue comes first, got %s", report.ByCampaign[0].Source)
	}
}

func TestRangeOf(t *testing.T) {
	tokyo, _ := time.LoadLocation("Asia/Tokyo")
	now := time.Date(2026, 11, 28, 20, 0, 0, 0, time.UTC) // Nov 29 in Tokyo
	r, err := RangeOf("", "", now, tokyo)
	if err != nil || r.From.Format(time.DateOnly) != "2026-10-31" || r.To.Format(time.DateOnly) != "2026-11-29" {
		t.Errorf("the default range is the last 30 days, today included: %v to %v (%v)", r.From, r.To, err)
	}
	if p := r.params(); p["start"] != "2026-10-30 15:00:00.000Z" || p["end"] != "2026-11-29 15:00:00.000Z" {
		t.Errorf("the instants of the studio's days: %v", p)
	}
	for _, bad := range [][2]string{{"2026-11-02", "2026-11-01"}, {"11/01/2026", ""}, {"", "tomorrow"},
		{"2020-01-01", "2026-01-01"}} {
		if _, err := RangeOf(bad[0], bad[1], now, tokyo); err == nil {
			t.Errorf("RangeOf(%q, %q) accepted", bad[0], bad[1])
		}
	}
}

func TestCSVCells(t *testing.T) {
	for cents, want := range map[int64]string{20000: "200.00", 5: "0.05", 12345: "123.45", -150: "-1.50"} {
		if got := dollars(cents); got != want {
			t.Errorf("dollars(%d) = %s, want %s", cents, got, want)
		}
	}
	if got := safeCell("=HYPERLINK(1)"); got != "'=HYPERLINK(1)" {
		t.Errorf("a formula-looking tag is kept as text: %q", got)
	}
}
