package capi

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

func TestHashEmail(t *testing.T) {

	a, b := HashEmail("  Ada@Example.COM "), HashEmail("ada@example.com")
	if a != b || len(a) != 64 {
		t.Fatalf("the address is trimmed and lower-cased before hashing: %q, %q", a, b)
	}
	if HashEmail("ada@example.com") == HashEmail("ada@example.org") {
		t.Fatal("two addresses hash alike")
	}
}

func TestFbcOf(t *testing.T) {
	person := core.NewRecord(core.NewBaseCollection("people"))
	person.Set("first_touch", map[string]any{"source": "instagram", "fbc": "fb.1.1.first"})
	if got := fbcOf(person); got != "fb.1.1.first" {
		t.Errorf("only the first touch has one: got %q", got)
	}
	person.Set("last_touch", map[string]any{"source": "google.com", "fbc": "fb.1.2.last"})
	if got := fbcOf(person); got != "fb.1.2.last" {
		t.Errorf("the last touch's wins: got %q", got)
	}
	person.Set("first_touch", nil)
	person.Set("last_touch", map[string]any{"source": "direct"})
	if got := fbcOf(person); got != "" {
		t.Errorf("none known: got %q", got)
	}
}

func TestBackoff(t *testing.T) {
	want := []time.Duration{firstRetry, firstRetry, 2 * firstRetry, 4 * firstRetry}
	for attempts, d := range want {
		if got := backoff(attempts); got != d {
			t.Errorf("after %d attempts: %v, want %v", attempts, got, d)
		}
	}
	if got := backoff(100); got != maxDelay {
		t.Errorf("after many attempts: %v, want %v", got, maxDelay)
	}
}

func TestPost(t *testing.T) {
	var status int
	var gotPath, gotToken string
	var gotBody map[string][]map[string]any
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		gotPath, gotToken = r.URL.Path, r.URL.Query().Get("access_token")
		raw, _ := io.ReadAll(r.Body)
		_ = json.Unmarshal(raw, &gotBody)
		w.WriteHeader(status)
	}))
	defer srv.Close()
	p := newPoster(Config{PixelID: "123", Token: "secret token", Base: srv.URL})
	cases := []struct {
		status    int
		ok, final bool
	}{
		{200, true, false}, {400, false, true}, {403, false, true}, {429, false, false}, {500, false, false},
	}
	for _, c := range cases {
		status = c.status
		err := p.post(context.Background(), `{"event_name":"Lead","event_id":"lead-1"}`)
		if (err == nil) != c.ok || (err != nil && isPermanent(err) != c.final) {
			t.Errorf("HTTP %d: error %v, permanent %v", c.status, err, err != nil && isPermanent(err))
		}
	}
	if gotPath != "/"+Version+"/123/events" || gotToken != "secret token" {
		t.Errorf("posted to %s with token %q", gotPath, gotToken)
	}
	if len(gotBody["data"]) != 1 || gotBody["data"][0]["event_id"] != "lead-1" {
		t.Errorf("the body is {data: [event]}, got %v", gotBody)
	}
	srv.Close()
	if err := p.post(context.Background(), `{}`); err == nil || isPermanent(err) {
		t.Errorf("a receiver that is down is retried: %v", err)
	} else if strings.Contains(err.Error(), "secret") {
		t.Errorf("the error shows the token: %v", err)
	}
}
