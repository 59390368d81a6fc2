package testapp

import (
	"io"
	"os"
	"path/filepath"
	"sync"
)

// Every JS migration runs once per test process, into a template data dir; each New starts from a copy of its
// databases, so that a package's tests do not each replay the whole history (several seconds a test on a busy
// machine). A migration New finds unapplied (none, unless a test adds one) still runs on the copy.
var template struct {
	once sync.Once
	dir  string
	err  error
}

// templateFiles are the databases PocketBase keeps in a data dir.
var templateFiles = []string{"data.db", "auxiliary.db"}

// copyTemplate writes the migrated template's databases into dir, migrating the template first when this process
// has not yet.
func copyTemplate(dir string) error {
	template.once.Do(func() {
		template.dir, template.err = os.MkdirTemp("", "launchdesk-testapp-")
		if template.err != nil {
			return
		}
		app, err := build(template.dir)
		if err != nil {
			template.err = err
			return
		}
		template.err = app.ResetBootstrapState() // closes the databases: their WAL is checkpointed into the files
	})
	if template.err != nil {
		return template.err
	}
	for _, name := range templateFiles {
		if err := copyFile(filepath.Join(template.dir, name), filepath.Join(dir, name)); err != nil {
			return err
		}
	}
	return nil
}

func copyFile(from, to string) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.Create(to)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
