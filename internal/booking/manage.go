package booking

import (
	"database/sql"
	"errors"
	"net/http"
	"slices"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// errGone, errCancelled and errOver are why a manage link can change nothing (404, 409, 409).
var (
	errGone      = errors.New("gone")
	errCancelled = errors.New("cancelled")
	errOver      = errors.New("over")
)

// byToken is the booking of a manage link's token, read with db (inside a transaction when it is the tx).
func byToken(db core.App, token string) (*core.Record, error) {
	if len(token) < 32 {
		return nil, errGone
	}
	row, err := db.FindFirstRecordByFilter("bookings", "token = {:token}", dbx.Params{"token": token})
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errGone
	}
	return row, err
}

// manageView is what the manage page shows of a call: never its token, nor anything of another call.
func (s *service) manageView(row *core.Record) map[string]any {
	kind := s.c.Kinds[row.GetString("kind")]
	return map[string]any{
		"kind": row.GetString("kind"), "kindName": kind.Name, "status": row.GetString("status"),
		"start": row.GetDateTime("start").Time().UTC().Format(time.RFC3339),
		"end":   row.GetDateTime("end").Time().UTC().Format(time.RFC3339),
		"name":  row.GetString("name"), "tz": row.GetString("tz"),
	}
}

// manageRoutes adds GET /api/launchdesk/booking/manage/{token} and its POST .../reschedule { start } and
// POST .../cancel: whoever holds the e-mailed link manages that one call, without an account.
func (s *service) manageRoutes(se *core.ServeEvent) {
	se.Router.GET("/api/launchdesk/booking/manage/{token}", func(e *core.RequestEvent) error {
		row, err := byToken(s.app, e.Request.PathValue("token"))
		if err != nil {
			return s.manageError(e, err)
		}
		return e.JSON(http.StatusOK, s.manageView(row))
	})
	se.Router.POST("/api/launchdesk/booking/manage/{token}/reschedule", func(e *core.RequestEvent) error {
		var body struct {
			Start string `json:"start"`
		}
		if err := e.BindBody(&body); err != nil {
			return refusal("start", s.c.Text("start"))
		}
		start, err := time.Parse(time.RFC3339, body.Start)
		if err != nil {
			return refusal("start", s.c.Text("start"))
		}
		if !start.After(s.clock.Now()) {
			return refusal("start", s.c.Text("past"))
		}
		var row *core.Record
		err = s.app.RunInTransaction(func(tx core.App) error {
			row, err = s.changeable(tx, e.Request.PathValue("token"))
			if err != nil {
				return err
			}
			kind := s.c.Kinds[row.GetString("kind")]
			row.Set("sequence", row.GetInt("sequence")+1)
			row.Set("reminded", s.passedReminders(start))
			return s.take(tx, row, kind, start, row.Id)
		})
		if errors.Is(err, errTaken) {
			return s.takenAnswer(e, s.c.Kinds[row.GetString("kind")], start)
		}
		if err != nil {
			return s.manageError(e, err)
		}
		return e.JSON(http.StatusOK, s.manageView(row))
	})
	se.Router.POST("/api/launchdesk/booking/manage/{token}/cancel", func(e *core.RequestEvent) error {
		var row *core.Record
		err := s.app.RunInTransaction(func(tx core.App) (err error) {
			if row, err = s.changeable(tx, e.Request.PathValue("token")); err != nil {
				return err
			}
			row.Set("status", "cancelled")
			row.Set("sequence", row.GetInt("sequence")+1)
			return tx.Save(row)
		})
		if err != nil {
			return s.manageError(e, err)
		}
		return e.JSON(http.StatusOK, s.manageView(row))
	})
}

// changeable is the call of token re-read inside tx, refused when it is cancelled or already started.
func (s *service) changeable(tx core.App, token string) (*core.Record, error) {
	row, err := byToken(tx, token)
	if err != nil {
		return nil, err
	}
	if row.GetString("status") == "cancelled" {
		return nil, errCancelled
	}
	if !row.GetDateTime("start").Time().After(s.clock.Now()) {
		return nil, errOver
	}
	return row, nil
}

func (s *service) manageError(e *core.RequestEvent, err error) error {
	switch {
	case errors.Is(err, errGone):
		return e.NotFoundError(s.c.Text("manageGone"), nil)
	case errors.Is(err, errCancelled):
		return e.Error(http.StatusConflict, s.c.Text("cancelled"), nil)
	case errors.Is(err, errOver):
		return e.Error(http.StatusConflict, s.c.Text("over"), nil)
	case errors.Is(err, errOutside):
		return refusal("start", s.c.Text("outside"))
	}
	return e.InternalServerError("Changing the call failed. Please try again.", err)
}

// passedReminders are the reminders (hours before start) whose time has already come at booking: a call booked
// three hours ahead gets no "tomorrow" reminder, only the one an hour before.
func (s *service) passedReminders(start time.Time) []int {
	out := []int{}
	now := s.clock.Now()
	for _, h := range s.c.ReminderHours {
		if !start.Add(-time.Duration(h) * time.Hour).After(now) {
			out = append(out, h)
		}
	}
	slices.Sort(out)
	return out
}
