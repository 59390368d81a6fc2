package booking

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// settingsId is the one row of booking_settings.
const settingsId = "bookingsettings"

// settingsOf reads the studio's settings from db (the defaults of the contract while it set none).
func (s *service) settingsOf(db core.App) (Settings, *core.Record, error) {
	row, err := db.FindRecordById("booking_settings", settingsId)
	if err != nil {
		return Settings{}, nil, fmt.Errorf("the booking settings: %w", err)
	}
	d := s.c.Defaults
	out := Settings{Hours: d.Hours, BufferMinutes: d.BufferMinutes, NoticeMinutes: d.NoticeMinutes,
		HorizonDays: d.HorizonDays, DailyMax: d.DailyMax}
	if raw := row.GetString("availability"); raw != "" && raw != "null" {
		if err := json.Unmarshal([]byte(raw), &out); err != nil {
			return Settings{}, nil, fmt.Errorf("the stored booking settings: %w", err)
		}
	}
	out.BusyURL = row.GetString("busy_url")
	// lists answer [] rather than null, so a screen reads them as lists
	out.Hours, out.DaysOff, out.Changes = orEmpty(out.Hours), orEmpty(out.DaysOff), orEmpty(out.Changes)
	return out, row, nil
}

// availabilityOf is the studio's availability as stored in db.
func (s *service) availabilityOf(db core.App) (Availability, error) {
	st, _, err := s.settingsOf(db)
	if err != nil {
		return Availability{}, err
	}
	return st.Availability(s.loc)
}

// bookedBetween reads the booked calls (not cancelled) that end after from and start before to, leaving out the call
// with the id except (a call being moved does not block its own new time).
func bookedBetween(db core.App, from, to time.Time, except string) ([]Interval, error) {
	var rows []struct {
		Start types.DateTime `db:"start"`
		End   types.DateTime `db:"end"`
	}
	err := db.DB().NewQuery(`SELECT start, [[end]] FROM bookings
		WHERE status = 'booked' AND [[end]] > {:from} AND start < {:to} AND id != {:except}`).
		Bind(dbx.Params{"from": dbTime(from), "to": dbTime(to), "except": except}).All(&rows)
	if err != nil {
		return nil, err
	}
	out := make([]Interval, len(rows))
	for i, r := range rows {
		out[i] = Interval{r.Start.Time(), r.End.Time()}
	}
	return out, nil
}

// dbTime is t as PocketBase stores a date, so it compares as text with the stored ones.
func dbTime(t time.Time) string {
	d, _ := types.ParseDateTime(t.UTC())
	return d.String()
}

func orEmpty[T any](list []T) []T {
	if list == nil {
		return []T{}
	}
	return list
}
