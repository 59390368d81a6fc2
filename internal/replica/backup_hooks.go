package replica

import (
	"fmt"

	"github.com/pocketbase/pocketbase/core"
)

// litestreamFiles are Litestream's entries in the data dir, left out of PocketBase's backups.
var litestreamFiles = []string{"litestream.sock", "litestream.yml", litestreamState}

// sharedMemoryFiles are SQLite's WAL indexes, left out of every backup (SQLite rebuilds them from the WAL).
// Zipping one means opening and closing it, and closing any descriptor of a file drops every POSIX lock the
// process holds on it, SQLite's included: a Litestream started after such a backup found no other process
// on the index, truncated it as the first user would, and the server died of SIGBUS on its next commit.
var sharedMemoryFiles = []string{"data.db-shm", "auxiliary.db-shm"}

// bindBackupHooks keeps Litestream out of the way of PocketBase's backups and restores.
//
// A backup stops Litestream while it runs. PocketBase backs up inside a write transaction that begins with
// `PRAGMA wal_checkpoint(TRUNCATE)`, which waits for every reader to finish; Litestream's read transaction
// never does, so the checkpoint waited out the whole busy_timeout (10 s) and every save waited with it
// (measured: a backup under load took 10.4 s and 8 writes of 8 took 10.2 to 10.5 s; 0.5 s and none over
// 1 s without replication). Litestream also checkpoints from its own connection, which could change data.db
// while the ZIP was being written. Stopped, Litestream first ships what it has read; started again, it finds
// the WAL truncated and ships a snapshot, so the bucket misses nothing written meanwhile.
//
// A restore stops Litestream before the data dir is swapped; the process then restarts on the restored
// data.db, and the marker has the replica start afresh from it (reset.go).
func bindBackupHooks(app core.App, litestream *runner) {
	app.OnBackupCreate().BindFunc(func(e *core.BackupEvent) error {
		e.Exclude = append(e.Exclude, litestreamFiles...) // a socket cannot be zipped; the rest is Litestream's state
		e.Exclude = append(e.Exclude, sharedMemoryFiles...)
		paused := litestream.stop()
		err := e.Next()
		if paused {
			litestream.restart(e.App, "backup")
		}
		if err != nil {
			backups.failed(err)
			alertStudio(e.App, alert{"event": "backup_failed", "name": e.Name, "error": err.Error()})
		} else {
			backups.succeeded()
		}
		return err
	})
	app.OnBackupRestore().BindFunc(func(e *core.BackupEvent) error {
		stopped := litestream.stop()
		if stopped {
			if err := markReset(e.App.DataDir()); err != nil {
				litestream.restart(e.App, "failed_restore")
				return fmt.Errorf("marking the replica for a fresh start: %w", err)
			}
		}
		e.Exclude = append(append(e.Exclude, litestreamFiles...), resetMarker)
		err := e.Next()
		if err != nil && stopped {
			// no restore (a ZIP without a database) or one reverted: the same data dir, replicated again
			unmarkReset(e.App.DataDir())
			litestream.restart(e.App, "failed_restore")
		}
		return err
	})
}
