package replica

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
)

// resetMarker, in the data dir, asks the next start to begin the replica afresh: written when a backup is
// restored, so the replica starts from the restored database instead of continuing the history the restore
// undid. Litestream v0.5.18 would mostly notice the swapped database by itself and snapshot it, but not
// always (the order written after a restore was missing from the bucket in one run of two), and a replica
// that mixes two histories restores neither.
const resetMarker = ".replica-reset"

// litestreamState is Litestream's own record of what it shipped (its LTX files), beside data.db.
const litestreamState = ".data.db-litestream"

// markReset writes the marker before a restore swaps the data dir (it is excluded from the swap).
func markReset(dataDir string) error {
	return os.WriteFile(filepath.Join(dataDir, resetMarker), []byte("restore\n"), 0o600)
}

// unmarkReset drops the marker after a restore that left the data dir as it was.
func unmarkReset(dataDir string) {
	_ = os.Remove(filepath.Join(dataDir, resetMarker))
}

// resetIfMarked, before Litestream starts, deletes the replica of the database in the bucket and Litestream's
// local state when a restore asked for it: Litestream then ships a snapshot of the restored database as the
// replica's first transaction. The files in the bucket are not touched (the restored records name them).
func resetIfMarked(app core.App, cfg Config) error {
	marker := filepath.Join(app.DataDir(), resetMarker)
	if _, err := os.Stat(marker); errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err := os.RemoveAll(filepath.Join(app.DataDir(), litestreamState)); err != nil {
		return fmt.Errorf("clearing Litestream's state after a restore: %w", err)
	}
	fsys, err := filesystem.NewS3(cfg.Bucket, cfg.Region, cfg.Endpoint, cfg.AccessKey, cfg.Secret, cfg.ForcePathStyle)
	if err != nil {
		return fmt.Errorf("opening the replica bucket after a restore: %w", err)
	}
	defer fsys.Close()
	if errs := fsys.DeletePrefix(DBPath + "/"); len(errs) > 0 {
		return fmt.Errorf("deleting the replica the restore replaced from the bucket %s: %w", cfg.Bucket, errors.Join(errs...))
	}
	app.Logger().Info("a backup was restored: the replica starts again from the restored database")
	return os.Remove(marker)
}
