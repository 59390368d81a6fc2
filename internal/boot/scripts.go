package boot

import (
	"bytes"
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

// extractDir makes target hold exactly the files of the src folder of fsys. Every run of the binary does this, the
// CLI commands too (admin create, superuser upsert, demo seed), often while `serve` runs on the same data dir and
// its JS runtimes still load hook files on first use: so a file whose bytes are already there is left alone, a
// changed one is replaced by a rename (a reader sees the old file or the new one, never a half-written one), and only
// what the binary no longer holds is removed. Clearing the folder and writing it again, as it did, let a runtime
// that loaded a module meanwhile keep an empty one (`Failed to create record.` from every save it ran).
func extractDir(fsys fs.FS, src, target string) error {
	want := map[string]bool{}
	err := fs.WalkDir(fsys, src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, path)
		if err != nil {
			return err
		}
		dst := filepath.Join(target, rel)
		want[dst] = true
		// a file where a folder is now (or the reverse), left by another version, goes first
		if info, err := os.Lstat(dst); err == nil && info.IsDir() != d.IsDir() {
			if err := os.RemoveAll(dst); err != nil {
				return err
			}
		}
		if d.IsDir() {
			return os.MkdirAll(dst, 0o755)
		}
		data, err := fs.ReadFile(fsys, path)
		if err != nil {
			return err
		}
		return writeIfChanged(dst, data)
	})
	if err != nil {
		return err
	}
	var stale []string
	err = filepath.WalkDir(target, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !want[path] {
			stale = append(stale, path)
			if d.IsDir() {
				return filepath.SkipDir
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("list %s: %w", target, err)
	}
	for _, path := range stale {
		if err := os.RemoveAll(path); err != nil {
			return fmt.Errorf("remove %s: %w", path, err)
		}
	}
	return nil
}

// writeIfChanged gives dst the content data: nothing when it already has it, else a temporary file beside it renamed
// over it.
func writeIfChanged(dst string, data []byte) error {
	if old, err := os.ReadFile(dst); err == nil && bytes.Equal(old, data) {
		return nil
	}
	tmp, err := os.CreateTemp(filepath.Dir(dst), ".extract-*")
	if err != nil {
		return err
	}
	_, werr := tmp.Write(data)
	cerr := tmp.Close()
	if werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Chmod(tmp.Name(), 0o644)
	}
	if werr == nil {
		werr = os.Rename(tmp.Name(), dst)
	}
	if werr != nil {
		_ = os.Remove(tmp.Name())
		return fmt.Errorf("write %s: %w", dst, werr)
	}
	return nil
}
