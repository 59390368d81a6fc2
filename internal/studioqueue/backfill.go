package studioqueue

import (
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"launchdesk/internal/access"
)

// The studio's rows that follow from stored facts alone, for data written without the hooks (the demo seed
// writes straight into SQLite, a restore brings older data): every order pending approval waits on the studio,
// and so do the client's messages newer than the studio's last reply (a message by one of the studio's accounts, not an internal note).
// Rows already there are left alone; what the launch's history would have to be replayed for (a completed intake,
// access granted, a collaborator code, a preview answer) is not derived.
const backfillNewOrdersSQL = `INSERT INTO waiting (id, [[order]], side, kind, count, at, created, updated)
SELECT substr(lower(hex(randomblob(8))), 1, 15), o.id, 'studio', 'new_order', 1, o.created, {:now}, {:now}
FROM orders o
WHERE o.status = 'pending_approval'
	AND NOT EXISTS (SELECT 1 FROM waiting w WHERE w.[[order]] = o.id AND w.side = 'studio' AND w.kind = 'new_order')`

const backfillMessagesSQL = `INSERT INTO waiting (id, [[order]], side, kind, count, at, created, updated)
SELECT substr(lower(hex(randomblob(8))), 1, 15), m.[[order]], 'studio', 'messages', COUNT(*), MAX(m.created), {:now}, {:now}
FROM messages m JOIN orders o ON o.id = m.[[order]]
WHERE m.author = o.client AND m.internal = FALSE
	AND m.created > COALESCE((SELECT MAX(r.created) FROM messages r JOIN users u ON u.id = r.author
		WHERE r.[[order]] = m.[[order]] AND r.internal = FALSE AND u.role = {:studioRole}), '')
	AND NOT EXISTS (SELECT 1 FROM waiting w WHERE w.[[order]] = m.[[order]] AND w.side = 'studio' AND w.kind = 'messages')
GROUP BY m.[[order]]`

// backfill adds the rows that follow from the stored facts, in one transaction, and reports how many.
func backfill(app core.App) (int64, error) {
	var added int64
	now := types.NowDateTime().String()
	err := app.RunInTransaction(func(tx core.App) error {
		for _, sql := range []string{backfillNewOrdersSQL, backfillMessagesSQL} {
			res, err := tx.DB().NewQuery(sql).Bind(map[string]any{"now": now, "studioRole": access.Of(app).Role}).Execute()
			if err != nil {
				return err
			}
			n, _ := res.RowsAffected()
			added += n
		}
		return nil
	})
	return added, err
}

// registerBackfill runs backfill at start, in the background (the server answers meanwhile), then drops the cache.
func registerBackfill(app core.App, q *queue) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		go func() {
			added, err := backfill(se.App)
			if err != nil {
				se.App.Logger().Error("studio queue: deriving the queue from stored orders failed", "error", err)
				return
			}
			if added > 0 {
				se.App.Logger().Info("studio queue: derived from stored orders", "rows", added)
				q.invalidate(true)
			}
		}()
		return se.Next()
	})
}
