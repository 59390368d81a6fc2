package site

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
)

// get runs site.handle for one request the way the router would, and returns the recorded response.
func get(t *testing.T, site *staticSite, target, acceptEncoding string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, target, nil)
	req.SetPathValue(apis.StaticWildcardParam, strings.TrimPrefix(strings.SplitN(target, "?", 2)[0], "/"))
	if acceptEncoding != "" {
		req.Header.Set("Accept-Encoding", acceptEncoding)
	}
	rec := httptest.NewRecorder()
	e := &core.RequestEvent{}
	e.Request = req
	e.Response = rec
	if err := site.handle(e); err != nil {
		t.Fatalf("GET %s: handle returned %v", target, err)
	}
	return rec
}

func TestLandingPageServedAtRoot(t *testing.T) {
	const shell = "<html>app shell</html>"
	const landing = "<html>prerendered landing</html>"
	site, err := newStaticSite(fstest.MapFS{
		"index.html":       {Data: []byte(shell)},
		"landing.html":     {Data: []byte(landing)},
		"landing.html.br":  {Data: []byte("br")},
		"prerendered.json": {Data: []byte(`{"pages":[],"appRoutes":["/","/auth","/portal/orders","/admin"]}`)},
	}, nil)
	if err != nil {
		t.Fatal(err)
	}

	scenarios := []struct {
		target, accept string
		status         int
		body, encoding string
	}{
		{"/", "", http.StatusOK, landing, ""},
		{"/?utm_source=ad", "", http.StatusOK, landing, ""},
		{"/", "br, gzip", http.StatusOK, "br", "br"},
		{"/auth", "", http.StatusOK, shell, ""},
		{"/portal/orders", "", http.StatusOK, shell, ""},
		{"/admin", "", http.StatusOK, shell, ""},
		{"/nope", "", http.StatusNotFound, shell, ""},
		{"/index.html", "", http.StatusNotFound, shell, ""},
	}
	for _, sc := range scenarios {
		rec := get(t, site, sc.target, sc.accept)
		if rec.Code != sc.status || rec.Body.String() != sc.body {
			t.Errorf("GET %s: got %d %q, want %d %q", sc.target, rec.Code, rec.Body.String(), sc.status, sc.body)
		}
		if got := rec.Header().Get("Content-Encoding"); got != sc.encoding {
			t.Errorf("GET %s (Accept-Encoding %q): Content-Encoding %q, want %q", sc.target, sc.accept, got, sc.encoding)
		}
		if got := rec.Header().Get("Cache-Control"); got != "no-cache" {
			t.Errorf("GET %s: Cache-Control %q, want no-cache (HTML is revalidated on every visit)", sc.target, got)
		}
		if ct := rec.Header().Get("Content-Type"); !strings.HasPrefix(ct, "text/html") {
			t.Errorf("GET %s: Content-Type %q", sc.target, ct)
		}
	}
}

func TestRootFallsBackToShellWithoutLandingPage(t *testing.T) {
	site, err := newStaticSite(fstest.MapFS{"index.html": {Data: []byte("<html>app shell</html>")}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	rec := get(t, site, "/", "")
	if rec.Code != http.StatusOK || rec.Body.String() != "<html>app shell</html>" {
		t.Errorf("GET / without landing.html: got %d %q, want the app shell with 200", rec.Code, rec.Body.String())
	}
}
