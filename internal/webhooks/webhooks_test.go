package webhooks

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"

	"launchdesk/internal/testapp"
)

// receiver is an endpoint that answers 500 to its first fails requests, then 200, and keeps what it got.
type receiver struct {
	mu     sync.Mutex
	fails  int
	bodies [][]byte
	sigs   []string
}

func (r *receiver) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	body, _ := io.ReadAll(req.Body)
	r.mu.Lock()
	defer r.mu.Unlock()
	r.bodies = append(r.bodies, body)
	r.sigs = append(r.sigs, req.Header.Get(SignatureHeader))
	if len(r.bodies) <= r.fails {
		http.Error(w, "not now", http.StatusInternalServerError)
		return
	}
	_, _ = w.Write([]byte("ok"))
}

func saveBooking(app core.App) error {
	c, err := app.FindCollectionByNameOrId("bookings")
	if err != nil {
		return err
	}
	b := core.NewRecord(c)
	b.Set("kind", "intro")
	b.Set("start", time.Now().Add(48*time.Hour))
	b.Set("end", time.Now().Add(48*time.Hour+30*time.Minute))
	b.Set("name", "Ava")
	b.Set("email", "ava@example.com")
	b.Set("status", "booked")
	b.Set("token", security.RandomString(40))
	return app.Save(b)
}

func addEndpoint(t *testing.T, app core.App, url string, events ...string) *core.Record {
	t.Helper()
	c, err := app.FindCollectionByNameOrId("webhook_endpoints")
	if err != nil {
		t.Fatal(err)
	}
	ep := core.NewRecord(c)
	ep.Set("url", url)
	ep.Set("events", events)
	ep.Set("secret", newSecret())
	if err := app.Save(ep); err != nil {
		t.Fatal(err)
	}
	return ep
}

func deliveries(t *testing.T, app core.App) []*core.Record {
	t.Helper()
	rows, err := app.FindAllRecords("webhook_deliveries")
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

func TestAnEventIsQueuedWithItsFactAndDeliveredOnceAfterRetries(t *testing.T) {
	app := testapp.New(t, func(app core.App) { bindFacts(app) })
	got := &receiver{fails: 2}
	srv := httptest.NewServer(got)
	defer srv.Close()
	ep := addEndpoint(t, app, srv.URL, "booking.created")
	addEndpoint(t, app, srv.URL, "order.created") // takes another event: gets nothing here

	// a fact rolled back queues nothing
	err := app.RunInTransaction(func(tx core.App) error {
		if err := saveBooking(tx); err != nil {
			return err
		}
		return errors.New("rolled back")
	})
	if err == nil || len(deliveries(t, app)) != 0 {
		t.Fatalf("a rolled-back booking left %d deliveries (err %v)", len(deliveries(t, app)), err)
	}
	if err := saveBooking(app); err != nil {
		t.Fatal(err)
	}
	if n := len(deliveries(t, app)); n != 1 {
		t.Fatalf("one booking to one endpoint that takes it: %d deliveries", n)
	}

	w := newWorker(app, policy{retry: 10 * time.Millisecond, maxDelay: time.Second, maxAttempts: 5})
	for i := 0; i < 50 && deliveries(t, app)[0].GetString("state") != "delivered"; i++ {
		w.drain(context.Background())
		time.Sleep(15 * time.Millisecond)
	}
	d := deliveries(t, app)[0]
	if d.GetString("state") != "delivered" || d.GetInt("attempts") != 3 || d.GetInt("last_status") != 200 ||
		d.GetString("last_answer") != "ok" {
		t.Fatalf("after 500, 500, 200: state %s, attempts %d, last %d %q", d.GetString("state"),
			d.GetInt("attempts"), d.GetInt("last_status"), d.GetString("last_answer"))
	}
	if len(got.bodies) != 3 {
		t.Fatalf("the endpoint got %d requests, want 3", len(got.bodies))
	}
	var first Body
	if err := json.Unmarshal(got.bodies[0], &first); err != nil {
		t.Fatal(err)
	}
	if first.Type != "booking.created" || first.Data.Object["email"] != "ava@example.com" || first.Data.Object["token"] != nil {
		t.Errorf("body: type %s, object %v (want the booking, its hidden token left out)", first.Type, first.Data.Object)
	}
	for i, body := range got.bodies {
		if string(body) != string(got.bodies[0]) {
			t.Errorf("attempt %d sent another body (the id must stay the same)", i+1)
		}
		var sent struct{ T int64 }
		if _, err := fmtSscan(got.sigs[i], &sent.T); err != nil {
			t.Fatalf("signature %q: %v", got.sigs[i], err)
		}
		if got.sigs[i] != Signature(ep.GetString("secret"), sent.T, body) {
			t.Errorf("attempt %d: the signature does not verify with the endpoint's secret", i+1)
		}
	}
}

func TestPolicyFirstRetryIsTheSettingThenDoubles(t *testing.T) {
	p := policy{retry: 5 * time.Second, maxDelay: time.Hour, maxAttempts: 30}
	now := time.Unix(0, 0)
	for attempts, want := range map[int]time.Duration{1: 5 * time.Second, 2: 10 * time.Second, 3: 20 * time.Second, 20: time.Hour} {
		if at, ok := p.nextAttempt(now, attempts); !ok || at.Sub(now) != want {
			t.Errorf("after %d failures: retry in %v (%v), want %v", attempts, at.Sub(now), ok, want)
		}
	}
	if _, ok := p.nextAttempt(now, 30); ok {
		t.Error("after maxAttempts failures the delivery must be failed for good")
	}
}

// fmtSscan reads the t= of a signature header.
func fmtSscan(sig string, t *int64) (int, error) { return fmt.Sscanf(sig, "t=%d,", t) }
