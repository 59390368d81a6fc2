package site

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"io/fs"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"sync"
)

// prerenderManifest is the file under which scripts/prerender.mjs lists the screens it rendered to HTML
// (ui/src/app/prerendered-pages.ts): which request gets which file, and the 404 page.
const prerenderManifest = "prerendered.json"

// prerenderedDir holds the rendered screens; they are served only through the manifest's rules.
const prerenderedDir = "prerendered/"

// prerenderedPage is one screen: served for path when every listed query parameter has the listed
// value ("" meaning absent or empty); other parameters are ignored. A path segment written ":name"
// (e.g. /auth/reset/:token) matches any one non-empty segment, so a screen whose markup does not show
// that segment (a token read only by its effects) can be prerendered once for every value.
type prerenderedPage struct {
	Path  string            `json:"path"`
	Query map[string]string `json:"query"`
	File  string            `json:"file"`
}

// prerenderedScreens is the parsed manifest, with the 404 page split around the requested path.
type prerenderedScreens struct {
	pages          []prerenderedPage
	policies       map[string]string // a page with inline scripts → the policy that lets exactly those run
	notFoundBefore []byte            // the 404 page up to where the requested path is shown
	notFoundAfter  []byte
	// appRoutes are the patterns of every screen of the app (ui/src/app/paths.ts, written by prerender.mjs):
	// the SPA owns a path that matches one of them, and no other.
	appRoutes []string
}

// isAppRoute reports whether the SPA owns urlPath (with its leading slash, a trailing slash ignored): one of the
// app's route patterns matches it. Without a manifest (a build that was not prerendered) every path is the app's.
func (s *prerenderedScreens) isAppRoute(urlPath string) bool {
	if s == nil || len(s.appRoutes) == 0 {
		return true
	}
	return s.routeMatches(urlPath)
}

// routeMatches reports whether one of the app's route patterns matches urlPath (false without a manifest): a
// path with a dot in it (an e-mailed token, /auth/reset/<jwt>) is the app's only then.
func (s *prerenderedScreens) routeMatches(urlPath string) bool {
	if s == nil {
		return false
	}
	if urlPath != "/" {
		urlPath = strings.TrimSuffix(urlPath, "/")
	}
	for _, pattern := range s.appRoutes {
		if pathMatches(pattern, urlPath) {
			return true
		}
	}
	return false
}

// loadPrerendered reads the manifest from fsys; a build without one has no prerendered screens (nil).
func loadPrerendered(fsys fs.FS, files map[string]*staticFile) (*prerenderedScreens, error) {
	data, err := fs.ReadFile(fsys, prerenderManifest)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var manifest struct {
		Pages    []prerenderedPage `json:"pages"`
		NotFound *struct {
			File       string `json:"file"`
			PathMarker string `json:"pathMarker"`
		} `json:"notFound"`
		AppRoutes []string `json:"appRoutes"`
	}
	if err := json.Unmarshal(data, &manifest); err != nil {
		return nil, fmt.Errorf("%s: %w", prerenderManifest, err)
	}
	screens := &prerenderedScreens{pages: manifest.Pages, policies: map[string]string{}, appRoutes: manifest.AppRoutes}
	for _, p := range manifest.Pages {
		if files[p.File] == nil {
			return nil, fmt.Errorf("%s names %s, which the build does not have", prerenderManifest, p.File)
		}
		if hashes := inlineScriptHashes(files[p.File].variants[""]); len(hashes) > 0 {
			screens.policies[p.File] = policyWithScripts(hashes)
		}
	}
	if nf := manifest.NotFound; nf != nil {
		f := files[nf.File]
		if f == nil || nf.PathMarker == "" || bytes.Count(f.variants[""], []byte(nf.PathMarker)) != 1 {
			return nil, fmt.Errorf("%s: the 404 page %s must show its path marker once", prerenderManifest, nf.File)
		}
		screens.notFoundBefore, screens.notFoundAfter, _ = bytes.Cut(f.variants[""], []byte(nf.PathMarker))
	}
	return screens, nil
}

