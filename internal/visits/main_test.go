package visits

import (
	"os"
	"path/filepath"
	"testing"

	"launchdesk/internal/testapp"
)

// TestMain reads the source rule's facts as main.go does.
func TestMain(m *testing.M) {
	if err := Use(filepath.Join(testapp.RepoRoot(), "pb_hooks")); err != nil {
		panic(err)
	}
	os.Exit(m.Run())
}
