// Package funnel answers the studio's funnel screen (/admin/funnel): for a range of the studio's days, by source and
// by campaign, visits → intro calls booked → attended → sign-ups → orders → paid → launched, the revenue and the
// median days between steps, each step counted by SQL from the table it is about (visit_days, bookings, users,
// orders, payments, launches), attributed by the person's first touch (a missing one is "direct"). One route,
// GET /api/launchdesk/admin/funnel, answers JSON, or with format=csv the table by campaign as a CSV file.
package funnel

import (
	"encoding/csv"
	"net/http"
	"strconv"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/access"
)

// refusal is the answer to anyone signed in but the studio.
const refusal = "Only the studio reads the funnel."

// DefaultDays is the range shown without one: the last 30 days, today included.
const DefaultDays = 30

// maxDays bounds a range (two years), so one request cannot ask the database for a century.
const maxDays = 731

// Register serves the funnel route; days are the studio's (loc, STUDIO_TIME_ZONE) and currency is the price's.
func Register(app core.App, loc *time.Location, currency string) {
	if loc == nil {
		loc = time.UTC
	}
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.GET("/api/launchdesk/admin/funnel", func(e *core.RequestEvent) error {
			q := e.Request.URL.Query()
			r, err := RangeOf(q.Get("from"), q.Get("to"), time.Now(), loc)
			if err != nil {
				return e.BadRequestError(err.Error(), nil)
			}
			report, err := Compute(e.App, r)
			if err != nil {
				return e.InternalServerError("Reading the funnel failed.", err)
			}
			report.Currency = currency
			if q.Get("format") == "csv" {
				return writeCSV(e, report)
			}
			return e.JSON(http.StatusOK, report)
		}).Bind(access.RequireStudio(refusal))
		return se.Next()
	})
}

// rangeError is a refused range, in a sentence.
type rangeError string

func (e rangeError) Error() string { return string(e) }

// RangeOf reads a range of days (YYYY-MM-DD, both included) in loc; an empty from or to is the default range's.
func RangeOf(from, to string, now time.Time, loc *time.Location) (Range, error) {
	today := now.In(loc)
	r := Range{To: time.Date(today.Year(), today.Month(), today.Day(), 0, 0, 0, 0, loc)}
	if to != "" {
		t, err := time.ParseInLocation(time.DateOnly, to, loc)
		if err != nil {
			return Range{}, rangeError("Give the last day as YYYY-MM-DD.")
		}
		r.To = t
	}
	r.From = r.To.AddDate(0, 0, 1-DefaultDays)
	if from != "" {
		f, err := time.ParseInLocation(time.DateOnly, from, loc)
		if err != nil {
			return Range{}, rangeError("Give the first day as YYYY-MM-DD.")
		}
		r.From = f
	}
	if r.From.After(r.To) {
		return Range{}, rangeError("The first day must not come after the last.")
	}
	if r.To.Sub(r.From) > maxDays*24*time.Hour {
		return Range{}, rangeError("Choose a range of at most two years.")
	}
	return r, nil
}

// CSVHeader are the CSV file's columns.
var CSVHeader = []string{"source", "campaign", "visits", "booked", "attended", "sign-ups", "orders", "paid",
	"launched", "revenue"}

// writeCSV answers the table by campaign as a CSV file, the revenue in dollars (200.00).
func writeCSV(e *core.RequestEvent, report *Report) error {
	h := e.Response.Header()
	h.Set("Content-Type", "text/csv; charset=utf-8")
	h.Set("Content-Disposition", `attachment; filename="funnel-`+report.From+`-to-`+report.To+`.csv"`)
	w := csv.NewWriter(e.Response)
	_ = w.Write(CSVHeader)
	n := func(v int64) string { return strconv.FormatInt(v, 10) }
	for _, x := range report.ByCampaign {
		_ = w.Write([]string{safeCell(x.Source), safeCell(x.Campaign), n(x.Visits), n(x.Booked), n(x.Attended),
			n(x.Signups), n(x.Orders), n(x.Paid), n(x.Launched), dollars(x.RevenueCents)})
	}
	w.Flush()
	return w.Error()
}

// dollars writes cents as dollars with two decimals.
func dollars(cents int64) string {
	sign := ""
	if cents < 0 {
		sign, cents = "-", -cents
	}
	return sign + strconv.FormatInt(cents/100, 10) + "." + strconv.FormatInt(cents%100/10, 10) + strconv.FormatInt(cents%10, 10)
}

// safeCell keeps a spreadsheet from reading a visitor-chosen utm tag as a formula (CSV injection).
func safeCell(s string) string {
	if s != "" && (s[0] == '=' || s[0] == '+' || s[0] == '-' || s[0] == '@' || s[0] == '\t' || s[0] == '\r') {
		return "'" + s
	}
	return s
}
