package site

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// staticFile is one servable file with its precompressed variants.
type staticFile struct {
	contentType string
	etag        string
	variants    map[string][]byte // "" (identity), "br", "gzip"
}

// staticSite serves the embedded build from memory.
type staticSite struct {
	files   map[string]*staticFile // keyed by path without leading slash
	screens *prerenderedScreens    // /auth and the 404 page rendered at build time; nil without them
	landing *landingFactsPage      // `/` with its facts from launches (landing_page.go); nil in builds without slots
	// landingFallback is `/` with the content file's facts, served if reading the facts fails
	landingFallback *staticFile
}

// newStaticSite indexes every file of fsys, pairing x with x.br and x.gz, and fills the build's fixed slots with
// slots (fixed_slots.go).
func newStaticSite(fsys fs.FS, slots map[string]string) (*staticSite, error) {
	site := &staticSite{files: map[string]*staticFile{}}
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasSuffix(p, ".br") || strings.HasSuffix(p, ".gz") || path.Base(p) == ".gitkeep" {
			return err
		}
		data, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(data)
		f := &staticFile{
			contentType: contentTypeOf(p),
			etag:        `"` + hex.EncodeToString(sum[:8]) + `"`,
			variants:    map[string][]byte{"": data},
		}
		for enc, ext := range map[string]string{"br": ".br", "gzip": ".gz"} {
			if c, err := fs.ReadFile(fsys, p+ext); err == nil && len(c) < len(data) {
				f.variants[enc] = c
			}
		}
		site.files[p] = f
		return nil
	})
	if err != nil {
		return nil, err
	}
	if err := fillFixedSlots(site.files, slots); err != nil {
		return nil, err
	}
	site.screens, err = loadPrerendered(fsys, site.files)
	return site, err
}

func contentTypeOf(p string) string {
	switch path.Ext(p) {
	case ".webmanifest":
		return "application/manifest+json"
	case ".avif":
		return "image/avif"
	}
	if t := mime.TypeByExtension(path.Ext(p)); t != "" {
		return t
	}
	return "application/octet-stream"
}

// cacheControl: Vite's hashed assets never change; HTML must be revalidated
// on every visit so a deploy is seen at once; other files may be cached briefly.
func cacheControl(p string) string {
	switch {
	case strings.HasPrefix(p, "assets/"):
		return "public, max-age=31536000, immutable"
	case strings.HasSuffix(p, ".html"):
		return "no-cache"
	default:
		return "public, max-age=3600"
	}
}

// pickEncoding chooses the smallest variant the client accepts.
func pickEncoding(f *staticFile, acceptEncoding string) string {
	for _, enc := range []string{"br", "gzip"} {
		if _, ok := f.variants[enc]; ok && acceptsEncoding(acceptEncoding, enc) {
			return enc
		}
	}
	return ""
}

// acceptsEncoding reports whether an Accept-Encoding header allows enc; only a
// q-value of zero (q=0, q=0.0, ...) refuses it (RFC 9110, section 12.5.3).
func acceptsEncoding(acceptEncoding, enc string) bool {
	for _, part := range strings.Split(acceptEncoding, ",") {
		name, params, _ := strings.Cut(part, ";")
		if !strings.EqualFold(strings.TrimSpace(name), enc) {
			continue
		}
		for _, param := range strings.Split(params, ";") {
			key, value, _ := strings.Cut(param, "=")
			if strings.EqualFold(strings.TrimSpace(key), "q") {
				q, err := strconv.ParseFloat(strings.TrimSpace(value), 64)
				return err == nil && q > 0
			}
		}
		return true
	}
	return false
}

// serve writes f with the given status, honouring conditional requests.
func (s *staticSite) serve(w http.ResponseWriter, r *http.Request, p string, f *staticFile, status int) {
	h := w.Header()
	enc := pickEncoding(f, r.Header.Get("Accept-Encoding"))
	body := f.variants[enc]
	if len(f.variants) > 1 {
		h.Add("Vary", "Accept-Encoding")
	}
	h.Set("Content-Type", f.contentType)
	h.Set("Cache-Control", cacheControl(p))
	if enc != "" {
		h.Set("Content-Encoding", enc)
		h.Set("ETag", strings.TrimSuffix(f.etag, `"`)+"-"+enc+`"`)
	} else {
		h.Set("ETag", f.etag)
	}
	if status == http.StatusOK {
		http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(body))
		return
	}
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		_, _ = w.Write(body)
	}
}

// landingPage is `/` prerendered at build time (scripts/prerender.mjs): it loads only the landing
// page's own small bundle. Builds without it serve the app shell at `/`, which renders the same page.
const landingPage = "landing.html"

// handle serves a file, the prerendered landing page at `/` and screens (prerendered.go), the SPA shell
// for app routes, or the 404 page.
func (s *staticSite) handle(e *core.RequestEvent) error {
	p := strings.TrimPrefix(path.Clean("/"+e.Request.PathValue(apis.StaticWildcardParam)), "/")
	if p == "api" || strings.HasPrefix(p, "api/") {
		return e.NotFoundError("The requested resource wasn't found.", nil)
	}
	if f, ok := s.files[p]; ok && p != "index.html" && !isPrerenderedFile(p) {
		s.serve(e.Response, e.Request, p, f, http.StatusOK)
		return nil
	}
	if s.landing != nil && p == "" {
		page, err := s.landing.file(time.Now())
		if err != nil {
			e.App.Logger().Error("Reading the landing page's facts failed; serving the content file's", "error", err)
			page = s.landingFallback
		}
		s.serve(e.Response, e.Request, landingPage, page, http.StatusOK)
		return nil
	}
	if page, ok := s.files[landingPage]; ok && p == "" {
		s.serve(e.Response, e.Request, landingPage, page, http.StatusOK)
		return nil
	}
	if file := s.screens.page("/"+p, e.Request.URL.Query()); file != "" {
		if policy := s.screens.policy(file); policy != "" {
			e.Response.Header().Set("Content-Security-Policy", policy)
		}
		s.serve(e.Response, e.Request, file, s.files[file], http.StatusOK)
		return nil
	}
	shell, ok := s.files["index.html"]
	if !ok || (path.Ext(p) != "" && !strings.HasSuffix(p, ".html") && !s.screens.routeMatches("/"+p)) {
		e.Response.Header().Set("Cache-Control", "no-cache")
		return e.String(http.StatusNotFound, "Not found.\n")
	}
	if s.screens.isAppRoute("/" + p) {
		s.serve(e.Response, e.Request, "index.html", shell, http.StatusOK)
	} else if s.screens != nil && s.screens.notFoundBefore != nil {
		s.screens.serveNotFound(e.Response, e.Request)
	} else {
		s.serve(e.Response, e.Request, "index.html", shell, http.StatusNotFound)
	}
	return nil
}

// registerStaticRoute serves public (the React build) as the lowest-priority
// catch-all, after every API route and JS router route.
func registerStaticRoute(app core.App, public fs.FS, slots map[string]string) {
	app.OnServe().Bind(&hook.Handler[*core.ServeEvent]{
		Func: func(se *core.ServeEvent) error {
			site, err := newStaticSite(public, slots)
			if err != nil {
				return err
			}
			if err := site.withLandingFacts(se.App); err != nil {
				return err
			}
			se.Router.GET("/{path...}", site.handle)
			return se.Next()
		},
		Priority: 999,
	})
}
