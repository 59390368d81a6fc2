package booking

import (
	"context"
	"slices"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// remindEvery is how often the reminders due are looked for.
const remindEvery = 30 * time.Second

// remindDue marks, for each booked call whose next reminder has come (the contract's hours before its start), that
// reminder as queued: one transaction per call re-reads it (still booked, still at that time, that reminder not yet
// marked), so a reminder is queued at most once even across restarts and never for a cancelled or moved call. The
// hooks queue the e-mail in the same save (pb_hooks/bookings.pb.js). A call whose several reminders came at once
// (the server was down) gets one, the nearest. It answers how many calls were reminded.
func (s *service) remindDue() (int, error) {
	if len(s.c.ReminderHours) == 0 {
		return 0, nil
	}
	now := s.clock.Now()
	widest := time.Duration(slices.Max(s.c.ReminderHours)) * time.Hour
	var ids []string
	err := s.app.DB().NewQuery(`SELECT id FROM bookings WHERE status = 'booked' AND start > {:now} AND start <= {:until}`).
		Bind(dbx.Params{"now": dbTime(now), "until": dbTime(now.Add(widest))}).Column(&ids)
	if err != nil {
		return 0, err
	}
	reminded := 0
	for _, id := range ids {
		err := s.app.RunInTransaction(func(tx core.App) error {
			row, err := tx.FindRecordById("bookings", id)
			if err != nil || row.GetString("status") != "booked" {
				return err
			}
			done := s.dueReminders(row, now)
			if done == nil {
				return nil
			}
			row.Set("reminded", done)
			reminded++
			return tx.Save(row)
		})
		if err != nil {
			s.app.Logger().Error("booking: queueing a reminder failed", "booking", id, "error", err)
		}
	}
	return reminded, nil
}

// dueReminders is the call's reminders once those that came by now are marked, or nil when none came.
func (s *service) dueReminders(row *core.Record, now time.Time) []int {
	var done []int
	_ = row.UnmarshalJSONField("reminded", &done)
	start := row.GetDateTime("start").Time()
	if !start.After(now) {
		return nil
	}
	added := false
	for _, h := range s.c.ReminderHours {
		if !slices.Contains(done, h) && !start.Add(-time.Duration(h)*time.Hour).After(now) {
			done = append(done, h)
			added = true
		}
	}
	if !added {
		return nil
	}
	slices.Sort(done)
	return done
}

// remind runs remindDue every remindEvery until ctx ends.
func (s *service) remind(ctx context.Context) {
	ticker := time.NewTicker(remindEvery)
	defer ticker.Stop()
	for {
		if _, err := s.remindDue(); err != nil {
			s.app.Logger().Error("booking: looking for reminders failed", "error", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		}
	}
}
