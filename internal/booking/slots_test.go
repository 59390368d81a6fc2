package booking

import (
	"path/filepath"
	"testing"
	"time"

	_ "time/tzdata"
)

func zone(t *testing.T, name string) *time.Location {
	t.Helper()
	loc, err := time.LoadLocation(name)
	if err != nil {
		t.Fatal(err)
	}
	return loc
}

func contract(t *testing.T) Contract {
	t.Helper()
	c, err := ReadContract(filepath.Join("..", "..", "pb_hooks")) // go test runs in this package's folder
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// fresh is what a fresh install offers (the contract's defaults), with changes applied to a copy.
func fresh(t *testing.T, loc *time.Location, change func(*Settings)) Availability {
	t.Helper()
	d := contract(t).Defaults
	s := Settings{Hours: d.Hours, BufferMinutes: d.BufferMinutes, NoticeMinutes: d.NoticeMinutes,
		HorizonDays: d.HorizonDays, DailyMax: d.DailyMax}
	if change != nil {
		change(&s)
	}
	a, err := s.Availability(loc)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func utc(s string) time.Time {
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		panic(err)
	}
	return t
}

func starts(spans []Interval) []string {
	out := make([]string, len(spans))
	for i, s := range spans {
		out[i] = s.Start.UTC().Format(time.RFC3339)
	}
	return out
}

func TestAFreshInstallOffersWeekdaysNineToFiveWithAnHoursNotice(t *testing.T) {
	a := fresh(t, time.UTC, nil)
	now := utc("2026-06-05T12:10:00Z") // a Friday
	free := a.Free(15*time.Minute, utc("2026-06-05T00:00:00Z"), utc("2026-06-09T00:00:00Z"), now, nil, nil)
	got := starts(free)
	if got[0] != "2026-06-05T13:15:00Z" { // 12:10 + 60 min of notice, on the quarter-hour grid
		t.Errorf("first free time %s, want 13:15 (an hour's notice)", got[0])
	}
	// Friday 13:15-17:00 is 15 quarter hours, the weekend none, Monday 09:00-17:00 32.
	if len(got) != 15+32 {
		t.Errorf("%d free times, want 47", len(got))
	}
	if got[15] != "2026-06-08T09:00:00Z" || got[len(got)-1] != "2026-06-08T16:45:00Z" {
		t.Errorf("Monday runs %s to %s, want 09:00 to 16:45", got[15], got[len(got)-1])
	}
	far := a.Free(15*time.Minute, now.AddDate(0, 0, 29), now.AddDate(0, 0, 35), now, nil, nil)
	if len(far) != 0 {
		t.Errorf("%d free times past the 28 days ahead, want none", len(far))
	}
}

// The studio is in Berlin, the visitor in New York: their clocks change three weeks apart, and every free time is
// still 09:00-17:00 in Berlin, whatever the visitor's offset that day.
func TestFreeTimesFollowTheStudiosClockAcrossDaylightSaving(t *testing.T) {
	berlin, york := zone(t, "Europe/Berlin"), zone(t, "America/New_York")
	a := fresh(t, berlin, nil)
	now := utc("2026-03-20T00:00:00Z")
	from := time.Date(2026, 3, 23, 0, 0, 0, 0, york)
	free := a.Free(30*time.Minute, from, from.AddDate(0, 0, 8), now, nil, nil)
	byDay := map[string][]string{}
	for _, s := range free {
		local := s.Start.In(berlin)
		if local.Hour() < 9 || local.Add(30*time.Minute).After(time.Date(local.Year(), local.Month(), local.Day(), 17, 0, 0, 0, berlin)) {
			t.Errorf("%s is %s in Berlin, outside 09:00-17:00", s.Start.UTC(), local.Format("15:04"))
		}
		key := s.Start.In(york).Format(dateLayout)
		byDay[key] = append(byDay[key], s.Start.In(york).Format("15:04"))
	}
	// Monday 23 March: Berlin is UTC+1, New York UTC-4 (5 hours); Monday 30 March: Berlin UTC+2 (6 hours).
	if got := byDay["2026-03-23"][0]; got != "04:00" {
		t.Errorf("23 March opens at %s in New York, want 04:00", got)
	}
	if got := byDay["2026-03-30"][0]; got != "03:00" {
		t.Errorf("30 March opens at %s in New York, want 03:00", got)
	}
	if n := len(byDay["2026-03-30"]); n != 16 {
		t.Errorf("30 March has %d half hours, want 16", n)
	}
}

// A window across the night the clocks go forward is an hour shorter in real time: its slots step in real time.
func TestAWindowAcrossTheClockChangeHasNoMissingOrDoubledSlot(t *testing.T) {
	berlin := zone(t, "Europe/Berlin")
	a := fresh(t, berlin, func(s *Settings) { s.Hours = []Hours{{Day: 0, From: "01:00", To: "04:00"}} })
	now := utc("2026-03-20T00:00:00Z")
	free := a.Free(30*time.Minute, utc("2026-03-29T00:00:00Z"), utc("2026-03-30T00:00:00Z"), now, nil, nil)
	want := []string{"2026-03-29T00:00:00Z", "2026-03-29T00:30:00Z", "2026-03-29T01:00:00Z", "2026-03-29T01:30:00Z"}
	if got := starts(free); len(got) != len(want) || got[0] != want[0] || got[3] != want[3] {
		t.Errorf("got %v, want %v (01:00 CET to 04:00 CEST is two real hours)", got, want)
	}
}

func TestBookedCallsBusyTimesBuffersAndTheDailyMaximumBlockTimes(t *testing.T) {
	a := fresh(t, time.UTC, func(s *Settings) { s.BufferMinutes = 15; s.DailyMax = 2 })
	now := utc("2026-06-01T00:00:00Z")
	day := func(booked, busy []Interval) []string {
		return starts(a.Free(15*time.Minute, utc("2026-06-02T00:00:00Z"), utc("2026-06-03T00:00:00Z"), now, booked, busy))
	}
	call := []Interval{{utc("2026-06-02T10:00:00Z"), utc("2026-06-02T10:15:00Z")}}
	got := day(call, []Interval{{utc("2026-06-02T12:10:00Z"), utc("2026-06-02T13:00:00Z")}})
	for _, s := range got {
		at := utc(s)
		if !at.Before(utc("2026-06-02T09:45:00Z").Add(15*time.Minute)) && at.Before(utc("2026-06-02T10:30:00Z")) {
			t.Errorf("%s is within the buffer of the 10:00 call", s)
		}
		if !at.Before(utc("2026-06-02T11:45:00Z")) && at.Before(utc("2026-06-02T13:15:00Z")) {
			t.Errorf("%s is within the buffer of the busy time 12:10-13:00", s)
		}
	}
	if len(got) != 32-3-6 { // 09:45 to 10:15 (3) and 11:45 to 13:00 (6) are gone
		t.Errorf("%d free times, want 23: %v", len(got), got)
	}
	two := append(call, Interval{utc("2026-06-02T15:00:00Z"), utc("2026-06-02T15:15:00Z")})
	if got := day(two, nil); len(got) != 0 {
		t.Errorf("a day with its 2 calls (the daily maximum) still offers %d times", len(got))
	}
}

func TestDaysOffAndOneOffChangesReplaceTheWeek(t *testing.T) {
	a := fresh(t, time.UTC, func(s *Settings) {
		s.DaysOff = []string{"2026-06-02"}
		s.Changes = []Change{{Date: "2026-06-03", From: "14:00", To: "15:00"}, {Date: "2026-06-06", From: "10:00", To: "10:30"}}
	})
	now := utc("2026-06-01T00:00:00Z")
	got := starts(a.Free(15*time.Minute, utc("2026-06-02T00:00:00Z"), utc("2026-06-07T00:00:00Z"), now, nil, nil))
	want := []string{"2026-06-03T14:00:00Z", "2026-06-03T14:15:00Z", "2026-06-03T14:30:00Z", "2026-06-03T14:45:00Z"}
	if len(got) != 4+32+32+2 || got[0] != want[0] || got[3] != want[3] || got[len(got)-1] != "2026-06-06T10:15:00Z" {
		t.Errorf("got %v", got)
	}
	if !a.Offers(15*time.Minute, utc("2026-06-03T14:30:00Z"), now, nil, nil) {
		t.Error("14:30 on the changed day is not offered")
	}
	if a.Offers(15*time.Minute, utc("2026-06-03T14:40:00Z"), now, nil, nil) {
		t.Error("14:40 is off the grid and offered")
	}
}

func TestSettingsThatDoNotFitAreRefusedWithASentence(t *testing.T) {
	cases := map[string]Settings{
		"hours":   {Hours: []Hours{{Day: 1, From: "17:00", To: "09:00"}}, HorizonDays: 28},
		"day":     {Hours: []Hours{{Day: 7, From: "09:00", To: "10:00"}}, HorizonDays: 28},
		"clock":   {Hours: []Hours{{Day: 1, From: "9am", To: "10:00"}}, HorizonDays: 28},
		"off":     {DaysOff: []string{"tomorrow"}, HorizonDays: 28},
		"horizon": {HorizonDays: 0},
		"buffer":  {BufferMinutes: -5, HorizonDays: 28},
	}
	for name, s := range cases {
		if _, err := s.Availability(time.UTC); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}
