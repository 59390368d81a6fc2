// Package replica keeps the studio's data off the box while the VPS runs: the database is streamed
// to an S3-compatible bucket by Litestream (a supervised child process, see docs/decisions.md) within
// about a second of each commit, and uploaded files are stored in the same bucket through
// PocketBase's own S3 file storage. `launchdesk restore --from-replica` brings both back on an empty
// machine. Everything is off unless REPLICA_S3_BUCKET is set.
package replica

import (
	"fmt"
	"os"

	"github.com/pocketbase/pocketbase/core"
)

// Register shows the replica and the last backup in /api/health (superusers) and to the admin dashboard
// (GET /api/launchdesk/admin/data-safety) and, when cfg is enabled, applies it at every serve: the files go to
// the bucket and Litestream starts beside the server (and stops with it). A missing Litestream binary stops
// the start: a studio that configured a replica must not run without one.
func Register(app core.App, cfg Config) {
	litestream := &runner{cfg: cfg}
	bindBackupHooks(app, litestream)
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		bindHealth(se)
		bindDataSafety(se)
		if !enabled(cfg) {
			return se.Next()
		}
		if err := useBucketForFiles(se.App, cfg); err != nil {
			fmt.Fprintln(os.Stderr, "Error:", err)
			os.Exit(1)
		}
		if err := resetIfMarked(se.App, cfg); err != nil {
			fmt.Fprintln(os.Stderr, "Error:", err)
			os.Exit(1)
		}
		if err := replaceDBOptimize(se.App); err != nil {
			return err
		}
		if err := litestream.start(se.App); err != nil {
			fmt.Fprintln(os.Stderr, "Error:", err)
			os.Exit(1)
		}
		se.App.OnTerminate().BindFunc(func(te *core.TerminateEvent) error {
			litestream.stop()
			return te.Next()
		})
		return se.Next()
	})
}
