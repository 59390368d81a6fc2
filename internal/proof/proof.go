// Package proof serves the public proof of the studio's launches (docs/guarantee.md): /proof/{id}, one launch's dated
// facts from the records (brief received, payment, the client's approval of the preview, the launch, the time on the
// studio's side, on time or not), and /proof, how the landing page's on-time claim is computed and over which
// launches, with the launches anyone can check. Both are HTML written by the server (html/template: every value
// escaped, no script), read from the database on each request, so a withdrawn consent takes the page down at once.
//
// A launch has a page only while its testimonial is published and its client keeps the portfolio consent
// (show_store); {id} is the testimonial's. Nothing private is shown: no messages, files, codes, e-mail addresses or
// amounts, and the client's words only with their own consent (show_words).
package proof

import (
	"bytes"
	"net/http"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/launch"
)

// cacheControl lets a browser or proxy keep a page for a minute at most: a withdrawn consent is gone within it.
const cacheControl = "public, max-age=60"

// Register adds GET /proof and GET /proof/{id}, before the static site's catch-all.
func Register(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.GET("/proof", func(e *core.RequestEvent) error {
			now := time.Now()
			window, err := launch.OnTimeAt(e.App, now)
			if err != nil {
				return e.InternalServerError("", err)
			}
			list, err := checkable(e.App)
			if err != nil {
				return e.InternalServerError("", err)
			}
			return page(e, http.StatusOK, "index", indexView{Common: common(e.App), Window: window, Launches: list,
				Min: launch.ClaimMinLaunches, Days: launch.ClaimWindowDays})
		})
		se.Router.GET("/proof/{id}", func(e *core.RequestEvent) error {
			f, err := factsOf(e.App, e.Request.PathValue("id"))
			if err != nil {
				return page(e, http.StatusNotFound, "missing", common(e.App))
			}
			return page(e, http.StatusOK, "launch", launchView{Common: common(e.App), Facts: f})
		})
		return se.Next()
	})
}

// page writes the template named name with data as a whole HTML page answering status.
func page(e *core.RequestEvent, status int, name string, data any) error {
	var body bytes.Buffer
	if err := pages.ExecuteTemplate(&body, name, data); err != nil {
		return e.InternalServerError("", err)
	}
	h := e.Response.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	if status == http.StatusOK {
		h.Set("Cache-Control", cacheControl)
	} else {
		h.Set("Cache-Control", "no-cache")
	}
	e.Response.WriteHeader(status)
	_, err := e.Response.Write(body.Bytes())
	return err
}