// inlineScript is a <script> element without attributes: the /portal and /admin shells' request script.
var inlineScript = regexp.MustCompile(`(?s)<script>(.*?)</script>`)

// inlineScriptHashes returns the CSP source of each inline script of html ('sha256-' and the digest in base64).
func inlineScriptHashes(html []byte) []string {
	var hashes []string
	for _, m := range inlineScript.FindAllSubmatch(html, -1) {
		sum := sha256.Sum256(m[1])
		hashes = append(hashes, "'sha256-"+base64.StdEncoding.EncodeToString(sum[:])+"'")
	}
	return hashes
}

// policy returns the security policy a prerendered file is served with when it has inline scripts, or "".
func (s *prerenderedScreens) policy(file string) string {
	if s == nil {
		return ""
	}
	return s.policies[file]
}

// page returns the file prerendered for urlPath (with its leading slash) and query, or "".
func (s *prerenderedScreens) page(urlPath string, query url.Values) string {
	if s == nil {
		return ""
	}
	for _, p := range s.pages {
		if !pathMatches(p.Path, urlPath) {
			continue
		}
		matches := true
		for key, want := range p.Query {
			if query.Get(key) != want {
				matches = false
				break
			}
		}
		if matches {
			return p.File
		}
	}
	return ""
}

// pathMatches reports whether urlPath is pattern, segment by segment, a ":name" segment matching any
// one non-empty segment.
func pathMatches(pattern, urlPath string) bool {
	if pattern == urlPath {
		return true
	}
	if !strings.Contains(pattern, "/:") {
		return false
	}
	want, got := strings.Split(pattern, "/"), strings.Split(urlPath, "/")
	if len(want) != len(got) {
		return false
	}
	for i, w := range want {
		if strings.HasPrefix(w, ":") {
			if got[i] == "" {
				return false
			}
		} else if w != got[i] {
			return false
		}
	}
	return true
}

// gzipWriters are reused: the 404 page is compressed per request, since it shows the requested path.
var gzipWriters = sync.Pool{New: func() any {
	w, _ := gzip.NewWriterLevel(nil, gzip.BestSpeed)
	return w
}}

// serveNotFound writes the 404 page showing the path the browser asked for (as location.pathname reads
// it, so hydration matches), HTML-escaped.
func (s *prerenderedScreens) serveNotFound(w http.ResponseWriter, r *http.Request) {
	var body bytes.Buffer
	body.Grow(len(s.notFoundBefore) + len(s.notFoundAfter) + 256)
	body.Write(s.notFoundBefore)
	body.WriteString(html.EscapeString(r.URL.EscapedPath()))
	body.Write(s.notFoundAfter)

	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-cache")
	h.Add("Vary", "Accept-Encoding")
	if !acceptsEncoding(r.Header.Get("Accept-Encoding"), "gzip") {
		w.WriteHeader(http.StatusNotFound)
		if r.Method != http.MethodHead {
			_, _ = w.Write(body.Bytes())
		}
		return
	}
	var compressed bytes.Buffer
	gz := gzipWriters.Get().(*gzip.Writer)
	gz.Reset(&compressed)
	_, _ = gz.Write(body.Bytes())
	_ = gz.Close()
	gzipWriters.Put(gz)
	h.Set("Content-Encoding", "gzip")
	w.WriteHeader(http.StatusNotFound)
	if r.Method != http.MethodHead {
		_, _ = w.Write(compressed.Bytes())
	}
}

// isPrerenderedFile reports whether p (no leading slash) is part of the prerendered screens, which are
// served at their routes only (the 404 page's file still holds its marker).
func isPrerenderedFile(p string) bool {
	return p == prerenderManifest || strings.HasPrefix(p, prerenderedDir)
}
