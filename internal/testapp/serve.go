package testapp

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
)

// Handler returns app's HTTP handler as `launchdesk serve` builds it (PocketBase's API, then every route and
// middleware the app's serve hooks add, the JS routerAdd routes included), without a listener, as PocketBase's own
// tests.ApiScenario does. Each bind function runs on the serve event after the app's own, so a test can add a
// middleware (a pause point between what a request reads and what it writes, for instance).
func Handler(t testing.TB, app core.App, bind ...func(se *core.ServeEvent)) http.Handler {
	t.Helper()
	router, err := apis.NewRouter(app)
	if err != nil {
		t.Fatal(err)
	}
	se := &core.ServeEvent{App: app, Router: router}
	var mux http.Handler
	err = app.OnServe().Trigger(se, func(e *core.ServeEvent) error {
		for _, b := range bind {
			b(e)
		}
		built, err := e.Router.BuildMux()
		mux = built
		return err
	})
	if err != nil {
		t.Fatalf("serve: %v", err)
	}
	return mux
}
