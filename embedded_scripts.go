package main

import (
	"embed"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// embeddedScripts holds the JS hooks and migrations so that a deploy is one file.
//
//go:embed pb_hooks pb_migrations
var embeddedScripts embed.FS

// scriptDirs says where the jsvm plugin reads hooks and migrations from.
type scriptDirs struct {
	hooksDir           string
	migrationsDir      string
	hooksFromDisk      bool
	migrationsFromDisk bool
}

// resolveScriptDirs returns the folders given by flags, or writes the embedded
// copies into a private folder under the data dir (the jsvm plugin only reads
// from disk) and returns those.
func resolveScriptDirs(dataDir, hooksDir, migrationsDir string) (scriptDirs, error) {
	dirs := scriptDirs{hooksDir: hooksDir, migrationsDir: migrationsDir, hooksFromDisk: hooksDir != "", migrationsFromDisk: migrationsDir != ""}
	if dirs.hooksFromDisk && dirs.migrationsFromDisk {
		return dirs, nil
	}

	root := filepath.Join(dataDir, ".launchdesk")
	if !dirs.hooksFromDisk {
		dirs.hooksDir = filepath.Join(root, "pb_hooks")
		if err := extractDir(embeddedScripts, "pb_hooks", dirs.hooksDir); err != nil {
			return dirs, err
		}
	}
	if !dirs.migrationsFromDisk {
		dirs.migrationsDir = filepath.Join(root, "pb_migrations")
		if err := extractDir(embeddedScripts, "pb_migrations", dirs.migrationsDir); err != nil {
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
