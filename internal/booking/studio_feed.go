package booking

import (
	"net/http"
	"strings"
	"time"

	ics "github.com/arran4/golang-ical"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/booking/invite"
)

// feedRoute adds GET /api/launchdesk/booking/feed/{token}.ics: the studio's upcoming calls as an iCalendar feed a
// calendar app subscribes to. The token is its secret (a new one from /admin/booking ends the old address).
func (s *service) feedRoute(se *core.ServeEvent) {
	se.Router.GET("/api/launchdesk/booking/feed/{file}", func(e *core.RequestEvent) error {
		token, ok := strings.CutSuffix(e.Request.PathValue("file"), ".ics")
		if !ok || len(token) < 32 {
			return e.NotFoundError("", nil)
		}
		var rows []struct {
			Id string `db:"id"`
		}
		err := s.app.DB().NewQuery("SELECT id FROM booking_settings WHERE id = {:id} AND feed_token = {:token}").
			Bind(dbx.Params{"id": settingsId, "token": token}).All(&rows)
		if err != nil || len(rows) == 0 {
			return e.NotFoundError("", nil)
		}
		calls, err := s.upcoming(s.app, 500)
		if err != nil {
			return e.InternalServerError("", err)
		}
		cal := ics.NewCalendarFor("launchdesk")
		cal.SetMethod(ics.MethodPublish)
		cal.SetName("launchdesk calls")
		host := strings.TrimPrefix(strings.TrimPrefix(s.app.Settings().Meta.AppURL, "https://"), "http://")
		host, _, _ = strings.Cut(host, "/")
		for _, c := range calls {
			if c.Status != "booked" {
				continue
			}
			ev := cal.AddEvent("booking-" + c.Id + "@" + strings.Split(host, ":")[0])
			ev.SetDtStampTime(time.Now())
			ev.SetStartAt(c.Start.Time())
			ev.SetEndAt(c.End.Time())
			ev.SetSummary(invite.OneLine(s.c.Kinds[c.Kind].Name + ": " + c.Name + " (" + c.Brand + ")"))
			ev.SetDescription(c.Email + "\n" + c.Note)
		}
		e.Response.Header().Set("Cache-Control", "no-store")
		return e.Blob(http.StatusOK, "text/calendar; charset=utf-8", []byte(invite.Serialize(cal)))
	})
}
