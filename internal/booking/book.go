package booking

import (
	"errors"
	"net/http"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"

	"launchdesk/internal/access"
	"launchdesk/internal/touch"
)

// errTaken and errOutside are why a time cannot be booked: taken (another call or a busy time: 409), or not a time
// the studio offers at all (400).
var (
	errTaken   = errors.New("taken")
	errOutside = errors.New("outside")
)

// handleBook answers POST /api/launchdesk/booking: 200 { id, start, end }, 409 when the time was just taken (with the
// next free times), 400 with a sentence for anything else.
func (s *service) handleBook(e *core.RequestEvent) error {
	var r request
	if err := e.BindBody(&r); err != nil {
		return refusal("start", s.c.Text("start"))
	}
	kind, ok := s.c.Kinds[r.Kind]
	if !ok {
		return refusal("kind", s.c.Text("kind"))
	}
	if kind.ClientsOnly && !isSignedIn(e) {
		return e.UnauthorizedError(s.c.Text("clientsOnly"), nil)
	}
	if field, sentence := s.check(&r); field != "" {
		return refusal(field, sentence)
	}
	start, err := time.Parse(time.RFC3339, r.Start)
	if err != nil {
		return refusal("start", s.c.Text("start"))
	}
	if !start.After(s.clock.Now()) {
		return refusal("start", s.c.Text("past"))
	}
	row, err := s.newBooking(e, r)
	if err != nil {
		return err
	}
	row.Set("reminded", s.passedReminders(start))
	err = s.app.RunInTransaction(func(tx core.App) error { return s.take(tx, row, kind, start, "") })
	switch {
	case errors.Is(err, errTaken):
		return s.takenAnswer(e, kind, start)
	case errors.Is(err, errOutside):
		return refusal("start", s.c.Text("outside"))
	case err != nil:
		return e.InternalServerError("Booking the call failed. Please try again.", err)
	}
	return e.JSON(http.StatusOK, map[string]any{"id": row.Id, "start": r.Start, "end": start.Add(kind.Length()).UTC().Format(time.RFC3339)})
}

// newBooking is the unsaved record of r: a consultation is linked to its client (and to the order it was booked
// from, when that is the client's own).
func (s *service) newBooking(e *core.RequestEvent, r request) (*core.Record, error) {
	col, err := s.app.FindCachedCollectionByNameOrId("bookings")
	if err != nil {
		return nil, e.InternalServerError("", err)
	}
	row := core.NewRecord(col)
	row.Set("kind", r.Kind)
	row.Set("name", r.Name)
	row.Set("email", r.Email)
	row.Set("brand", r.Brand)
	row.Set("note", r.Note)
	row.Set("tz", r.TZ)
	row.Set("status", "booked")
	row.Set("token", security.RandomString(43))
	row.Set("sequence", 0)
	row.Set("source", "landing")
	touch.Put(row, r.FirstTouch, r.LastTouch, e.Request)
	if isSignedIn(e) {
		row.Set("client", e.Auth.Id)
		row.Set("source", "portal")
	}
	if r.Order != "" && isSignedIn(e) {
		order, err := s.app.FindRecordById("orders", r.Order)
		if err != nil || !access.May(s.app, e.Auth, order, access.Work) {
			return nil, refusal("order", s.c.Text("start"))
		}
		row.Set("order", order.Id)
		row.Set("source", "new_order")
	}
	return row, nil
}

// take books row at start inside tx: the settings and the booked calls are read again here, in the transaction that
// saves (SQLite's one writer: a second booking of the same time waits for this one and then sees it). except is the
// id of a call being moved, which does not block its own new time.
func (s *service) take(tx core.App, row *core.Record, kind Kind, start time.Time, except string) error {
	av, err := s.availabilityOf(tx)
	if err != nil {
		return err
	}
	lo, hi := localDay(start, s.loc).AddDate(0, 0, -1), localDay(start, s.loc).AddDate(0, 0, 2)
	booked, err := bookedBetween(tx, lo, hi, except)
	if err != nil {
		return err
	}
	now := s.clock.Now()
	if !av.Offers(kind.Length(), start, now, booked, s.busy.between(lo, hi)) {
		if av.Offers(kind.Length(), start, now, nil, nil) {
			return errTaken
		}
		return errOutside
	}
	row.Set("start", start.UTC())
	row.Set("end", start.Add(kind.Length()).UTC())
	return tx.Save(row)
}

// takenAnswer is the 409 for a time just taken: its sentence and the next free times after it.
func (s *service) takenAnswer(e *core.RequestEvent, kind Kind, start time.Time) error {
	next, err := s.free(s.app, kind, start, start.AddDate(0, 0, 7))
	if err != nil {
		next = nil
	}
	if len(next) > 6 {
		next = next[:6]
	}
	return e.JSON(http.StatusConflict, map[string]any{
		"status": http.StatusConflict, "message": s.c.Text("taken"), "data": map[string]any{}, "slots": SlotsOf(next),
	})
}
