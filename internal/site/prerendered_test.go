package site

import (
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"io"
	"net/http"
	"strings"
	"testing"
	"testing/fstest"
)

const testManifest = `{
  "pages": [
    { "path": "/auth", "query": { "mode": "" }, "file": "prerendered/auth.html" },
    { "path": "/auth", "query": { "mode": "signup" }, "file": "prerendered/auth-signup.html" },
    { "path": "/auth/reset/:token", "query": {}, "file": "prerendered/auth-reset.html" },
    { "path": "/portal", "query": {}, "file": "prerendered/portal.html" }
  ],
  "notFound": { "file": "prerendered/404.html", "pathMarker": "/__marker__" },
  "appRoutes": ["/", "/auth", "/auth/reset/:token", "/portal", "/portal/orders", "/portal/orders/:id", "/admin"]
}`

func prerenderedSite(t *testing.T) *staticSite {
	t.Helper()
	site, err := newStaticSite(fstest.MapFS{
		"index.html":                   {Data: []byte("<html>app shell</html>")},
		"prerendered.json":             {Data: []byte(testManifest)},
		"prerendered/auth.html":        {Data: []byte("<html>sign in</html>")},
		"prerendered/auth.html.br":     {Data: []byte("b")},
		"prerendered/auth-signup.html": {Data: []byte("<html>create account</html>")},
		"prerendered/auth-reset.html":  {Data: []byte("<html>new password</html>")},
		"prerendered/portal.html":      {Data: []byte(shellWithScript)},
		"prerendered/404.html":         {Data: []byte("<p>Nothing at <code>/__marker__</code>.</p>")},
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return site
}

func TestPrerenderedScreensServedByPathAndMode(t *testing.T) {
	site := prerenderedSite(t)
	scenarios := []struct {
		target, accept string
		status         int
		body, encoding string
	}{
		{"/auth", "", http.StatusOK, "<html>sign in</html>", ""},
		{"/auth", "br", http.StatusOK, "b", "br"},
		{"/auth/", "", http.StatusOK, "<html>sign in</html>", ""},
		{"/auth?from=email&utm_source=x", "", http.StatusOK, "<html>sign in</html>", ""},
		{"/auth?mode=", "", http.StatusOK, "<html>sign in</html>", ""},
		{"/auth?mode=signup", "", http.StatusOK, "<html>create account</html>", ""},
		// A mode nothing was rendered for gets the app shell, which renders it in the browser.
		{"/auth?mode=forgot", "", http.StatusOK, "<html>app shell</html>", ""},
		{"/portal/orders", "", http.StatusOK, "<html>app shell</html>", ""},
		// A ":token" segment matches any one segment, and only one.
		{"/auth/reset/0a1b2c", "", http.StatusOK, "<html>new password</html>", ""},
		{"/auth/reset/0a1b2c?mode=x", "", http.StatusOK, "<html>new password</html>", ""},
		{"/auth/reset/0a1b2c/more", "", http.StatusNotFound, "<p>Nothing at <code>/auth/reset/0a1b2c/more</code>.</p>", ""},
		{"/nope", "", http.StatusNotFound, "<p>Nothing at <code>/nope</code>.</p>", ""},
		{"/a&b/x'y", "", http.StatusNotFound, "<p>Nothing at <code>/a&amp;b/x&#39;y</code>.</p>", ""},
		{"/caf%C3%A9", "", http.StatusNotFound, "<p>Nothing at <code>/caf%C3%A9</code>.</p>", ""},
		{"/a%3Cb%3E", "", http.StatusNotFound, "<p>Nothing at <code>/a%3Cb%3E</code>.</p>", ""},
		// The files themselves are not pages: the 404 page's file still holds its marker.
		{"/prerendered/auth.html", "", http.StatusNotFound, "<p>Nothing at <code>/prerendered/auth.html</code>.</p>", ""},
		{"/prerendered/404.html", "", http.StatusNotFound, "<p>Nothing at <code>/prerendered/404.html</code>.</p>", ""},
		{"/prerendered.json", "", http.StatusNotFound, "Not found.\n", ""},
	}
	for _, sc := range scenarios {
		rec := get(t, site, sc.target, sc.accept)
		if rec.Code != sc.status || rec.Body.String() != sc.body {
			t.Errorf("GET %s: got %d %q, want %d %q", sc.target, rec.Code, rec.Body.String(), sc.status, sc.body)
		}
		if got := rec.Header().Get("Content-Encoding"); got != sc.encoding {
			t.Errorf("GET %s: Content-Encoding %q, want %q", sc.target, got, sc.encoding)
		}
		if got := rec.Header().Get("Cache-Control"); got != "no-cache" {
			t.Errorf("GET %s: Cache-Control %q, want no-cache", sc.target, got)
		}
	}
}

func TestNotFoundPageIsCompressedForTheRequest(t *testing.T) {
	site := prerenderedSite(t)
	for _, target := range []string{"/first/missing", "/second"} {
		rec := get(t, site, target, "gzip, br")
		if rec.Code != http.StatusNotFound || rec.Header().Get("Content-Encoding") != "gzip" {
			t.Fatalf("GET %s: got %d, encoding %q", target, rec.Code, rec.Header().Get("Content-Encoding"))
		}
		zr, err := gzip.NewReader(rec.Body)
		if err != nil {
			t.Fatal(err)
		}
		body, err := io.ReadAll(zr)
		if err != nil {
			t.Fatal(err)
		}
		if want := "<p>Nothing at <code>" + target + "</code>.</p>"; string(body) != want {
			t.Errorf("GET %s: decompressed %q, want %q", target, body, want)
		}
		if ct := rec.Header().Get("Content-Type"); !strings.HasPrefix(ct, "text/html") {
			t.Errorf("GET %s: Content-Type %q", target, ct)
		}
	}
}

func TestBrokenPrerenderManifestFailsAtStart(t *testing.T) {
	cases := map[string]fstest.MapFS{
		"page file missing": {
			"prerendered.json": {Data: []byte(`{"pages":[{"path":"/auth","query":{},"file":"prerendered/auth.html"}]}`)},
		},
		"404 page without its marker": {
			"prerendered.json":     {Data: []byte(`{"pages":[],"notFound":{"file":"prerendered/404.html","pathMarker":"/__m__"}}`)},
			"prerendered/404.html": {Data: []byte("<p>no marker</p>")},
		},
		"not JSON": {"prerendered.json": {Data: []byte("{")}},
	}
	for name, fsys := range cases {
		if _, err := newStaticSite(fsys, nil); err == nil {
			t.Errorf("%s: newStaticSite accepted it", name)
		}
	}
}

const shellWithScript = "<html><head><script>send()</script><script type=\"module\" src=\"/x.js\"></script></head></html>"

// TestInlineScriptRunsByItsHashOnly: a prerendered shell's inline request script is let run by its digest, on that
// page alone; the policy still allows no other inline script.
func TestInlineScriptRunsByItsHashOnly(t *testing.T) {
	site := prerenderedSite(t)
	sum := sha256.Sum256([]byte("send()"))
	hash := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
	policy := site.screens.policy("prerendered/portal.html")
	if want := "script-src 'self' " + hash + ";"; !strings.Contains(policy, want) {
		t.Errorf("the shell's policy %q lacks %q", policy, want)
	}
	scripts, _, _ := strings.Cut(policy[strings.Index(policy, "script-src"):], ";")
	if scripts != "script-src 'self' "+hash {
		t.Errorf("the shell's policy %q lets more than its one script run", policy)
	}
	if got := site.screens.policy("prerendered/auth.html"); got != "" {
		t.Errorf("a page without an inline script got its own policy %q", got)
	}
}
