package site

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"testing"
	"testing/fstest"
)

func TestPickEncoding(t *testing.T) {
	all := &staticFile{variants: map[string][]byte{"": []byte("plain"), "br": []byte("b"), "gzip": []byte("g")}}
	gzipOnly := &staticFile{variants: map[string][]byte{"": []byte("plain"), "gzip": []byte("g")}}
	plain := &staticFile{variants: map[string][]byte{"": []byte("plain")}}

	scenarios := []struct {
		file   *staticFile
		accept string
		want   string
	}{
		{all, "br, gzip", "br"},
		{all, "gzip, deflate, br, zstd", "br"},
		{all, "gzip", "gzip"},
		{all, "", ""},
		{all, "identity", ""},
		{all, "BR", "br"},
		{all, "br;q=0, gzip", "gzip"},
		{all, "br; q=0, gzip;q=0", ""},
		{all, "br;q=0.0, gzip", "gzip"},
		{all, "br;q=0.000, gzip", "gzip"},
		{all, "br;q=0.5, gzip;q=1.0", "br"},
		{all, "br;q=0.01", "br"},
		{all, "gzip;q=0.8", "gzip"},
		{gzipOnly, "br, gzip", "gzip"},
		{gzipOnly, "br", ""},
		{plain, "br, gzip", ""},
	}
	for _, sc := range scenarios {
		name := "all"
		if sc.file == gzipOnly {
			name = "gzipOnly"
		} else if sc.file == plain {
			name = "plain"
		}
		if got := pickEncoding(sc.file, sc.accept); got != sc.want {
			t.Errorf("%s, Accept-Encoding %q: got %q, want %q", name, sc.accept, got, sc.want)
		}
	}
}

// TestIsAppRoute: the SPA owns exactly the paths of its route patterns (from the manifest, written from
// ui/src/app/paths.ts), a ":name" segment being any one non-empty segment; every other path is a 404.
func TestIsAppRoute(t *testing.T) {
	screens := &prerenderedScreens{appRoutes: []string{"/", "/auth", "/auth/reset/:token", "/auth/verify/:token",
		"/auth/email-change/:token", "/portal", "/portal/new-order", "/portal/orders/:id", "/portal/orders/:id/receipt",
		"/admin", "/admin/orders", "/admin/notifications/new"}}
	scenarios := map[string]bool{
		"/": true, "/auth": true, "/portal": true, "/portal/": true, "/portal/new-order": true,
		"/portal/orders/abc123": true, "/portal/orders/abc123/receipt": true, "/admin": true, "/admin/": true,
		"/admin/orders": true, "/admin/notifications/new": true, "/auth/reset/eyJh.eyJj.sig": true,
		"/auth/verify/abc.def": true, "/auth/email-change/a.b.c": true, "/auth/reset/": false, "/auth/reset/a/b": false,
		"/auth/resetx/a.b": false, "/nope": false, "/authx": false, "/auth/extra": false, "/portalx": false,
		"/administrator": false, "/index.html": false, "/assets": false, "/portal/nope": false,
		"/portal/orders/abc/nope": false, "/admin/nope": false, "/admin/orders/abc/extra": false,
	}
	for p, want := range scenarios {
		if got := screens.isAppRoute(p); got != want {
			t.Errorf("isAppRoute(%q) = %v, want %v", p, got, want)
		}
	}
	var none *prerenderedScreens // a build that was not prerendered: the SPA decides
	if !none.isAppRoute("/portal/nope") || none.routeMatches("/missing.js") {
		t.Error("without a manifest every extensionless path is the app's and no file path is")
	}
}

func TestCacheControl(t *testing.T) {
	scenarios := map[string]string{
		"assets/index-DzoDHA5R.js":  "public, max-age=31536000, immutable",
		"assets/index-CZPo38HR.css": "public, max-age=31536000, immutable",
		"index.html":                "no-cache",
		"landing/index.html":        "no-cache",
		"favicon.svg":               "public, max-age=3600",
		"robots.txt":                "public, max-age=3600",
	}
	for p, want := range scenarios {
		if got := cacheControl(p); got != want {
			t.Errorf("cacheControl(%q) = %q, want %q", p, got, want)
		}
	}
}

