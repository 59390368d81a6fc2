package replica

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/pocketbase/pocketbase/core"
	"github.com/spf13/cobra"
)

// NewRestoreCommand returns `launchdesk restore --from-replica [--dir=...]`: on a fresh machine
// (an empty or missing data dir) it brings the database back from the bucket as of its last
// replicated second. Files need nothing: they are served from the bucket. Start `serve` after it.
func NewRestoreCommand(app core.App, cfg Config) *cobra.Command {
	var fromReplica bool
	cmd := &cobra.Command{
		Use:          "restore --from-replica",
		Short:        "Brings the database back from the REPLICA_S3_* bucket into an empty data dir",
		Args:         cobra.NoArgs,
		SilenceUsage: true,
		Run: func(cmd *cobra.Command, _ []string) {
			// PocketBase ignores a command's error: a script must see the exit code.
			if err := runRestore(app, cfg, fromReplica); err != nil {
				fmt.Fprintln(os.Stderr, "Error:", err)
				os.Exit(1)
			}
		},
	}
	cmd.Flags().BoolVar(&fromReplica, "from-replica", false, "restore the database from the REPLICA_S3_* bucket")
	return cmd
}

func runRestore(app core.App, cfg Config, fromReplica bool) error {
	if !fromReplica {
		return errors.New("say where from: --from-replica (backup ZIPs: launchdesk backup restore FILE)")
	}
	if !enabled(cfg) {
		return errors.New("REPLICA_S3_BUCKET and the other REPLICA_S3_* settings are needed to find the replica")
	}
	// PocketBase made a fresh database before this runs: set it aside only when it holds nothing.
	if err := refuseUnlessEmpty(app); err != nil {
		return err
	}
	if err := app.ResetBootstrapState(); err != nil {
		return err
	}
	return restoreFromReplica(app.DataDir(), cfg)
}

// refuseUnlessEmpty refuses a data dir whose database holds any account or order.
func refuseUnlessEmpty(app core.App) error {
	for _, name := range []string{"users", core.CollectionNameSuperusers, "orders"} {
		if _, err := app.FindCollectionByNameOrId(name); err != nil {
			continue // a fresh database: the app's migrations have not run
		}
		n, err := app.CountRecords(name)
		if err != nil {
			return err
		}
		if n > 0 {
			return fmt.Errorf("the database in %s holds data (%s): restore into an empty data dir (move this one aside first)",
				app.DataDir(), name)
		}
	}
	return nil
}

func restoreFromReplica(dataDir string, cfg Config) error {
	db := filepath.Join(dataDir, "data.db")
	for _, suffix := range []string{"", "-wal", "-shm"} {
		if err := os.Remove(db + suffix); err != nil && !os.IsNotExist(err) {
			return err
		}
	}
	bin, err := litestreamBinary(cfg)
	if err != nil {
		return err
	}
	config, _, err := writeConfig(dataDir, cfg)
	if err != nil {
		return err
	}
	cmd := litestreamCommand(bin, cfg, "restore", "-config", config, "-o", db, db)
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("litestream restore: %w", err)
	}
	if _, err := os.Stat(db); err != nil {
		return errors.New("the bucket holds no replica of the database (nothing was restored)")
	}
	fmt.Printf("Restored %s from the bucket %s. Start the server with the same REPLICA_S3_* settings.\n", db, cfg.Bucket)
	return nil
}
