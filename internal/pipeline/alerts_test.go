package pipeline

import (
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"launchdesk/internal/config"
)

// These tests drive the new-order alert window of pb_hooks/lib/order_alerts.js
// through app.Save, moving alert_at instead of waiting for a minute to pass.

func (f pipelineFixture) newOrder(t *testing.T, title string) *core.Record {
	t.Helper()
	orders, _ := f.app.FindCollectionByNameOrId("orders")
	order := core.NewRecord(orders)
	order.Load(map[string]any{"title": title, "description": "A store.", "company_name": "Noir", "client": f.client.Id})
	if err := f.app.Save(order); err != nil {
		t.Fatalf("saving %s: %v", title, err)
	}
	return order
}

func alertRows(t *testing.T, app core.App) []*core.Record {
	t.Helper()
	rows, err := app.FindRecordsByFilter("mail_outbox", "client != ''", "alert_at", 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

func TestAlertsWithinTheMinuteAreGroupedIntoOneLaterEmail(t *testing.T) {
	f := newPipelineFixture(t) // its order is alerted at once
	second, third := f.newOrder(t, "Second <b>store</b>"), f.newOrder(t, "Third store")

	rows := alertRows(t, f.app)
	if len(rows) != 2 || rows[0].GetString("kind") != "new_order" || rows[1].GetString("kind") != "new_orders" {
		t.Fatalf("want one alert and one group, got %d rows", len(rows))
	}
	group := rows[1]
	if got := group.GetStringSlice("orders"); len(got) != 2 || got[0] != second.Id || got[1] != third.Id {
		t.Fatalf("the group lists %v, want [%s %s]", got, second.Id, third.Id)
	}
	wait := group.GetDateTime("next_attempt").Time().Sub(rows[0].GetDateTime("alert_at").Time())
	if wait != time.Minute || !group.GetDateTime("alert_at").Equal(group.GetDateTime("next_attempt")) {
		t.Fatalf("the group goes out %v after the first alert, want 1m", wait)
	}
	html := group.GetString("html")
	if group.GetString("subject") != "New orders: 2 more orders from Ava" ||
		!strings.Contains(html, "/admin/orders/"+second.Id+`"`) || !strings.Contains(html, "/admin/orders/"+third.Id+`"`) ||
		!strings.Contains(html, "Second &lt;b&gt;store&lt;/b&gt;") || !strings.Contains(group.GetString("text"), "Third store") {
		t.Fatalf("the group e-mail: %q\n%s", group.GetString("subject"), html)
	}
	n, _ := f.app.CountRecords("notifications", dbx.HashExp{"user": f.admin.Id})
	if n != 3 {
		t.Fatalf("the admin has %d notifications, want one per order (3)", n)
	}
}

func TestTheAlertWindowIsTheSetting(t *testing.T) {
	f := newPipelineFixture(t)
	hooks := config.Defaults().Hooks
	hooks.OrderAlertWindowMs = 5000 // ORDER_ALERT_WINDOW_SECONDS=5
	config.BindHooks(f.app, hooks)
	f.newOrder(t, "Second store")
	rows := alertRows(t, f.app)
	if len(rows) != 2 {
		t.Fatalf("want one alert and one group, got %d rows", len(rows))
	}
	if wait := rows[1].GetDateTime("next_attempt").Time().Sub(rows[0].GetDateTime("alert_at").Time()); wait != 5*time.Second {
		t.Fatalf("the group goes out %v after the first alert, want 5s", wait)
	}
}

func TestAGroupTheWorkerClaimedIsNeverChangedAndAQuietMinuteAlertsAtOnce(t *testing.T) {
	f := newPipelineFixture(t)
	f.newOrder(t, "Second store")
	group := alertRows(t, f.app)[1]
	group.Set("state", "sending") // the worker has claimed it
	group.Set("attempts", 1)
	if err := f.app.Save(group); err != nil {
		t.Fatal(err)
	}

	f.newOrder(t, "Third store")
	rows := alertRows(t, f.app)
	if len(rows) != 3 || len(rows[1].GetStringSlice("orders")) != 1 || rows[2].GetString("kind") != "new_orders" {
		t.Fatalf("want a new group after the claimed one, got %d rows", len(rows))
	}
	if wait := rows[2].GetDateTime("alert_at").Time().Sub(rows[1].GetDateTime("alert_at").Time()); wait != time.Minute {
		t.Fatalf("the next group goes out %v after the claimed one, want 1m", wait)
	}

	// A minute later than every alert so far: the next order is alerted at once again.
	for _, row := range rows {
		row.Set("alert_at", row.GetDateTime("alert_at").Add(-5*time.Minute))
		row.Set("state", "sent")
		if err := f.app.Save(row); err != nil {
			t.Fatal(err)
		}
	}
	fourth := f.newOrder(t, "Fourth store")
	last := alertRows(t, f.app)[3]
	if last.GetString("kind") != "new_order" || last.GetString("order") != fourth.Id ||
		last.GetDateTime("next_attempt").Time().After(types.NowDateTime().Time()) {
		t.Fatalf("want an immediate alert for the fourth order, got %s due %s", last.GetString("kind"), last.GetString("next_attempt"))
	}
}
