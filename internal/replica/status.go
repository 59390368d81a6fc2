package replica

import (
	"context"
	"encoding/json"
	"net"
	"net/http"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// Status is what /api/health shows superusers about the replica.
type Status struct {
	Enabled bool `json:"enabled"`
	// LastSyncAt is when Litestream last confirmed the bucket holds the database's newest commit.
	LastSyncAt *time.Time `json:"lastSyncAt,omitempty"`
	// LagSeconds is how long ago that was (the most a dead VPS would lose right now).
	LagSeconds *float64 `json:"lagSeconds,omitempty"`
	// FailingSince is set while the replica has not synced for longer than failAfter.
	FailingSince *time.Time `json:"failingSince,omitempty"`
	Error        string     `json:"error,omitempty"`
}

// failAfter: no successful sync for this long counts as failing (Litestream syncs every second), or
// alertAfter when that is shorter (REPLICA_ALERT_MINUTES, 10 by default): failing for alertAfter since the
// last sync e-mails the studio, once per failure.
const failAfter = 30 * time.Second

type tracker struct {
	mu         sync.Mutex
	enabled    bool
	started    time.Time
	lastSync   time.Time
	failing    time.Time
	err        string
	alerted    bool
	alertAfter time.Duration
	cancel     context.CancelFunc
}

var status = &tracker{}

// CurrentStatus is the replica's state now.
func CurrentStatus() Status { return status.snapshot() }

func (t *tracker) snapshot() Status {
	t.mu.Lock()
	defer t.mu.Unlock()
	s := Status{Enabled: t.enabled, Error: t.err}
	if !t.lastSync.IsZero() {
		t := t.lastSync
		lag := time.Since(t).Seconds()
		s.LastSyncAt, s.LagSeconds = &t, &lag
	}
	if !t.failing.IsZero() {
		t := t.failing
		s.FailingSince = &t
	}
	return s
}

func (t *tracker) start(app core.App, socket string, alertAfter time.Duration) {
	ctx, cancel := context.WithCancel(context.Background())
	t.mu.Lock()
	t.enabled, t.started, t.cancel, t.alertAfter = true, time.Now(), cancel, alertAfter
	t.mu.Unlock()
	client := &http.Client{Timeout: 2 * time.Second, Transport: &http.Transport{
		DialContext: func(ctx context.Context, _, _ string) (net.Conn, error) {
			return (&net.Dialer{}).DialContext(ctx, "unix", socket)
		},
	}}
	go func() {
		tick := time.NewTicker(500 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
				if t.poll(client) {
					since, reason := t.failure()
					alertStudio(app, alert{"event": "replication_failing", "minutes": alertAfter.Minutes(),
						"sinceMs": since.UnixMilli(), "error": reason})
				}
			}
		}
	}()
}

// poll reads Litestream's last sync and reports whether the studio must now be alerted.
func (t *tracker) poll(client *http.Client) bool {
	var list struct {
		Databases []struct {
			LastSyncAt *time.Time `json:"last_sync_at"`
		} `json:"databases"`
	}
	res, err := client.Get("http://litestream/list")
	if err == nil {
		err = json.NewDecoder(res.Body).Decode(&list)
		_ = res.Body.Close()
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if err != nil {
		t.err = "litestream is not answering: " + err.Error()
	} else if len(list.Databases) > 0 && list.Databases[0].LastSyncAt != nil {
		t.lastSync, t.err = *list.Databases[0].LastSyncAt, ""
	}
	since := t.lastSync
	if since.IsZero() {
		since = t.started
	}
	switch {
	case time.Since(since) < min(failAfter, t.alertAfter):
		t.failing, t.alerted = time.Time{}, false
	case t.failing.IsZero():
		t.failing = since
	}
	if !t.failing.IsZero() && !t.alerted && time.Since(t.failing) >= t.alertAfter {
		t.alerted = true
		return true
	}
	return false
}

// failure is since when the replica has been failing and what Litestream last answered ("" when nothing).
func (t *tracker) failure() (since time.Time, reason string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.failing, t.err
}

func (t *tracker) fail(reason string) {
	t.mu.Lock()
	t.err = reason
	t.mu.Unlock()
}

func (t *tracker) stop() {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.cancel != nil {
		t.cancel()
	}
}
