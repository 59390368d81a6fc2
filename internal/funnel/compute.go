package funnel

import (
	"database/sql"
	"math"
	"sort"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/visits"
)

// Spans names the medians of a row, in the funnel's order.
var Spans = []string{"visit_booked", "booked_signup", "signup_order", "order_paid", "paid_launched"}

// Row is the funnel of one source (and campaign): each step's count, the revenue and the median days between
// steps (nil where no one made both steps).
type Row struct {
	Source       string              `json:"source"`
	Campaign     string              `json:"campaign"`
	Visits       int64               `json:"visits"`
	Booked       int64               `json:"booked"`
	Attended     int64               `json:"attended"`
	Signups      int64               `json:"signups"`
	Orders       int64               `json:"orders"`
	Paid         int64               `json:"paid"`
	Launched     int64               `json:"launched"`
	RevenueCents int64               `json:"revenue_cents"`
	MedianDays   map[string]*float64 `json:"median_days"`
	days         map[string][]float64
}

// Report is the funnel for a range of the studio's days, by campaign (source and campaign), by source, and in all.
type Report struct {
	From       string `json:"from"`
	To         string `json:"to"`
	Zone       string `json:"zone"`
	Currency   string `json:"currency"` // of revenue_cents: the price's
	ByCampaign []*Row `json:"by_campaign"`
	BySource   []*Row `json:"by_source"`
	Total      *Row   `json:"total"`
}

// Range is a span of the studio's days, from and to included.
type Range struct {
	From, To time.Time // midnight of the first and of the last day, in the studio's zone
}

func (r Range) params() dbx.Params {
	utc := func(t time.Time) string { return t.UTC().Format("2006-01-02 15:04:05.000Z") }
	return dbx.Params{"fromDay": r.From.Format(time.DateOnly), "toDay": r.To.Format(time.DateOnly),
		"start": utc(r.From), "end": utc(r.To.AddDate(0, 0, 1)), "direct": visits.Direct}
}

type key struct{ source, campaign string }

// Compute reads the funnel of r from the database.
func Compute(app core.App, r Range) (*Report, error) {
	rows := map[key]*Row{}
	row := func(source, campaign string) *Row {
		k := key{source, campaign}
		if rows[k] == nil {
			rows[k] = &Row{Source: source, Campaign: campaign, days: map[string][]float64{}}
		}
		return rows[k]
	}
	params := r.params()
	attr := attributionsOf()
	for _, s := range counts(attr) {
		var got []struct {
			Source   string `db:"source"`
			Campaign string `db:"campaign"`
			N        int64  `db:"n"`
			M        int64  `db:"m"`
		}
		if err := app.DB().NewQuery(s.sql).Bind(params).All(&got); err != nil {
			return nil, err
		}
		for _, g := range got {
			x := row(g.Source, g.Campaign)
			switch s.name {
			case "visits":
				x.Visits += g.N
			case "booked":
				x.Booked, x.Attended = x.Booked+g.N, x.Attended+g.M
			case "signups":
				x.Signups += g.N
			case "orders":
				x.Orders += g.N
			case "paid":
				x.Paid, x.RevenueCents = x.Paid+g.N, x.RevenueCents+g.M
			case "launched":
				x.Launched += g.N
			}
		}
	}
	for _, s := range spans(attr) {
		var got []struct {
			Source   string          `db:"source"`
			Campaign string          `db:"campaign"`
			D        sql.NullFloat64 `db:"d"`
		}
		if err := app.DB().NewQuery(s.sql).Bind(params).All(&got); err != nil {
			return nil, err
		}
		for _, g := range got {
			if g.D.Valid && g.D.Float64 >= 0 {
				x := row(g.Source, g.Campaign)
				x.days[s.name] = append(x.days[s.name], g.D.Float64)
			}
		}
	}
	byCampaign := make([]*Row, 0, len(rows))
	for _, x := range rows {
		byCampaign = append(byCampaign, x)
	}
	report := &Report{From: r.From.Format(time.DateOnly), To: r.To.Format(time.DateOnly), Zone: r.From.Location().String(),
		ByCampaign: finish(byCampaign),
		BySource:   finish(merge(byCampaign, func(x *Row) key { return key{x.Source, ""} })),
		Total:      merge(byCampaign, func(*Row) key { return key{} })[0],
	}
	report.Total.Source = "all"
	report.Total.MedianDays = medians(report.Total.days)
	return report, nil
}

// merge adds up rows under the key each maps to (their durations pooled, so medians stay true medians).
func merge(rows []*Row, by func(*Row) key) []*Row {
	out := map[key]*Row{}
	order := []key{}
	for _, x := range rows {
		k := by(x)
		m := out[k]
		if m == nil {
			m = &Row{Source: k.source, Campaign: k.campaign, days: map[string][]float64{}}
			out[k] = m
			order = append(order, k)
		}
		m.Visits += x.Visits
		m.Booked += x.Booked
		m.Attended += x.Attended
		m.Signups += x.Signups
		m.Orders += x.Orders
		m.Paid += x.Paid
		m.Launched += x.Launched
		m.RevenueCents += x.RevenueCents
		for name, d := range x.days {
			m.days[name] = append(m.days[name], d...)
		}
	}
	if len(order) == 0 {
		return []*Row{{MedianDays: map[string]*float64{}, days: map[string][]float64{}}}
	}
	list := make([]*Row, 0, len(order))
	for _, k := range order {
		list = append(list, out[k])
	}
	return list
}

// finish computes each row's medians and sorts the rows: most revenue, then most visits, then by name.
func finish(rows []*Row) []*Row {
	for _, x := range rows {
		x.MedianDays = medians(x.days)
	}
	sort.Slice(rows, func(i, j int) bool {
		a, b := rows[i], rows[j]
		if a.RevenueCents != b.RevenueCents {
			return a.RevenueCents > b.RevenueCents
		}
		if a.Visits != b.Visits {
			return a.Visits > b.Visits
		}
		if a.Source != b.Source {
			return a.Source < b.Source
		}
		return a.Campaign < b.Campaign
	})
	return rows
}

// medians is the median of each span's days, to a tenth of a day; nil for a span with none.
func medians(days map[string][]float64) map[string]*float64 {
	out := map[string]*float64{}
	for _, name := range Spans {
		d := append([]float64(nil), days[name]...)
		if len(d) == 0 {
			out[name] = nil
			continue
		}
		sort.Float64s(d)
		m := d[len(d)/2]
		if len(d)%2 == 0 {
			m = (d[len(d)/2-1] + d[len(d)/2]) / 2
		}
		m = math.Round(m*10) / 10
		out[name] = &m
	}
	return out
}
