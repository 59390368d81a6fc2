package launch

import (
	"math"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// The on-time claim (the landing page's, explained at /proof): over the launches of the last ClaimWindowDays whose
// clock ran, the share launched within the promise; it is claimed only from ClaimMinLaunches launches on. The admin
// dashboard's 90-day figure (internal/adminapi launch_stats.go) counts the same launches.
const (
	ClaimWindowDays  = 90
	ClaimMinLaunches = 10
)

// OnTime is the claim's figures at a time: how many launches count, and how many of them were on time.
type OnTime struct {
	Launched int `db:"launched"`
	OnTime   int `db:"on_time"`
}

// Claimed tells whether the figures may be claimed: enough launches, and at least one on time.
func (o OnTime) Claimed() bool { return o.Launched >= ClaimMinLaunches && o.OnTime > 0 }

// OnTimeAt reads the claim's figures at now: the launches of the last ClaimWindowDays with a clock.
func OnTimeAt(app core.App, now time.Time) (OnTime, error) {
	var o OnTime
	since, _ := types.ParseDateTime(now.UTC().Add(-ClaimWindowDays * 24 * time.Hour))
	until, _ := types.ParseDateTime(now.UTC().Add(time.Second))
	err := app.DB().NewQuery(`SELECT COUNT(*) AS launched, COALESCE(SUM(on_time), 0) AS on_time FROM launches
		WHERE launched_at != '' AND launched_at >= {:since} AND launched_at <= {:now} AND clock_started != ''`).
		Bind(dbx.Params{"since": since.String(), "now": until.String()}).One(&o)
	return o, err
}

// Percent is the share on time as the claim says it, rounded to a whole percent (0 without launches).
func (o OnTime) Percent() int {
	if o.Launched == 0 {
		return 0
	}
	return int(math.Round(float64(o.OnTime) / float64(o.Launched) * 100))
}
