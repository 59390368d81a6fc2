package replica

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"
)

// fakeLitestream answers /list with the last sync time held in last.
func fakeLitestream(t *testing.T, last *atomic.Value) *http.Client {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		fmt.Fprintf(w, `{"databases":[{"path":"data.db","status":"replicating","last_sync_at":%q}]}`,
			last.Load().(time.Time).Format(time.RFC3339Nano))
	}))
	t.Cleanup(srv.Close)
	return &http.Client{Transport: &http.Transport{DialContext: func(ctx context.Context, _, _ string) (net.Conn, error) {
		return (&net.Dialer{}).DialContext(ctx, "tcp", srv.Listener.Addr().String())
	}}}
}

func TestTrackerAlertsOnceAfterTenMinutesOfFailingAndRecovers(t *testing.T) {
	var last atomic.Value
	client := fakeLitestream(t, &last)
	tr := &tracker{enabled: true, started: time.Now().Add(-time.Hour), alertAfter: 10 * time.Minute}

	last.Store(time.Now().Add(-20 * time.Second)) // behind, but within failAfter
	if tr.poll(client) || !tr.failing.IsZero() {
		t.Fatal("a sync 20 s ago is not a failure")
	}
	last.Store(time.Now().Add(-5 * time.Minute))
	if tr.poll(client) || tr.failing.IsZero() {
		t.Fatal("5 min without a sync: failing, but no alert before 10 min")
	}
	last.Store(time.Now().Add(-11 * time.Minute))
	tr.failing = time.Time{} // the failure began 11 min ago
	if !tr.poll(client) {
		t.Fatal("11 min without a sync must alert")
	}
	if tr.poll(client) {
		t.Fatal("one alert per failure")
	}
	last.Store(time.Now())
	if tr.poll(client) || !tr.failing.IsZero() || tr.alerted {
		t.Fatal("a fresh sync ends the failure and re-arms the alert")
	}
	if lag := tr.snapshot().LagSeconds; lag == nil || *lag > 5 {
		t.Fatalf("lag %v, want a few seconds at most", lag)
	}
}
