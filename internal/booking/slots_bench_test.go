package booking

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
	"time"
)

// feedOf is an iCalendar feed of n events: every fifth a weekly meeting, the others one-off hours in the next 60 days.
func feedOf(n int, from time.Time) string {
	var b strings.Builder
	b.WriteString("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//bench//EN\r\n")
	for i := 0; i < n; i++ {
		start := from.Add(time.Duration(i%60)*24*time.Hour + time.Duration(8+i%9)*time.Hour)
		fmt.Fprintf(&b, "BEGIN:VEVENT\r\nUID:e%d@bench\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:%s\r\nDTEND:%s\r\n", i,
			start.Format("20060102T150405Z"), start.Add(45*time.Minute).Format("20060102T150405Z"))
		if i%5 == 0 {
			b.WriteString("RRULE:FREQ=WEEKLY;COUNT=20\r\n")
		}
		b.WriteString("END:VEVENT\r\n")
	}
	b.WriteString("END:VCALENDAR\r\n")
	return b.String()
}

// BenchmarkFreeThirtyDaysWithABusyFeed is the slots answer's work for 30 days against a 500-event feed (expanded and
// merged once per read, as the cache keeps it) and 40 booked calls: `go test -bench Free ./internal/booking`.
func BenchmarkFreeThirtyDaysWithABusyFeed(b *testing.B) {
	now := time.Date(2026, 6, 1, 8, 0, 0, 0, time.UTC)
	spans, err := BusyTimes(bytes.NewReader([]byte(feedOf(500, now))), time.UTC, now, now.AddDate(0, 0, 62))
	if err != nil {
		b.Fatal(err)
	}
	busy := merged(spans)
	var booked []Interval
	for i := 0; i < 40; i++ {
		s := now.Add(time.Duration(i)*17*time.Hour + 30*time.Minute)
		booked = append(booked, Interval{s, s.Add(15 * time.Minute)})
	}
	s := Settings{Hours: []Hours{{1, "09:00", "17:00"}, {2, "09:00", "17:00"}, {3, "09:00", "17:00"}, {4, "09:00", "17:00"},
		{5, "09:00", "17:00"}}, BufferMinutes: 10, NoticeMinutes: 60, HorizonDays: 60}
	a, err := s.Availability(time.UTC)
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		a.Free(15*time.Minute, now, now.AddDate(0, 0, 30), now, booked, busy)
	}
}

// BenchmarkReadingA500EventFeed is one read of the busy calendar (parse and expand), done every 10 minutes.
func BenchmarkReadingA500EventFeed(b *testing.B) {
	now := time.Date(2026, 6, 1, 8, 0, 0, 0, time.UTC)
	feed := []byte(feedOf(500, now))
	for i := 0; i < b.N; i++ {
		if _, err := BusyTimes(bytes.NewReader(feed), time.UTC, now, now.AddDate(0, 0, 62)); err != nil {
			b.Fatal(err)
		}
	}
}
