package funnel

import (
	"os"
	"path/filepath"
	"testing"

	"launchdesk/internal/testapp"
	"launchdesk/internal/visits"
)

// TestMain reads the source rule's facts (the name of "direct") as main.go does.
func TestMain(m *testing.M) {
	if err := visits.Use(filepath.Join(testapp.RepoRoot(), "pb_hooks")); err != nil {
		panic(err)
	}
	os.Exit(m.Run())
}
