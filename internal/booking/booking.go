// Package booking is the studio's native scheduling (/book): the free times of a kind of call from the studio's
// hours, its booked calls and the busy times of its own calendar (slots.go, busy.go, feed.go), and the booking itself,
// written in one transaction that re-reads the booked calls inside it, so of two people taking one time at once
// exactly one gets it (book.go). Who is told what (the e-mails, their invitations, the reminders' words) is the
// hooks' (pb_hooks/bookings.pb.js); the numbers and sentences are pb_hooks/lib/booking.json's.
package booking

import (
	"time"
	_ "time/tzdata" // the visitors' zones are known whatever the host has installed

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// Config is what Register needs: the studio's zone, the hooks directory (for the contract) and the test clock.
type Config struct {
	Loc       *time.Location
	HooksDir  string
	TestClock bool
}

// service is booking's state for one app: its contract, zone, clock and the busy calendar's last good copy.
type service struct {
	app   core.App
	c     Contract
	loc   *time.Location
	clock *Clock
	busy  *busyCache
}

const storeKey = "launchdesk.booking"

// ZoneStoreKey is where the hooks find the studio's zone name: $app.store().get("launchdesk.booking.zone").
const ZoneStoreKey = "launchdesk.booking.zone"

// Register reads the contract (an error stops the start), adds the booking routes when the app serves and starts the
// busy calendar's reader and the reminders.
func Register(app core.App, cfg Config) error {
	c, err := ReadContract(cfg.HooksDir)
	if err != nil {
		return err
	}
	loc := cfg.Loc
	if loc == nil {
		loc = time.UTC
	}
	s := &service{app: app, c: c, loc: loc, clock: &Clock{}, busy: newBusyCache()}
	app.Store().Set(storeKey, s)
	app.Store().Set(ZoneStoreKey, loc.String()) // the hooks tell the studio its calls on its own clock
	// a person who booked and then signs up with the same address finds their calls in their account
	app.OnRecordAfterCreateSuccess("users").BindFunc(func(e *core.RecordEvent) error {
		_, err := e.App.DB().NewQuery("UPDATE bookings SET client = {:id} WHERE client = '' AND lower(email) = lower({:email})").
			Bind(dbx.Params{"id": e.Record.Id, "email": e.Record.Email()}).Execute()
		if err != nil {
			e.App.Logger().Error("booking: linking the new account's calls failed", "error", err)
		}
		return e.Next()
	})
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		s.app = se.App
		s.routes(se, cfg.TestClock)
		return se.Next()
	})
	return nil
}
