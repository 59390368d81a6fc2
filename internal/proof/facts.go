package proof

import (
	"fmt"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"launchdesk/internal/launch"
)

// shown is the condition of a launch anyone may check: its testimonial published, the portfolio consent kept, the
// store launched.
const shown = `t.state = 'published' AND t.show_store = TRUE AND l.launched_at != ''`

// Facts are one launch's public facts, as stored (times are PocketBase's UTC strings).
type Facts struct {
	ID          string `db:"id"`
	Brand       string `db:"brand"`
	Name        string `db:"name"`
	Position    string `db:"position"`
	Words       string `db:"words"`
	ShowWords   bool   `db:"show_words"`
	BriefAt     string `db:"brief_at"`
	Payment     string `db:"payment"`
	PaidAt      string `db:"paid_at"`
	Review      string `db:"review"`
	ApprovedAt  string `db:"approved_at"`
	LaunchedAt  string `db:"launched_at"`
	ClockUsedMs int64  `db:"clock_used_ms"`
	Clocked     bool   `db:"clocked"`
	OnTime      bool   `db:"on_time"`
}

const factsSQL = `SELECT t.id, t.brand, t.name, t.position, t.words, t.show_words, o.created AS brief_at,
	COALESCE(p.state, '') AS payment, COALESCE(p.paid_at, '') AS paid_at, COALESCE(r.state, '') AS review,
	COALESCE(r.answered_at, '') AS approved_at, l.launched_at, l.clock_used_ms, l.clock_started != '' AS clocked,
	l.on_time
	FROM testimonials t JOIN orders o ON o.id = t."order" JOIN launches l ON l."order" = t."order"
	LEFT JOIN payments p ON p."order" = t."order" LEFT JOIN reviews r ON r."order" = t."order"
	WHERE ` + shown

// factsOf reads the public facts of the launch whose testimonial has id; an error when it has no public page.
func factsOf(app core.App, id string) (Facts, error) {
	var f Facts
	err := app.DB().NewQuery(factsSQL + ` AND t.id = {:id}`).Bind(dbx.Params{"id": id}).One(&f)
	return f, err
}

// maxListed bounds the launches /proof lists, newest first.
const maxListed = 100

// checkable lists the launches anyone may check, newest first.
func checkable(app core.App) ([]Facts, error) {
	list := []Facts{}
	err := app.DB().NewQuery(factsSQL + ` ORDER BY l.launched_at DESC LIMIT {:n}`).
		Bind(dbx.Params{"n": maxListed}).All(&list)
	return list, err
}

// day says a stored time as a date, "3 March 2026" (UTC), or "" for none.
func day(stored string) string {
	d, err := types.ParseDateTime(stored)
	if err != nil || d.IsZero() {
		return ""
	}
	return d.Time().UTC().Format("2 January 2006")
}

// span says a running time as the studio's screens do: "41 h 12 min".
func span(ms int64) string {
	minutes := ms / int64(time.Minute/time.Millisecond)
	return fmt.Sprintf("%d h %d min", minutes/60, minutes%60)
}

// promiseHours is the promise in words ("48 hours"), from the contract.
func promiseHours(app core.App) string { return launch.Of(app).Words.Hours }