func TestNewStaticSite(t *testing.T) {
	big := bytes.Repeat([]byte("console.log('launchdesk');\n"), 40)
	fsys := fstest.MapFS{
		"index.html":            {Data: []byte("<!doctype html><div id=root></div>")},
		"index.html.br":         {Data: []byte("b")},
		"index.html.gz":         {Data: []byte("g")},
		"assets/app-1a2b.js":    {Data: big},
		"assets/app-1a2b.js.br": {Data: []byte("smaller")},
		"assets/app-1a2b.js.gz": {Data: append(big, big...)}, // "compressed" but larger: must be dropped
		"assets/orphan.js.br":   {Data: []byte("no original")},
		"site.webmanifest":      {Data: []byte("{}")},
		"hero.avif":             {Data: []byte("avif")},
		"data.unknownext":       {Data: []byte("?")},
		".gitkeep":              {Data: nil},
	}
	site, err := newStaticSite(fsys, nil)
	if err != nil {
		t.Fatal(err)
	}

	wantFiles := []string{"index.html", "assets/app-1a2b.js", "site.webmanifest", "hero.avif", "data.unknownext"}
	if len(site.files) != len(wantFiles) {
		t.Errorf("indexed %d files, want %d: %v", len(site.files), len(wantFiles), keys(site.files))
	}
	for _, p := range wantFiles {
		if site.files[p] == nil {
			t.Errorf("%s not indexed", p)
		}
	}

	variants := map[string][]string{"index.html": {"", "br", "gzip"}, "assets/app-1a2b.js": {"", "br"}, "hero.avif": {""}}
	for p, want := range variants {
		f := site.files[p]
		if f == nil {
			continue
		}
		if len(f.variants) != len(want) {
			t.Errorf("%s has variants %v, want %v", p, keys(f.variants), want)
		}
		for _, enc := range want {
			if _, ok := f.variants[enc]; !ok {
				t.Errorf("%s lacks the %q variant", p, enc)
			}
		}
	}
	if !bytes.Equal(site.files["assets/app-1a2b.js"].variants["br"], []byte("smaller")) {
		t.Error("the .br sibling was not paired with its original")
	}

	types := map[string]string{
		"index.html": "text/html; charset=utf-8", "assets/app-1a2b.js": "text/javascript; charset=utf-8",
		"site.webmanifest": "application/manifest+json", "hero.avif": "image/avif",
		"data.unknownext": "application/octet-stream",
	}
	for p, want := range types {
		if f := site.files[p]; f != nil && f.contentType != want {
			t.Errorf("%s content type = %q, want %q", p, f.contentType, want)
		}
	}

	again, _ := newStaticSite(fsys, nil)
	if e1, e2 := site.files["index.html"].etag, again.files["index.html"].etag; e1 != e2 || len(e1) < 3 || e1[0] != '"' {
		t.Errorf("ETag not stable and quoted: %s vs %s", e1, e2)
	}
}

func TestStaticServeStatus(t *testing.T) {
	site, err := newStaticSite(fstest.MapFS{"index.html": {Data: []byte("<html>shell</html>")}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	shell := site.files["index.html"]
	scenarios := []struct {
		method   string
		status   int
		wantBody string
	}{
		{http.MethodGet, http.StatusOK, "<html>shell</html>"},
		{http.MethodGet, http.StatusNotFound, "<html>shell</html>"},
		{http.MethodHead, http.StatusNotFound, ""},
		{http.MethodHead, http.StatusOK, ""},
	}
	for _, sc := range scenarios {
		rec := httptest.NewRecorder()
		site.serve(rec, httptest.NewRequest(sc.method, "/nope", nil), "index.html", shell, sc.status)
		if rec.Code != sc.status || rec.Body.String() != sc.wantBody {
			t.Errorf("%s with status %d: got %d %q", sc.method, sc.status, rec.Code, rec.Body.String())
		}
		if got := rec.Header().Get("Cache-Control"); got != "no-cache" {
			t.Errorf("%s %d: Cache-Control %q", sc.method, sc.status, got)
		}
	}
}

func keys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

// The e-mailed links end in a JWT, whose dots look like a file extension: they still get the app shell.
func TestTokenLinksGetTheShell(t *testing.T) {
	manifest := `{"pages":[],"appRoutes":["/auth/reset/:token","/auth/verify/:token","/auth/email-change/:token"]}`
	site, err := newStaticSite(fstest.MapFS{
		"index.html":       {Data: []byte("<html>shell</html>")},
		"prerendered.json": {Data: []byte(manifest)},
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	scenarios := map[string]int{
		"/auth/reset/eyJh.eyJj.c2ln":       http.StatusOK,
		"/auth/verify/eyJh.eyJj.c2ln":      http.StatusOK,
		"/auth/email-change/eyJh.eyJj.c2l": http.StatusOK,
		"/auth/other/eyJh.eyJj.c2ln":       http.StatusNotFound,
		"/missing.js":                      http.StatusNotFound,
	}
	for target, want := range scenarios {
		rec := get(t, site, target, "")
		if rec.Code != want {
			t.Errorf("GET %s: status %d, want %d", target, rec.Code, want)
		}
		if want == http.StatusOK && rec.Body.String() != "<html>shell</html>" {
			t.Errorf("GET %s: body %q, want the shell", target, rec.Body.String())
		}
	}
}
