package replica

import (
	"fmt"
	"os/exec"
	"runtime"
	"sync"
	"syscall"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// sidecar runs `litestream replicate` and starts it again when it exits, until stop.
type sidecar struct {
	mu      sync.Mutex
	cmd     *exec.Cmd
	stopped bool
	done    chan struct{}
}

func startLitestream(app core.App, cfg Config) (*sidecar, error) {
	bin, err := litestreamBinary(cfg)
	if err != nil {
		return nil, err
	}
	config, socket, err := writeConfig(app.DataDir(), cfg)
	if err != nil {
		return nil, err
	}
	s := &sidecar{done: make(chan struct{})}
	status.start(app, socket, cfg.AlertAfter)
	go s.run(app, bin, config, cfg)
	return s, nil
}

func (s *sidecar) run(app core.App, bin, config string, cfg Config) {
	// Pdeathsig fires when the thread that started the child ends: keep this goroutine on one thread.
	runtime.LockOSThread()
	defer close(s.done)
	for {
		s.mu.Lock()
		if s.stopped {
			s.mu.Unlock()
			return
		}
		cmd := litestreamCommand(bin, cfg, "replicate", "-config", config)
		err := cmd.Start()
		if err == nil {
			s.cmd = cmd
		}
		s.mu.Unlock()
		if err == nil {
			err = cmd.Wait()
		}
		if s.isStopped() {
			return
		}
		app.Logger().Error("litestream stopped; starting it again", "error", err)
		status.fail(fmt.Sprintf("litestream exited: %v", err))
		time.Sleep(restartDelay)
	}
}

func (s *sidecar) isStopped() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.stopped
}

// stop asks Litestream for a last sync and a clean exit (SIGTERM), waiting up to 10 s.
func (s *sidecar) stop() {
	s.mu.Lock()
	s.stopped = true
	cmd := s.cmd
	s.mu.Unlock()
	if cmd != nil && cmd.Process != nil {
		_ = cmd.Process.Signal(syscall.SIGTERM)
	}
	select {
	case <-s.done:
	case <-time.After(10 * time.Second):
		if cmd != nil && cmd.Process != nil {
			_ = cmd.Process.Kill()
		}
	}
	status.stop()
}
