package visits

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// upsertSQL adds one key's counts to its row, making the row on the key's first flush (the unique index
// idx_visit_days_key, pb_migrations/1795367200_visit_days.js).
const upsertSQL = `INSERT INTO visit_days (id, day, page, source, medium, campaign, device, views, visitors, created, updated)
VALUES ({:id}, {:day}, {:page}, {:source}, {:medium}, {:campaign}, {:device}, {:views}, {:visitors}, {:now}, {:now})
ON CONFLICT (day, page, source, medium, campaign, device) DO UPDATE SET
	views = views + excluded.views, visitors = visitors + excluded.visitors, updated = excluded.updated`

// write adds counts to visit_days in one transaction: one write per flush, whatever the number of views.
func write(app core.App, counts map[Key]Counts) error {
	if len(counts) == 0 {
		return nil
	}
	now := types.NowDateTime().String()
	return app.RunInTransaction(func(tx core.App) error {
		for k, n := range counts {
			_, err := tx.NonconcurrentDB().NewQuery(upsertSQL).Bind(dbx.Params{
				"id": core.GenerateDefaultRandomId(), "day": k.Day, "page": k.Page, "source": k.Source.Source,
				"medium": k.Medium, "campaign": k.Campaign, "device": k.Device,
				"views": n.Views, "visitors": n.Visitors, "now": now,
			}).Execute()
			if err != nil {
				return err
			}
		}
		return nil
	})
}
