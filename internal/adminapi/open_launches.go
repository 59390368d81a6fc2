package adminapi

import (
	"strconv"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"launchdesk/internal/launch"
)

// The dashboard's list of every open launch (approved, not launched yet) with its running time left, a page at a
// time: late ones first, then the least time left, then the launches whose clock has not started (they wait for
// the intake or the store access), oldest approval first. One indexed query over the open launches
// (idx_launches_due starts with launched_at), a few hundred rows at most even at 100 000 orders.

// openLaunchesPerPage bounds one page of the list.
const openLaunchesPerPage = 10

// openLaunch is one open launch of the list. RemainingMs is nil before the clock starts.
type openLaunch struct {
	Order   string `json:"order"`
	Title   string `json:"title"`
	Company string `db:"company_name" json:"company_name"`
	Step    string `json:"step"`
	// the launch's stance: whose turn, what comes next, what the client owes; and what the clock needs
	launch.Stance
	Needs       types.JSONArray[string] `json:"needs"`
	DueAt       string                  `json:"due_at"`
	Running     string                  `db:"clock_running_since" json:"-"`
	RemainingMs *int64                  `db:"remaining" json:"remaining_ms"`
	Paused      bool                    `db:"-" json:"paused"`
}

// openLaunchPage is what the list answers: one page, the number of open launches and how many of them are late.
type openLaunchPage struct {
	Items   []openLaunch `json:"items"`
	Page    int          `json:"page"`
	PerPage int          `json:"perPage"`
	Total   int          `json:"total"`
	Late    int          `json:"late"`
}

// remainingExpr is the running time left of launch l at {:nowMs} (negative when late); NULL before its clock starts.
const remainingExpr = `CASE WHEN l.clock_started = '' THEN NULL
	WHEN l.clock_running_since != '' THEN CAST(ROUND((julianday(l.due_at) - 2440587.5) * 86400000) AS INTEGER) - {:nowMs}
	ELSE {:promise} - l.clock_used_ms END`

// notHeld leaves out the launch of an order moved back to pending approval: it is on hold, with no time running
// (docs/decisions.md §13).
const notHeld = `(SELECT held.status FROM orders AS held WHERE held.id = l."order") = 'in_progress'`

// openLaunchesAt reads page (from 1) of the open launches at nowMs.
func openLaunchesAt(app core.App, nowMs int64, page int) (openLaunchPage, error) {
	out := openLaunchPage{Items: []openLaunch{}, Page: max(1, page), PerPage: openLaunchesPerPage}
	params := dbx.Params{"nowMs": nowMs, "promise": launch.Of(app).PromiseMs()}
	counts := struct {
		Total int `db:"total"`
		Late  int `db:"late"`
	}{}
	err := app.DB().NewQuery(`SELECT COUNT(*) AS total, COALESCE(SUM((` + remainingExpr + `) < 0), 0) AS late
		FROM launches l WHERE l.launched_at = '' AND ` + notHeld).Bind(params).One(&counts)
	if err != nil {
		return out, err
	}
	out.Total, out.Late = counts.Total, counts.Late
	params["limit"], params["offset"] = out.PerPage, (out.Page-1)*out.PerPage
	err = app.DB().NewQuery(`SELECT l."order", o.title, o.company_name, l.step, l.waits_on, l.next, l.owes, l.needs, l.due_at,
		l.clock_running_since, ` + remainingExpr + ` AS remaining
		FROM launches l JOIN orders o ON o.id = l."order" WHERE l.launched_at = '' AND ` + notHeld + `
		ORDER BY remaining IS NULL, remaining, l.approved_at, l.id LIMIT {:limit} OFFSET {:offset}`).
		Bind(params).All(&out.Items)
	for i := range out.Items {
		out.Items[i].Paused = out.Items[i].RemainingMs != nil && out.Items[i].Running == ""
	}
	return out, err
}

// pageParam reads ?page= (from 1, at most 1 000 000: the offset stays far from overflowing); anything else is page 1.
func pageParam(e *core.RequestEvent) int {
	page, err := strconv.Atoi(e.Request.URL.Query().Get("page"))
	if err != nil || page < 1 {
		return 1
	}
	return min(page, 1_000_000)
}
