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
func NewRestoreCommand(app core.App, env func(string) (string, bool)) *cobra.Command {
	var fromReplica bool
	cmd := &cobra.Command{
		Use:          "restore --from-replica",
		Short:        "Brings the database back from the REPLICA_S3_* bucket into an empty data dir",
		Args:         cobra.NoArgs,
		SilenceUsage: true,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if !fromReplica {
				return errors.New("say where from: --from-replica (backup ZIPs: launchdesk backup restore FILE)")
			}
			cfg, err := ConfigFromEnv(env)
			if err != nil {
				return err
			}
			if !cfg.Enabled() {
				return errors.New("REPLICA_S3_BUCKET and the other REPLICA_S3_* settings are needed to find the replica")
			}
			return restoreFromReplica(app.DataDir(), cfg)
		},
	}
	cmd.Flags().BoolVar(&fromReplica, "from-replica", false, "restore the database from the REPLICA_S3_* bucket")
	return cmd
}

func restoreFromReplica(dataDir string, cfg Config) error {
	db := filepath.Join(dataDir, "data.db")
	if _, err := os.Stat(db); err == nil {
		return fmt.Errorf("%s already exists: restore into an empty data dir (move the old one aside first)", db)
	}
	if err := os.MkdirAll(dataDir, 0o755); err != nil {
		return err
	}
	bin, err := litestreamBinary()
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
