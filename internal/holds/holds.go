// Package holds gives the integration tests a way to stop a request at a named point and let it go on when they
// choose, so a race (Stripe's webhook landing while a route is between its read and its write) is played in one
// order every time rather than hit by timing. It is inert unless LAUNCHDESK_TEST_HOLD_DIR names a folder, which
// only the tests set (docs/testing.md): a request reaching point name while the file <dir>/<name>.hold exists
// writes <dir>/<name>.reached and waits, at most holdLimit, until the test removes the .hold file.
package holds

import (
	"os"
	"path/filepath"
	"time"
)

// holdLimit bounds one wait, so a test that forgets its hold never wedges a server.
const holdLimit = 15 * time.Second

var dir = os.Getenv("LAUNCHDESK_TEST_HOLD_DIR")

// At waits at the point name while the tests hold it; without LAUNCHDESK_TEST_HOLD_DIR it returns at once.
func At(name string) {
	if dir == "" {
		return
	}
	hold := filepath.Join(dir, name+".hold")
	if _, err := os.Stat(hold); err != nil {
		return
	}
	_ = os.WriteFile(filepath.Join(dir, name+".reached"), nil, 0o600)
	deadline := time.Now().Add(holdLimit)
	for time.Now().Before(deadline) {
		if _, err := os.Stat(hold); err != nil {
			return
		}
		time.Sleep(5 * time.Millisecond)
	}
}
