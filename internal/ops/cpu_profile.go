package ops

import (
	"os"
	"runtime/pprof"

	"github.com/pocketbase/pocketbase/core"
)

// registerCPUProfile writes a CPU profile of the whole run to LAUNCHDESK_CPUPROFILE when that is set
// (for `go tool pprof` while tuning with the bench/ scripts); it stops when the app terminates.
func registerCPUProfile(app core.App) {
	path := os.Getenv("LAUNCHDESK_CPUPROFILE")
	if path == "" {
		return
	}
	f, err := os.Create(path)
	if err != nil || pprof.StartCPUProfile(f) != nil {
		app.Logger().Error("cannot write the CPU profile", "path", path, "error", err)
		return
	}
	app.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
		pprof.StopCPUProfile()
		_ = f.Close()
		return e.Next()
	})
}
