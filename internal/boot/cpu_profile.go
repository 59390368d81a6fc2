package boot

import (
	"os"
	"runtime/pprof"

	"github.com/pocketbase/pocketbase/core"
)

// StartCPUProfile writes a CPU profile of the whole run to path unless it is "" (LAUNCHDESK_CPUPROFILE,
// for `go tool pprof` while tuning with the bench/ scripts); it stops when the app terminates.
func StartCPUProfile(app core.App, path string) {
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
