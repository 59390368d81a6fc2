package booking

import (
	"net/http"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"launchdesk/internal/access"
)

// adminRoutes adds the studio's booking routes: its upcoming calls, a call's outcome, the settings.
func (s *service) adminRoutes(se *core.ServeEvent) {
	g := se.Router.Group("/api/launchdesk/booking/admin")
	g.Bind(access.RequireStudio("Only the studio can see its calls."))
	g.GET("/calls", func(e *core.RequestEvent) error {
		calls, err := s.upcoming(s.app, 200)
		if err != nil {
			return e.InternalServerError("Reading the calls failed.", err)
		}
		return e.JSON(http.StatusOK, map[string]any{"calls": calls, "zone": s.loc.String()})
	})
	g.POST("/calls/{id}/outcome", func(e *core.RequestEvent) error {
		var body struct {
			Outcome string `json:"outcome"`
		}
		if err := e.BindBody(&body); err != nil || (body.Outcome != "attended" && body.Outcome != "no_show" && body.Outcome != "") {
			return refusal("outcome", "Mark the call attended or no-show.")
		}
		err := s.app.RunInTransaction(func(tx core.App) error {
			row, err := tx.FindRecordById("bookings", e.Request.PathValue("id"))
			if err != nil {
				return errGone
			}
			if row.GetString("status") != "booked" || row.GetDateTime("start").Time().After(s.clock.Now()) {
				return errOver // only a call that took place (booked, started) is attended or missed
			}
			row.Set("outcome", body.Outcome)
			return tx.Save(row)
		})
		switch err {
		case nil:
			return e.JSON(http.StatusOK, map[string]any{"outcome": body.Outcome})
		case errGone:
			return e.NotFoundError("That call does not exist.", nil)
		case errOver:
			return e.Error(http.StatusConflict, "Only a call that has started can be marked attended or no-show.", nil)
		}
		return e.InternalServerError("", err)
	})
	s.settingsRoutes(g)
}

// call is one booked call as the studio's screens show it.
type call struct {
	Id      string         `db:"id" json:"id"`
	Kind    string         `db:"kind" json:"kind"`
	Start   types.DateTime `db:"start" json:"start"`
	End     types.DateTime `db:"end" json:"end"`
	Name    string         `db:"name" json:"name"`
	Email   string         `db:"email" json:"email"`
	Brand   string         `db:"brand" json:"brand"`
	Note    string         `db:"note" json:"note"`
	Source  string         `db:"source" json:"source"`
	Status  string         `db:"status" json:"status"`
	Outcome string         `db:"outcome" json:"outcome"`
	Client  string         `db:"client" json:"client"`
	Order   string         `db:"order" json:"order"`
}

// upcoming is the calls from the start of today (in the studio's zone) on, soonest first, cancelled ones included
// (the studio sees what changed), at most limit.
func (s *service) upcoming(db core.App, limit int) ([]call, error) {
	var out []call
	err := db.DB().NewQuery(`SELECT id, kind, start, [[end]], name, email, brand, note, source, status, outcome,
		client, [[order]] FROM bookings WHERE start >= {:from} ORDER BY start LIMIT {:limit}`).
		Bind(dbx.Params{"from": dbTime(localDay(s.clock.Now(), s.loc)), "limit": limit}).All(&out)
	return out, err
}

// nowUTC is booking's clock in UTC, for answers.
func (s *service) nowUTC() string { return s.clock.Now().UTC().Format(time.RFC3339) }
