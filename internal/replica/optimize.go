package replica

import "github.com/pocketbase/pocketbase/core"

// dbOptimizeJob is PocketBase's daily job (00:00 UTC): a TRUNCATE checkpoint of both databases, then
// PRAGMA optimize.
const dbOptimizeJob = "__pbDBOptimize__"

// replaceDBOptimize drops the job's TRUNCATE checkpoint of data.db while Litestream replicates it. That
// checkpoint waits for every reader to leave the WAL and keeps writers out meanwhile; Litestream's read
// transaction never leaves, so every save waited out the busy_timeout (measured: writes of 11.1 to 11.4 s
// when the job ran under load). Litestream checkpoints data.db itself (and truncates the WAL past 500 MB);
// the auxiliary database, which it does not read, is still truncated.
func replaceDBOptimize(app core.App) error {
	return app.Cron().Add(dbOptimizeJob, "0 0 * * *", func() {
		if _, err := app.AuxNonconcurrentDB().NewQuery("PRAGMA wal_checkpoint(TRUNCATE)").Execute(); err != nil {
			app.Logger().Warn("daily checkpoint of the auxiliary database failed", "error", err)
		}
		if _, err := app.NonconcurrentDB().NewQuery("PRAGMA optimize").Execute(); err != nil {
			app.Logger().Warn("daily PRAGMA optimize failed", "error", err)
		}
	})
}
