package boot

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// ScriptDirs says where the jsvm plugin reads hooks and migrations from.
type ScriptDirs struct {
	HooksDir           string
	MigrationsDir      string
	HooksFromDisk      bool
	MigrationsFromDisk bool
}

// ResolveScriptDirs returns the folders given by flags, or writes the copies
// embedded in the binary (embedded holds pb_hooks/ and pb_migrations/) into a
// private folder under the data dir (the jsvm plugin only reads from disk) and
// returns those.
func ResolveScriptDirs(embedded fs.FS, dataDir, hooksDir, migrationsDir string) (ScriptDirs, error) {
	dirs := ScriptDirs{HooksDir: hooksDir, MigrationsDir: migrationsDir, HooksFromDisk: hooksDir != "", MigrationsFromDisk: migrationsDir != ""}
	if dirs.HooksFromDisk && dirs.MigrationsFromDisk {
		return dirs, nil
	}

	root := filepath.Join(dataDir, ".launchdesk")
	if !dirs.HooksFromDisk {
		dirs.HooksDir = filepath.Join(root, "pb_hooks")
		if err := extractDir(embedded, "pb_hooks", dirs.HooksDir); err != nil {
			return dirs, err
		}
	}
	if !dirs.MigrationsFromDisk {
		dirs.MigrationsDir = filepath.Join(root, "pb_migrations")
		if err := extractDir(embedded, "pb_migrations", dirs.MigrationsDir); err != nil {
			return dirs, err
		}
	}
	return dirs, nil
}

// extractDir replaces target with a fresh copy of the src folder of fsys, so
// files removed from a newer binary do not linger.
func extractDir(fsys fs.FS, src, target string) error {
	if err := os.RemoveAll(target); err != nil {
		return fmt.Errorf("clear %s: %w", target, err)
	}
	return fs.WalkDir(fsys, src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, path)
		if err != nil {
			return err
		}
		dst := filepath.Join(target, rel)
		if d.IsDir() {
			return os.MkdirAll(dst, 0o755)
		}
		data, err := fs.ReadFile(fsys, path)
		if err != nil {
			return err
		}
		return os.WriteFile(dst, data, 0o644)
	})
}
