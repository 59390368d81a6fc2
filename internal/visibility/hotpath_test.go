package visibility

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"launchdesk/internal/testapp"
)

// perRecordHooks are the JS hooks PocketBase runs for every record of a list, expand or realtime event, or for
// every list or view request: a JS handler there makes each one wait for a runtime from the JS pool
// (docs/decisions.md §11). Such rules belong in API rules or in Go.
var perRecordHooks = regexp.MustCompile(`\b(onRecordEnrich|onRealtimeMessageSend|onRecordsListRequest|onRecordViewRequest)\s*\(`)

func TestNoJSHookOnAHotPath(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(testapp.RepoRoot(), "pb_hooks", "*.pb.js"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no hooks found: %v", err)
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if m := perRecordHooks.Find(src); m != nil {
			t.Errorf("%s binds %s: a JS hook on a hot path; do it in Go or in the API rules", filepath.Base(f), m)
		}
	}
}
