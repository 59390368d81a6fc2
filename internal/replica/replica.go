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

// litestreamFiles are Litestream's entries in the data dir, left out of PocketBase's backups.
var litestreamFiles = []string{"litestream.sock", "litestream.yml", litestreamState}

// Register shows the replica and the last backup in /api/health (superusers) and to the admin dashboard
// (GET /api/launchdesk/admin/data-safety) and, when cfg is
// enabled, applies it at every serve: the files go to the bucket and Litestream starts beside the
// server (and stops with it). A missing Litestream binary stops the start: a studio that configured
// a replica must not run without one.
func Register(app core.App, cfg Config) {
	var sidecar *sidecar
	app.OnBackupCreate().BindFunc(func(e *core.BackupEvent) error {
		e.Exclude = append(e.Exclude, litestreamFiles...) // a socket cannot be zipped; the rest is Litestream's state
		err := e.Next()
		if err != nil {
			backups.failed(err)
			alertStudio(e.App, "The backup "+e.Name+" failed", "The backup could not be written: "+err.Error())
		} else {
			backups.succeeded()
		}
		return err
	})
	app.OnBackupRestore().BindFunc(func(e *core.BackupEvent) error {
		// Litestream stops (its last sync) before the data dir is swapped; the process then restarts on the
		// restored data.db, and the marker has the replica start afresh from it (reset.go).
		running := sidecar
		if running != nil {
			running.stop()
			if err := markReset(e.App.DataDir()); err != nil {
				return fmt.Errorf("marking the replica for a fresh start: %w", err)
			}
		}
		e.Exclude = append(append(e.Exclude, litestreamFiles...), resetMarker)
		err := e.Next()
		if err != nil && running != nil {
			// no restore (a ZIP without a database) or one reverted: the same data dir, replicated again
			unmarkReset(e.App.DataDir())
			sidecar = restartAfterFailedRestore(e.App, cfg)
		}
		return err
	})
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
		var err error
		sidecar, err = startLitestream(se.App, cfg)
		if err != nil {
			fmt.Fprintln(os.Stderr, "Error:", err)
			os.Exit(1)
		}
		se.App.OnTerminate().BindFunc(func(te *core.TerminateEvent) error {
			if sidecar != nil {
				sidecar.stop()
			}
			return te.Next()
		})
		return se.Next()
	})
}

// restartAfterFailedRestore starts Litestream again after a restore that left the data dir as it was; one that
// cannot start is logged and the studio alerted (nil: nothing to stop at the end).
func restartAfterFailedRestore(app core.App, cfg Config) *sidecar {
	restarted, err := startLitestream(app, cfg)
	if err != nil {
		app.Logger().Error("litestream did not start again after a failed restore", "error", err)
		alertStudio(app, "Replication stopped", "Litestream did not start again after a failed restore: "+err.Error())
	}
	return restarted
}
