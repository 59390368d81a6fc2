package booking

import (
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"time"

	ics "github.com/arran4/golang-ical"
	"github.com/teambition/rrule-go"
)

// BusyTimes reads an iCalendar feed (the "secret address in iCal format" of a Google or Apple calendar) and lists
// the busy times that meet [from, to): each event that is neither cancelled nor marked free, its recurrences expanded
// (RRULE, RDATE, less EXDATE and the occurrences a RECURRENCE-ID event replaces, which count on their own). Times
// without a zone ("floating") and all-day events are read in loc, the studio's zone.
func BusyTimes(feed io.Reader, loc *time.Location, from, to time.Time) ([]Interval, error) {
	cal, err := ics.ParseCalendar(feed)
	if err != nil {
		return nil, fmt.Errorf("not an iCalendar feed: %w", err)
	}
	events := cal.Events()
	replaced := map[string][]time.Time{} // UID → the occurrences that a RECURRENCE-ID event stands in for
	for _, ev := range events {
		if p := ev.GetProperty(ics.ComponentPropertyRecurrenceId); p != nil {
			if t, _, err := icalTime(p, loc); err == nil {
				replaced[ev.Id()] = append(replaced[ev.Id()], t)
			}
		}
	}
	var out []Interval
	for _, ev := range events {
		if isFree(ev) {
			continue
		}
		spans, err := eventSpans(ev, loc, from, to, replaced[ev.Id()])
		if err != nil {
			continue // one event the reader cannot understand does not hide the others
		}
		out = append(out, spans...)
	}
	return out, nil
}

func isFree(ev *ics.VEvent) bool {
	status := ev.GetProperty(ics.ComponentPropertyStatus)
	transp := ev.GetProperty(ics.ComponentPropertyTransp)
	return (status != nil && strings.EqualFold(status.Value, "CANCELLED")) ||
		(transp != nil && strings.EqualFold(transp.Value, "TRANSPARENT"))
}

// eventSpans is one event's busy spans in [from, to).
func eventSpans(ev *ics.VEvent, loc *time.Location, from, to time.Time, replaced []time.Time) ([]Interval, error) {
	startProp := ev.GetProperty(ics.ComponentPropertyDtStart)
	if startProp == nil {
		return nil, fmt.Errorf("no DTSTART")
	}
	start, allDay, err := icalTime(startProp, loc)
	if err != nil {
		return nil, err
	}
	length, err := eventLength(ev, start, allDay, loc)
	if err != nil || length <= 0 {
		return nil, fmt.Errorf("no length")
	}
	rule := ev.GetProperty(ics.ComponentPropertyRrule)
	if rule == nil && ev.GetProperty(ics.ComponentPropertyRdate) == nil {
		if start.Before(to) && start.Add(length).After(from) {
			return []Interval{{start, start.Add(length)}}, nil
		}
		return nil, nil
	}
	set := &rrule.Set{}
	set.DTStart(start)
	if rule != nil {
		opt, err := rrule.StrToROptionInLocation(rule.Value, start.Location())
		if err != nil {
			return nil, err
		}
		opt.Dtstart = start
		r, err := rrule.NewRRule(*opt)
		if err != nil {
			return nil, err
		}
		set.RRule(r)
	} else {
		set.RDate(start)
	}
	for _, p := range ev.GetProperties(ics.ComponentPropertyRdate) {
		for _, t := range icalTimes(p, loc) {
			set.RDate(t)
		}
	}
	for _, p := range ev.GetProperties(ics.ComponentPropertyExdate) {
		for _, t := range icalTimes(p, loc) {
			set.ExDate(t)
		}
	}
	for _, t := range replaced {
		set.ExDate(t)
	}
	var out []Interval
	for _, t := range set.Between(from.Add(-length), to, true) {
		if t.Add(length).After(from) && t.Before(to) {
			out = append(out, Interval{t, t.Add(length)})
		}
	}
	return out, nil
}

// eventLength is DTEND - DTSTART, else DURATION, else a day for an all-day event.
func eventLength(ev *ics.VEvent, start time.Time, allDay bool, loc *time.Location) (time.Duration, error) {
	if p := ev.GetProperty(ics.ComponentPropertyDtEnd); p != nil {
		end, _, err := icalTime(p, loc)
		if err != nil {
			return 0, err
		}
		return end.Sub(start), nil
	}
	if p := ev.GetProperty(ics.ComponentPropertyDuration); p != nil {
		return icalDuration(p.Value)
	}
	if allDay {
		return start.AddDate(0, 0, 1).Sub(start), nil
	}
	return 0, nil
}

// icalTime reads a date or date-time value: UTC ("Z"), in its TZID, or floating/all-day in loc.
func icalTime(p *ics.IANAProperty, loc *time.Location) (time.Time, bool, error) {
	ts := icalTimes(p, loc)
	if len(ts) == 0 {
		return time.Time{}, false, fmt.Errorf("%q is not a time", p.Value)
	}
	return ts[0], len(strings.TrimSpace(strings.Split(p.Value, ",")[0])) == 8, nil
}

// icalTimes reads a list of date or date-time values (EXDATE and RDATE may hold several), skipping bad ones.
func icalTimes(p *ics.IANAProperty, loc *time.Location) []time.Time {
	in := loc
	if tz, ok := p.ICalParameters["TZID"]; ok && len(tz) == 1 {
		if l, err := time.LoadLocation(strings.Trim(tz[0], `"`)); err == nil {
			in = l
		}
	}
	var out []time.Time
	for _, v := range strings.Split(p.Value, ",") {
		v = strings.TrimSpace(v)
		var t time.Time
		var err error
		switch {
		case strings.HasSuffix(v, "Z"):
			t, err = time.Parse("20060102T150405Z", v)
		case len(v) == 8:
			t, err = time.ParseInLocation("20060102", v, in)
		default:
			t, err = time.ParseInLocation("20060102T150405", v, in)
		}
		if err == nil {
			out = append(out, t)
		}
	}
	return out
}

var durationParts = regexp.MustCompile(`^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$`)

// icalDuration reads an RFC 5545 duration such as PT1H30M or P1D.
func icalDuration(v string) (time.Duration, error) {
	m := durationParts.FindStringSubmatch(strings.TrimSpace(v))
	if m == nil {
		return 0, fmt.Errorf("%q is not a duration", v)
	}
	units := []time.Duration{7 * 24 * time.Hour, 24 * time.Hour, time.Hour, time.Minute, time.Second}
	var d time.Duration
	for i, unit := range units {
		if n, err := strconv.Atoi(m[i+2]); err == nil {
			d += time.Duration(n) * unit
		}
	}
	if m[1] == "-" {
		d = -d
	}
	return d, nil
}
