// Package firstload answers a first screen's requests in one round trip. The /portal and /admin shells
// send their dashboard's requests (recorded at build time from ui/src/app/first-load/) as one POST, before
// the app's scripts have run; each is then served by the server's own handler with the caller's headers and
// address, as if it had been sent alone: the same API rules, hooks, query guard, body and rate limits, and the
// same answer. On a phone over HTTP/1.1 that is one round trip on the page's open connection instead of one
// new connection and round trip per request (docs/performance.md).
//
// Only reads are taken: GET requests under /api/ (not realtime, whose stream never ends, not files, which
// are not JSON, and not this route), and an auth collection's session refresh.
package firstload

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"path"
	"regexp"
	"strings"
	"sync"

	"github.com/pocketbase/pocketbase/core"
)

// Path is the route the shells post to.
const Path = "/api/launchdesk/first-load"

// MaxRequests is the most requests one first load may carry (the admin dashboard makes 6).
const MaxRequests = 10

// Request is one request of a first load: its method and its path with query, as the SDK would send it.
type Request struct {
	Method string `json:"method"`
	URL    string `json:"url"`
}

// Response is one request's answer: its status and body, as the server answered it alone.
type Response struct {
	Status int    `json:"status"`
	Body   string `json:"body"`
}

var sessionRefresh = regexp.MustCompile(`^/api/collections/[A-Za-z0-9_]+/auth-refresh$`)

// Check tells why a request may not be part of a first load, or returns nil when it may.
func Check(r Request) error {
	u, err := url.Parse(r.URL)
	if err != nil || u.Scheme != "" || u.Host != "" || u.User != nil || u.Fragment != "" || u.Opaque != "" {
		return fmt.Errorf("%q is not a path on this server", r.URL)
	}
	p := u.Path
	if !strings.HasPrefix(p, "/api/") || path.Clean(p) != p || u.RawPath != "" {
		return fmt.Errorf("%q is not a path under /api/", r.URL)
	}
	switch {
	case r.Method == http.MethodPost && sessionRefresh.MatchString(p):
		return nil
	case r.Method != http.MethodGet:
		return fmt.Errorf("%s is not a read: a first load takes GET requests and the session refresh", r.Method)
	case p == "/api/realtime" || strings.HasPrefix(p, "/api/realtime/"):
		return fmt.Errorf("realtime is not part of a first load")
	case strings.HasPrefix(p, "/api/files/"):
		return fmt.Errorf("files are not part of a first load")
	case p == Path:
		return fmt.Errorf("a first load cannot contain another")
	}
	return nil
}

// Register adds the route. Its requests go through the server's whole handler, the one PocketBase builds
// once every route and middleware is bound (after the rest of the serve hooks).
func Register(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		var (
			once    sync.Once
			handler http.Handler
		)
		router := se.Router
		server := se.Server
		resolve := func() (http.Handler, error) {
			var err error
			once.Do(func() {
				if server != nil && server.Handler != nil {
					handler = server.Handler
					return
				}
				handler, err = router.BuildMux() // test servers that never set the http.Server's handler
			})
			return handler, err
		}
		se.Router.POST(Path, func(e *core.RequestEvent) error {
			h, err := resolve()
			if err != nil {
				return e.InternalServerError("", err)
			}
			return serve(e, h)
		})
		return se.Next()
	})
}

func serve(e *core.RequestEvent, h http.Handler) error {
	var body struct {
		Requests []Request `json:"requests"`
	}
	if err := json.NewDecoder(e.Request.Body).Decode(&body); err != nil {
		return e.BadRequestError("The first load's body must be JSON: {\"requests\": [{\"method\", \"url\"}]}.", err)
	}
	if n := len(body.Requests); n == 0 || n > MaxRequests {
		return e.BadRequestError(fmt.Sprintf("A first load takes 1 to %d requests; this one has %d.", MaxRequests, n), nil)
	}
	for i, r := range body.Requests {
		if err := Check(r); err != nil {
			return e.BadRequestError(fmt.Sprintf("Request %d cannot be part of a first load: %v.", i+1, err), nil)
		}
	}
	responses := make([]Response, len(body.Requests))
	var wg sync.WaitGroup
	for i, r := range body.Requests {
		wg.Go(func() { responses[i] = run(e.Request, h, r) })
	}
	wg.Wait()
	return e.JSON(http.StatusOK, map[string][]Response{"responses": responses})
}

// run serves one request through h with the first load's headers, address and context.
func run(outer *http.Request, h http.Handler, r Request) Response {
	req, err := http.NewRequestWithContext(outer.Context(), r.Method, r.URL, http.NoBody)
	if err != nil {
		return Response{Status: http.StatusBadRequest, Body: `{"status":400,"message":"The request could not be made."}`}
	}
	req.Header = outer.Header.Clone()
	for _, name := range []string{"Content-Type", "Content-Length", "Accept-Encoding", "Transfer-Encoding"} {
		req.Header.Del(name)
	}
	req.Host = outer.Host
	req.RemoteAddr = outer.RemoteAddr
	req.RequestURI = r.URL
	req.Proto, req.ProtoMajor, req.ProtoMinor = outer.Proto, outer.ProtoMajor, outer.ProtoMinor
	req.TLS = outer.TLS
	rec := &recorder{header: http.Header{}}
	h.ServeHTTP(rec, req)
	if rec.status == 0 {
		rec.status = http.StatusOK
	}
	return Response{Status: rec.status, Body: rec.body.String()}
}

// recorder keeps what a handler writes.
type recorder struct {
	header http.Header
	status int
	body   bytes.Buffer
}

func (r *recorder) Header() http.Header { return r.header }

func (r *recorder) WriteHeader(status int) {
	if r.status == 0 {
		r.status = status
	}
}

func (r *recorder) Write(b []byte) (int, error) {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	return r.body.Write(b)
}
