package adminapi

import (
	"encoding/json"
	"net/http"
	"sort"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// The provider's view of the 2-day promise on the admin dashboard: every open launch with its time left (a page of
// them, open_launches.go), and for the last 30 and 90 days the share launched on time, the median time from clock
// start to launch, the median number of preview review rounds of the launches that had a review (docs/decisions.md
// §21), and the launches of each of the last 13 weeks (the chart).

// launchWindow sums the launches of a period; OnTimeShare and MedianHours are nil without launches.
type launchWindow struct {
	Days        int      `json:"days"`
	Launched    int      `json:"launched"`
	OnTime      int      `json:"on_time"`
	OnTimeShare *float64 `json:"on_time_share"`
	MedianHours *float64 `json:"median_hours"`
	// Reviewed counts the launches that went through a preview review; MedianRounds is their median number of
	// review rounds (nil without any).
	Reviewed     int      `json:"reviewed"`
	MedianRounds *float64 `json:"median_rounds"`
}

// launchWeek counts the launches of one week (Start is its first instant, UTC).
type launchWeek struct {
	Start  string `json:"start"`
	OnTime int    `json:"on_time"`
	Late   int    `json:"late"`
}

type launchedRow struct {
	Started  string `db:"clock_started"`
	Launched string `db:"launched_at"`
	OnTime   bool   `db:"on_time"`
	Rounds   int    `db:"rounds"`
}

const weeksShown = 13

// launchFigures keeps the dashboard's launch figures for a second at most (tick_cache.go).
var launchFigures = &tickCache{maxAge: time.Second}

func registerLaunchStatsRoute(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		adminGET(se, "/api/launchdesk/admin/launch-stats", "Only admins can see the launch figures.", func(e *core.RequestEvent) error {
			// the figures change with the clock and with writes: one computation serves a second, until the next
			// write (at 100 000 orders it reads every open launch, 33 000 in the bench's data)
			now := time.Now().UTC()
			body, err := launchFigures.get(adminPages.generation(), now, adminPages.generation, func() ([]byte, error) {
				figures, err := launchStats(e.App, now)
				if err != nil {
					return nil, err
				}
				return json.Marshal(figures)
			})
			if err != nil {
				return e.InternalServerError("Computing the launch figures failed.", err)
			}
			return e.Blob(http.StatusOK, "application/json", body)
		})
		adminGET(se, "/api/launchdesk/admin/open-launches", "Only admins can see the launch figures.", func(e *core.RequestEvent) error {
			page, err := openLaunchesAt(e.App, time.Now().UnixMilli(), pageParam(e))
			if err != nil {
				return e.InternalServerError("Listing the open launches failed.", err)
			}
			return e.JSON(200, page)
		})
		return se.Next()
	})
}

func parseMs(value string) int64 {
	dt, err := types.ParseDateTime(value)
	if err != nil || dt.IsZero() {
		return 0
	}
	return dt.Time().UnixMilli()
}

// median of hours (sorted in place); nil for none.
func median(hours []float64) *float64 {
	if len(hours) == 0 {
		return nil
	}
	sort.Float64s(hours)
	mid := len(hours) / 2
	m := hours[mid]
	if len(hours)%2 == 0 {
		m = (hours[mid-1] + hours[mid]) / 2
	}
	return &m
}

func window(rows []launchedRow, now int64, days int) launchWindow {
	w := launchWindow{Days: days}
	since := now - int64(days)*24*time.Hour.Milliseconds()
	hours := []float64{}
	rounds := []float64{}
	for _, r := range rows {
		launched := parseMs(r.Launched)
		if launched < since || launched > now {
			continue
		}
		w.Launched++
		if r.OnTime {
			w.OnTime++
		}
		hours = append(hours, float64(launched-parseMs(r.Started))/float64(time.Hour.Milliseconds()))
		if r.Rounds > 0 {
			rounds = append(rounds, float64(r.Rounds))
		}
	}
	w.Reviewed = len(rounds)
	w.MedianRounds = median(rounds)
	if w.Launched > 0 {
		share := float64(w.OnTime) / float64(w.Launched)
		w.OnTimeShare = &share
	}
	w.MedianHours = median(hours)
	return w
}

// weeks counts the launches of the last weeksShown 7-day periods ending at now, oldest first.
func weeks(rows []launchedRow, now int64) []launchWeek {
	week := 7 * 24 * time.Hour.Milliseconds()
	out := make([]launchWeek, weeksShown)
	first := now - weeksShown*week
	for i := range out {
		out[i].Start = time.UnixMilli(first + int64(i)*week).UTC().Format(time.RFC3339)
	}
	for _, r := range rows {
		at := parseMs(r.Launched)
		if at <= first || at > now {
			continue
		}
		i := int((at - first - 1) / week)
		if r.OnTime {
			out[i].OnTime++
		} else {
			out[i].Late++
		}
	}
	return out
}

func launchStats(app core.App, nowTime time.Time) (map[string]any, error) {
	now := nowTime.UnixMilli()
	open, err := openLaunchesAt(app, now, 1)
	if err != nil {
		return nil, err
	}
	rows := []launchedRow{}
	since := types.NowDateTime().Add(-time.Duration(weeksShown*7+1) * 24 * time.Hour)
	err = app.DB().NewQuery(`SELECT l.clock_started, l.launched_at, l.on_time, COALESCE(r.round, 0) AS rounds
		FROM launches l LEFT JOIN reviews r ON r.[[order]] = l.[[order]]
		WHERE l.launched_at != '' AND l.launched_at >= {:since} AND l.clock_started != ''`).
		Bind(dbx.Params{"since": since.String()}).All(&rows)
	if err != nil {
		return nil, err
	}
	return map[string]any{
		"now":     nowTime.Format(time.RFC3339),
		"open":    open,
		"windows": []launchWindow{window(rows, now, 30), window(rows, now, 90)},
		"weeks":   weeks(rows, now),
	}, nil
}
