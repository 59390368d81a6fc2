// Package visits counts the views of the landing page (`/`) and of `/book` as the binary serves them: by day, page,
// source (utm tags, an ad click id, the referring site or "direct") and device class, with the day's unique
// visitors, and no cookie, address or user agent stored (Counter). The counts are added up in memory and written in
// one transaction per flush (VISITS_FLUSH_SECONDS, and at shutdown), never once per request; VISITS=off turns it
// all off. docs/funnel.md#visits says what is counted and what is not kept.
package visits

import (
	"net/http"
	"net/url"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/config"
)

// Pages are the paths counted, as stored in visit_days.page.
var Pages = []string{"/", "/book"}

// Register counts the views of Pages from the moment the app serves, flushes them every cfg.FlushEvery and once
// more when the app terminates. Days are the studio's (loc). With cfg.On false it does nothing.
func Register(app core.App, cfg config.Visits, loc *time.Location) {
	if !cfg.On {
		return
	}
	counter := NewCounter(loc)
	stop := make(chan struct{})
	var running sync.WaitGroup

	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.BindFunc(func(e *core.RequestEvent) error {
			if page, ok := counted(e.Request); ok {
				ua := e.Request.UserAgent()
				if !IsBot(ua) {
					q, ref, own := e.Request.URL.Query(), e.Request.Referer(), []string{e.Request.Host, appHost(e.App)}
					counter.Add(time.Now(), page, e.RealIP(), ua, SourceOf(q, ref, own...), Internal(q, ref, own...))
				}
			}
			return e.Next()
		})
		running.Add(1)
		go func() {
			defer running.Done()
			ticker := time.NewTicker(cfg.FlushEvery)
			defer ticker.Stop()
			for {
				select {
				case <-stop:
					return
				case <-ticker.C:
					flush(se.App, counter)
				}
			}
		}()
		return se.Next()
	})

	app.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
		close(stop)
		running.Wait()
		flush(e.App, counter) // what was counted since the last tick
		return e.Next()
	})
}

// counted tells whether r is a view of one of Pages: a GET of the page itself, not a browser's prefetch.
func counted(r *http.Request) (string, bool) {
	if r.Method != http.MethodGet || r.Header.Get("Sec-Purpose") != "" || r.Header.Get("Purpose") == "prefetch" {
		return "", false
	}
	p := r.URL.Path
	if len(p) > 1 && p[len(p)-1] == '/' {
		p = p[:len(p)-1]
	}
	for _, page := range Pages {
		if p == page {
			return page, true
		}
	}
	return "", false
}

// appHost is the host of the app's public URL (APP_URL), also "our own" when the proxy rewrites Host.
func appHost(app core.App) string {
	u, err := url.Parse(app.Settings().Meta.AppURL)
	if err != nil {
		return ""
	}
	return u.Host
}

// flush writes what counter holds; counts that fail to be written go back for the next flush.
func flush(app core.App, counter *Counter) {
	counts := counter.Take()
	if err := write(app, counts); err != nil {
		counter.Return(counts)
		app.Logger().Error("visits: writing the counts failed; they are kept for the next flush", "error", err)
	}
}
