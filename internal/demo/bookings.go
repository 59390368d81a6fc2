package demo

import (
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"
)

// demoCalls are the default demo's booked calls (/admin/booking, the dashboard): hours from the seed's now, rounded
// to the quarter hour. One is today, one was yesterday and took place.
var demoCalls = []struct {
	hours                    float64
	name, email, brand, note string
	kind, source, outcome    string
}{
	{-22, "Lena Ortiz", "lena@saltwater.test", "Saltwater Kids", "We sell on Etsy today.", "intro", "landing", "attended"},
	{2, "Omar Haddad", "omar@northpaddock.test", "North Paddock", "Moving from Wix, about 40 products.", "intro", "landing", ""},
	{26, "Priya Nair", "priya@palefire.test", "Pale Fire", "", "intro", "landing", ""},
	{74, "Jonas Berg", "jonas@loomlark.test", "Loom & Lark", "Wholesale page too?", "intro", "landing", ""},
}

// bookings seeds demoCalls as the booking routes store them (the e-mails they would have sent are not written: the
// demo sends nothing). It answers how many.
func (s *seeder) bookings(tx core.App) (int, error) {
	base := s.now.Truncate(15 * time.Minute)
	for _, c := range demoCalls {
		start := base.Add(time.Duration(c.hours * float64(time.Hour)))
		reminded := "[]"
		if c.hours < 24 {
			reminded = "[24]"
		}
		if c.hours < 1 {
			reminded = "[1,24]"
		}
		_, err := tx.DB().Insert("bookings", dbx.Params{
			"id": newID(), "kind": c.kind, "start": dbTime(start), "end": dbTime(start.Add(15 * time.Minute)),
			"name": c.name, "email": c.email, "brand": c.brand, "note": c.note, "tz": "UTC",
			"status": "booked", "outcome": c.outcome, "token": security.RandomString(43), "sequence": 0,
			"source": c.source, "client": "", "order": "", "reminded": reminded,
			"created": dbTime(s.now), "updated": dbTime(s.now),
		}).Execute()
		if err != nil {
			return 0, err
		}
	}
	return len(demoCalls), nil
}
