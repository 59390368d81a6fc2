package booking

import (
	"fmt"
	"sort"
	"time"
)

// Change is a one-off change of one date's hours: the date's own window, in place of the week's ("HH:MM").
type Change struct {
	Date string `json:"date"`
	From string `json:"from"`
	To   string `json:"to"`
}

// Settings is what the studio sets once on /admin/booking (stored in the booking_settings record).
type Settings struct {
	Hours         []Hours  `json:"hours"`
	DaysOff       []string `json:"daysOff"`
	Changes       []Change `json:"changes"`
	BufferMinutes int      `json:"bufferMinutes"`
	NoticeMinutes int      `json:"noticeMinutes"`
	HorizonDays   int      `json:"horizonDays"`
	DailyMax      int      `json:"dailyMax"`
	// Place is where the call happens: a video-call link or a phone number, told in the invitation.
	Place string `json:"place"`
	// BusyURL is the studio's private iCalendar address whose busy times are never offered ("" for none).
	BusyURL string `json:"busyUrl"`
}

// window is a span of one day's clock time, in minutes from midnight (To may be 1440: midnight at the day's end).
type window struct{ from, to int }

// Availability is Settings made ready to compute with, in the studio's time zone.
type Availability struct {
	Loc         *time.Location
	week        [7][]window
	daysOff     map[string]bool
	changes     map[string][]window
	Buffer      time.Duration
	Notice      time.Duration
	HorizonDays int
	DailyMax    int
}

const dateLayout = "2006-01-02"

// clock reads "HH:MM" (00:00 to 24:00) as minutes from midnight.
func clock(s string) (int, error) {
	t, err := time.Parse("15:04", s)
	if s == "24:00" {
		return 24 * 60, nil
	}
	if err != nil {
		return 0, fmt.Errorf("%q is not a time of day (HH:MM)", s)
	}
	return t.Hour()*60 + t.Minute(), nil
}

func windowOf(from, to string) (window, error) {
	f, err := clock(from)
	if err != nil {
		return window{}, err
	}
	t, err := clock(to)
	if err != nil {
		return window{}, err
	}
	if t <= f {
		return window{}, fmt.Errorf("the hours %s to %s end before they start", from, to)
	}
	return window{f, t}, nil
}

// weekOf sorts weekly hours into days, each day's windows in order.
func weekOf(hours []Hours) ([7][]window, error) {
	var week [7][]window
	for _, h := range hours {
		if h.Day < 0 || h.Day > 6 {
			return week, fmt.Errorf("day %d is not a weekday (0 is Sunday, 6 Saturday)", h.Day)
		}
		w, err := windowOf(h.From, h.To)
		if err != nil {
			return week, err
		}
		week[h.Day] = append(week[h.Day], w)
	}
	for d := range week {
		sort.Slice(week[d], func(i, j int) bool { return week[d][i].from < week[d][j].from })
	}
	return week, nil
}

// Availability checks s and makes it ready to compute with in loc; an error names what does not fit.
func (s Settings) Availability(loc *time.Location) (Availability, error) {
	week, err := weekOf(s.Hours)
	if err != nil {
		return Availability{}, err
	}
	a := Availability{Loc: loc, week: week, daysOff: map[string]bool{}, changes: map[string][]window{},
		Buffer: time.Duration(s.BufferMinutes) * time.Minute, Notice: time.Duration(s.NoticeMinutes) * time.Minute,
		HorizonDays: s.HorizonDays, DailyMax: s.DailyMax}
	for _, d := range s.DaysOff {
		if _, err := time.Parse(dateLayout, d); err != nil {
			return Availability{}, fmt.Errorf("the day off %q is not a date (YYYY-MM-DD)", d)
		}
		a.daysOff[d] = true
	}
	for _, c := range s.Changes {
		if _, err := time.Parse(dateLayout, c.Date); err != nil {
			return Availability{}, fmt.Errorf("the change on %q is not on a date (YYYY-MM-DD)", c.Date)
		}
		w, err := windowOf(c.From, c.To)
		if err != nil {
			return Availability{}, err
		}
		a.changes[c.Date] = append(a.changes[c.Date], w)
	}
	switch {
	case s.BufferMinutes < 0 || s.BufferMinutes > 240:
		return Availability{}, fmt.Errorf("the buffer must be 0 to 240 minutes")
	case s.NoticeMinutes < 0 || s.NoticeMinutes > 14*24*60:
		return Availability{}, fmt.Errorf("the minimum notice must be 0 to 20160 minutes (14 days)")
	case s.HorizonDays < 1 || s.HorizonDays > 365:
		return Availability{}, fmt.Errorf("how far ahead one may book must be 1 to 365 days")
	case s.DailyMax < 0 || s.DailyMax > 100:
		return Availability{}, fmt.Errorf("the daily maximum must be 0 (none) to 100 calls")
	}
	return a, nil
}

// windowsOn is the studio's open windows on the local date day: a one-off change wins, then a day off, then the week.
func (a Availability) windowsOn(day time.Time) []window {
	key := day.Format(dateLayout)
	if ws, ok := a.changes[key]; ok {
		return ws
	}
	if a.daysOff[key] {
		return nil
	}
	return a.week[day.Weekday()]
}
