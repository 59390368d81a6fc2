package booking

import (
	"context"
	"net/http"
	"time"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
)

// routes adds the public booking routes and starts the busy calendar's reader for as long as the app serves.
func (s *service) routes(se *core.ServeEvent, testClock bool) {
	se.Router.GET("/api/launchdesk/booking/slots", s.handleSlots)
	se.Router.POST("/api/launchdesk/booking", s.handleBook)
	s.manageRoutes(se)
	s.adminRoutes(se)
	s.feedRoute(se)
	if testClock {
		se.Router.POST("/api/launchdesk/booking/test-clock", s.handleTestClock).Bind(apis.RequireSuperuserAuth())
	}
	ctx, cancel := context.WithCancel(context.Background())
	go s.readFeed(ctx)
	go s.remind(ctx)
	se.App.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
		cancel()
		return e.Next()
	})
}

// refusal is a 400 with the sentence under its field, as the UI's error funnel shows it.
func refusal(field, sentence string) error {
	return apis.NewBadRequestError(sentence, validation.Errors{field: validation.NewError("validation_booking_"+field, sentence)})
}

// isSignedIn tells whether the request comes from an account of the users collection (a client or the studio).
func isSignedIn(e *core.RequestEvent) bool {
	return e.Auth != nil && e.Auth.Collection().Name == "users"
}

// handleSlots answers GET /api/launchdesk/booking/slots?kind=&from=YYYY-MM-DD&days=N&tz=Area/City with the free
// times of [from, from + N days) in tz, sorted: { "slots": [{ "start", "end" }] } in UTC.
func (s *service) handleSlots(e *core.RequestEvent) error {
	q := e.Request.URL.Query()
	kind, ok := s.c.Kinds[q.Get("kind")]
	if !ok {
		return refusal("kind", s.c.Text("kind"))
	}
	if kind.ClientsOnly && !isSignedIn(e) {
		// the holder of a consultation's manage link may see the times to move it to
		if row, err := byToken(s.app, q.Get("token")); err != nil || row.GetString("kind") != q.Get("kind") {
			return e.UnauthorizedError(s.c.Text("clientsOnly"), nil)
		}
	}
	loc := s.loc
	if name := q.Get("tz"); name != "" {
		l, err := visitorZone(name)
		if err != nil {
			return refusal("tz", s.c.Text("tz"))
		}
		loc = l
	}
	y, m, d := s.clock.Now().In(loc).Date()
	from := time.Date(y, m, d, 0, 0, 0, 0, loc)
	if v := q.Get("from"); v != "" {
		t, err := time.ParseInLocation(dateLayout, v, loc)
		if err != nil {
			return refusal("from", s.c.Text("from"))
		}
		from = t
	}
	days := 7
	if v := q.Get("days"); v != "" {
		n, err := positiveInt(v)
		if err != nil || n > s.c.MaxDays {
			return refusal("days", s.c.Text("days", "max", itoa(s.c.MaxDays)))
		}
		days = n
	}
	to := from.AddDate(0, 0, days)
	free, err := s.free(s.app, kind, from, to)
	if err != nil {
		return e.InternalServerError("Reading the free times failed.", err)
	}
	return e.JSON(http.StatusOK, map[string]any{"slots": SlotsOf(free)})
}

// free is the free times of kind in [from, to) as db has the settings and the booked calls.
func (s *service) free(db core.App, kind Kind, from, to time.Time) ([]Interval, error) {
	av, err := s.availabilityOf(db)
	if err != nil {
		return nil, err
	}
	// a day's booked calls all count for its daily maximum, so read whole days around the range
	lo, hi := localDay(from, s.loc).AddDate(0, 0, -1), localDay(to, s.loc).AddDate(0, 0, 2)
	booked, err := bookedBetween(db, lo, hi, "")
	if err != nil {
		return nil, err
	}
	return av.Free(kind.Length(), from, to, s.clock.Now(), booked, s.busy.between(lo, hi)), nil
}

// handleTestClock moves booking's clock to { "now": RFC 3339 }, reads the busy calendar and runs the reminders due
// then (tests only).
func (s *service) handleTestClock(e *core.RequestEvent) error {
	var body struct {
		Now time.Time `json:"now"`
	}
	if err := e.BindBody(&body); err != nil || body.Now.IsZero() {
		return e.BadRequestError("Give now as an RFC 3339 time.", err)
	}
	s.clock.Set(body.Now)
	s.refresh(e.Request.Context()) // the busy calendar read again now, as the reader would in ten minutes
	reminded, err := s.remindDue()
	if err != nil {
		return e.InternalServerError("", err)
	}
	return e.JSON(http.StatusOK, map[string]any{"now": s.clock.Now().UTC().Format(time.RFC3339), "reminded": reminded})
}
