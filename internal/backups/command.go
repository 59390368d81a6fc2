// Package backups is `launchdesk backup create` and `launchdesk backup restore`, for a stopped
// service (the schedule and the S3 storage are PocketBase's, set by internal/config).
package backups

import (
	"archive/zip"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/archive"
	"github.com/spf13/cobra"
)

// NewCommand returns `launchdesk backup create [NAME]` and `launchdesk backup restore FILE`.
func NewCommand(app core.App) *cobra.Command {
	root := &cobra.Command{Use: "backup", Short: "Back up and restore the data dir (stop the service first)"}
	root.AddCommand(&cobra.Command{
		Use:          "create [NAME]",
		Short:        "Writes a ZIP of the data dir to pb_data/backups (or the S3 storage of the backup settings)",
		Args:         cobra.MaximumNArgs(1),
		SilenceUsage: true,
		Run: func(cmd *cobra.Command, args []string) {
			name := "manual_" + time.Now().UTC().Format("20060102_150405") + ".zip"
			if len(args) == 1 {
				name = args[0]
			}
			exitOnError(app.CreateBackup(context.Background(), name))
			fmt.Printf("Backup %s written to %s.\n", name, backupLocation(app, name))
		},
	})
	root.AddCommand(&cobra.Command{
		Use:          "restore FILE",
		Short:        "Replaces the data dir with the content of a backup ZIP; the old data dir is kept beside it",
		Args:         cobra.ExactArgs(1),
		SilenceUsage: true,
		Run: func(cmd *cobra.Command, args []string) {
			kept, err := restoreDataDir(app.DataDir(), args[0], time.Now().UTC())
			exitOnError(err)
			fmt.Printf("Restored %s into %s.\n", args[0], app.DataDir())
			if kept != "" {
				fmt.Printf("The previous data dir was moved to %s.\n", kept)
			}
		},
	})
	return root
}

func exitOnError(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "Error:", err)
		os.Exit(1)
	}
}

func backupLocation(app core.App, name string) string {
	if app.Settings().Backups.S3.Enabled {
		return "the S3 bucket " + app.Settings().Backups.S3.Bucket
	}
	return filepath.Join(app.DataDir(), core.LocalBackupsDirName, name)
}

// restoreDataDir extracts the ZIP beside dataDir, checks that it holds a database, then swaps it in.
// The previous data dir is renamed, never deleted, and its new path is returned.
func restoreDataDir(dataDir, zipPath string, now time.Time) (string, error) {
	if r, err := zip.OpenReader(zipPath); err != nil {
		return "", fmt.Errorf("%s is not a readable backup ZIP: %w", zipPath, err)
	} else {
		_ = r.Close()
	}
	stamp := now.Format("20060102_150405")
	staging := dataDir + ".restore-" + stamp
	if err := archive.Extract(zipPath, staging); err != nil {
		return "", fmt.Errorf("extracting %s: %w", zipPath, err)
	}
	if _, err := os.Stat(filepath.Join(staging, "data.db")); err != nil {
		_ = os.RemoveAll(staging)
		return "", errors.New("the backup has no data.db: it is not a launchdesk (PocketBase) backup")
	}
	kept := ""
	if _, err := os.Stat(dataDir); err == nil {
		kept = dataDir + ".before-restore-" + stamp
		if err := os.Rename(dataDir, kept); err != nil {
			return "", fmt.Errorf("moving the current data dir aside: %w", err)
		}
	}
	if err := os.Rename(staging, dataDir); err != nil {
		return kept, fmt.Errorf("moving the restored data into place: %w", err)
	}
	return kept, nil
}
