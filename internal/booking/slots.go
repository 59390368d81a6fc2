package booking

import (
	"sort"
	"time"
)

// Interval is a span of time, Start included, End not.
type Interval struct {
	Start time.Time
	End   time.Time
}

// Slot is one free time as the slots route answers it (RFC 3339 in UTC).
type Slot struct {
	Start string `json:"start"`
	End   string `json:"end"`
}

// merged sorts spans and joins the ones that touch or overlap, so one binary search finds the span at a time.
func merged(spans []Interval) []Interval {
	out := append([]Interval(nil), spans...)
	sort.Slice(out, func(i, j int) bool { return out[i].Start.Before(out[j].Start) })
	n := 0
	for _, s := range out {
		if n > 0 && !s.Start.After(out[n-1].End) {
			if s.End.After(out[n-1].End) {
				out[n-1].End = s.End
			}
			continue
		}
		out[n] = s
		n++
	}
	return out[:n]
}

// overlaps tells whether [start, end) meets one of blocked (merged).
func overlaps(blocked []Interval, start, end time.Time) bool {
	i := sort.Search(len(blocked), func(i int) bool { return blocked[i].End.After(start) })
	return i < len(blocked) && blocked[i].Start.Before(end)
}

// localDay is the date of t in loc, at its midnight.
func localDay(t time.Time, loc *time.Location) time.Time {
	y, m, d := t.In(loc).Date()
	return time.Date(y, m, d, 0, 0, 0, 0, loc)
}

// Free lists the free starts of a call of length that begin in [from, to): inside the studio's hours (stepped by
// the call's length from each window's start, in absolute time, so a daylight-saving change inside a window gives
// neither a missing nor a doubled slot), at least Notice after now, before now plus HorizonDays, never within Buffer
// of a booked call (booked) or a busy time (busy), and on no day that already holds DailyMax booked calls.
func (a Availability) Free(length time.Duration, from, to, now time.Time, booked, busy []Interval) []Interval {
	earliest := now.Add(a.Notice)
	if from.After(earliest) {
		earliest = from
	}
	latest := now.AddDate(0, 0, a.HorizonDays)
	if to.Before(latest) {
		latest = to
	}
	if !earliest.Before(latest) {
		return nil
	}
	blocked := make([]Interval, 0, len(booked)+len(busy))
	perDay := map[string]int{}
	for _, b := range booked {
		blocked = append(blocked, Interval{b.Start.Add(-a.Buffer), b.End.Add(a.Buffer)})
		perDay[b.Start.In(a.Loc).Format(dateLayout)]++
	}
	for _, b := range busy {
		blocked = append(blocked, Interval{b.Start.Add(-a.Buffer), b.End.Add(a.Buffer)})
	}
	blocked = merged(blocked)

	var out []Interval
	for day := localDay(earliest, a.Loc); day.Before(latest); day = day.AddDate(0, 0, 1) {
		if a.DailyMax > 0 && perDay[day.Format(dateLayout)] >= a.DailyMax {
			continue
		}
		for _, w := range a.windowsOn(day) {
			y, m, d := day.Date()
			start := time.Date(y, m, d, 0, w.from, 0, 0, a.Loc)
			end := time.Date(y, m, d, 0, w.to, 0, 0, a.Loc)
			for t := start; !t.Add(length).After(end); t = t.Add(length) {
				if t.Before(earliest) || !t.Before(latest) || overlaps(blocked, t, t.Add(length)) {
					continue
				}
				out = append(out, Interval{t, t.Add(length)})
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Start.Before(out[j].Start) })
	return out
}

// Offers tells whether a call of length starting at start is one Free would list (its own check for a booking).
func (a Availability) Offers(length time.Duration, start, now time.Time, booked, busy []Interval) bool {
	for _, s := range a.Free(length, start, start.Add(time.Nanosecond), now, booked, busy) {
		if s.Start.Equal(start) {
			return true
		}
	}
	return false
}

// SlotsOf formats spans as the route answers them.
func SlotsOf(spans []Interval) []Slot {
	out := make([]Slot, len(spans))
	for i, s := range spans {
		out[i] = Slot{Start: s.Start.UTC().Format(time.RFC3339), End: s.End.UTC().Format(time.RFC3339)}
	}
	return out
}
