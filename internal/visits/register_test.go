package visits

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/config"
	"launchdesk/internal/testapp"
)

// row is visit_days as the test reads it.
type row struct {
	Day      string `db:"day"`
	Page     string `db:"page"`
	Source   string `db:"source"`
	Campaign string `db:"campaign"`
	Device   string `db:"device"`
	Views    int64  `db:"views"`
	Visitors int64  `db:"visitors"`
}

func readRows(t *testing.T, app core.App) []row {
	t.Helper()
	var rows []row
	err := app.DB().NewQuery("SELECT day, page, source, campaign, device, views, visitors FROM visit_days ORDER BY page, source").All(&rows)
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

func TestViewsAreWrittenInBatchesNotPerRequest(t *testing.T) {
	app := testapp.New(t, func(app core.App) {
		Register(app, config.Visits{On: true, FlushEvery: time.Hour}, time.UTC) // only the terminate flush
	})
	handler := testapp.Handler(t, app, func(se *core.ServeEvent) {
		se.Router.GET("/{path...}", func(e *core.RequestEvent) error { return e.String(http.StatusOK, "page") })
	})
	get := func(target, ua, ip string) {
		req := httptest.NewRequest(http.MethodGet, target, nil)
		req.Header.Set("User-Agent", ua)
		req.RemoteAddr = ip + ":1234"
		handler.ServeHTTP(httptest.NewRecorder(), req)
	}
	for i := 0; i < 100; i++ {
		get("/?utm_source=instagram&utm_campaign=drop&fbclid=abc", phone, "10.0.0.1")
	}
	get("/book", desk, "10.0.0.2")
	get("/book/", desk, "10.0.0.3")
	get("/", "Googlebot/2.1", "10.0.0.4") // a bot: not counted
	get("/", "", "10.0.0.5")              // no user agent: not counted
	get("/auth", desk, "10.0.0.6")        // not a counted page
	if rows := readRows(t, app); len(rows) != 0 {
		t.Fatalf("before a flush the database holds %+v; want nothing written per request", rows)
	}

	if err := app.OnTerminate().Trigger(&core.TerminateEvent{App: app}, func(*core.TerminateEvent) error { return nil }); err != nil {
		t.Fatal(err)
	}
	day := time.Now().UTC().Format(time.DateOnly)
	want := []row{
		{day, "/", "instagram", "drop", Mobile, 100, 1},
		{day, "/book", Direct, "", Desktop, 2, 2},
	}
	got := readRows(t, app)
	if len(got) != len(want) {
		t.Fatalf("got rows %+v, want %+v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("row %d: got %+v, want %+v", i, got[i], want[i])
		}
	}
}

func TestWriteAddsToTheDaysRow(t *testing.T) {
	app := testapp.New(t)
	k := Key{Day: "2026-11-28", Page: "/", Device: Desktop, Source: Source{Source: Direct}}
	for _, n := range []Counts{{Views: 3, Visitors: 2}, {Views: 4, Visitors: 1}} {
		if err := write(app, map[Key]Counts{k: n}); err != nil {
			t.Fatal(err)
		}
	}
	got := readRows(t, app)
	if len(got) != 1 || got[0].Views != 7 || got[0].Visitors != 3 {
		t.Errorf("two flushes of one key: got %+v, want one row with 7 views and 3 visitors", got)
	}
}
