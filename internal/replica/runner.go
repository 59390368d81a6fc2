package replica

import (
	"sync"

	"github.com/pocketbase/pocketbase/core"
)

// runner is the Litestream of this process, which backups and restores stop and start again.
type runner struct {
	cfg     Config
	mu      sync.Mutex
	current *sidecar
}

// start starts Litestream (the configuration written afresh, the status polled again).
func (r *runner) start(app core.App) error {
	s, err := startLitestream(app, r.cfg)
	if err != nil {
		return err
	}
	r.mu.Lock()
	r.current = s
	r.mu.Unlock()
	return nil
}

// stop stops Litestream (its last sync) and reports whether one was running.
func (r *runner) stop() bool {
	r.mu.Lock()
	s := r.current
	r.current = nil
	r.mu.Unlock()
	if s == nil {
		return false
	}
	s.stop()
	return true
}

// restart starts Litestream again after a backup, or a restore that left the data dir as it was (after: "backup"
// or "failed_restore"); one that cannot start is logged and the studio alerted rather than failing what stopped it.
func (r *runner) restart(app core.App, after string) {
	if err := r.start(app); err != nil {
		app.Logger().Error("litestream did not start again", "after", after, "error", err)
		alertStudio(app, alert{"event": "replication_stopped", "after": after, "error": err.Error()})
	}
}
