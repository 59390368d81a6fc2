// Package wakeloop runs a background worker's loop: its work at once, then after every wake-up and on every tick,
// until stopped. A wake-up is never lost and never piles up (one is kept while the work runs). The mail outbox and
// the Meta events queue (internal/capi) run on it.
package wakeloop

import (
	"context"
	"sync"
	"time"
)

// Loop is one loop; its zero value is not ready: make one with New.
type Loop struct {
	wake   chan struct{} // buffered 1: a pending wake-up is never lost, never piles up
	cancel context.CancelFunc
	done   chan struct{}
	once   sync.Once
}

// New makes a loop that keeps wake-ups until it is started.
func New() *Loop {
	return &Loop{wake: make(chan struct{}, 1), done: make(chan struct{})}
}

// Start runs work(ctx) at once, then after each WakeUp and each tick of every (onTick first, when given), until Stop;
// ctx ends when Stop is called. Start once.
func (l *Loop) Start(every time.Duration, work func(ctx context.Context), onTick func()) {
	ctx, cancel := context.WithCancel(context.Background())
	l.cancel = cancel
	go func() {
		defer close(l.done)
		ticker := time.NewTicker(every)
		defer ticker.Stop()
		for {
			work(ctx)
			select {
			case <-ctx.Done():
				return
			case <-l.wake:
			case <-ticker.C:
				if onTick != nil {
					onTick()
				}
			}
		}
	}()
}

// WakeUp asks for the work to run now (or as soon as the loop starts); it never blocks.
func (l *Loop) WakeUp() {
	select {
	case l.wake <- struct{}{}:
	default:
	}
}

// Stop ends the loop and waits for the work in progress to return; calling it again, or on a loop never started,
// does nothing.
func (l *Loop) Stop() {
	if l.cancel == nil {
		return
	}
	l.once.Do(func() {
		l.cancel()
		<-l.done
	})
}
