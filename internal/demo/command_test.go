package demo

import (
	"fmt"
	"launchdesk/internal/accounts"
	"launchdesk/internal/testapp"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

var seedNow = time.Date(2026, 6, 1, 12, 0, 0, 0, time.UTC)

func TestSeedDemo(t *testing.T) {
	scenarios := []struct {
		name            string
		clients, orders int
		wantUsers       int
		maxAge          time.Duration
	}{
		{"default small demo", 0, 6, 3, 21 * 24 * time.Hour},
		{"50 clients, 500 orders", 50, 500, 53, 365 * 24 * time.Hour},
	}
	for _, sc := range scenarios {
		t.Run(sc.name, func(t *testing.T) {
			app := testapp.New(t, accounts.Register)
			res, err := seedDemo(app, seedOptions{clients: sc.clients, orders: sc.orders, now: seedNow, hooksDir: hooksDir})
			if err != nil {
				t.Fatal(err)
			}
			if res.skipped || res.clients != sc.clients+2 || res.orders != sc.orders { // + the two demo clients
				t.Fatalf("result %+v", res)
			}
			counts := map[string]int{"users": sc.wantUsers, "orders": sc.orders, "notifications": res.notifications,
				"order_events": res.events}
			for table, want := range counts {
				if got := count(t, app, "SELECT COUNT(*) FROM "+table); got != want {
					t.Errorf("%s: %d rows, want %d", table, got, want)
				}
			}
			checkDemoLogins(t, app)
			checkSeedIntegrity(t, app, sc.maxAge)
			checkProductCounts(t, app)
			for _, collection := range []string{"users", "orders", "notifications", "order_events", "mail_outbox"} {
				validateAll(t, app, collection)
			}
		})
	}
}

// checkSeedIntegrity runs SQL that must find no bad row.
func checkSeedIntegrity(t *testing.T, app core.App, maxAge time.Duration) {
	t.Helper()
	oldest := dbTime(seedNow.Add(-maxAge))
	now := dbTime(seedNow)
	bad := map[string]string{
		"order whose client does not exist":       `SELECT COUNT(*) FROM orders WHERE client NOT IN (SELECT id FROM users)`,
		"order of a non-client":                   `SELECT COUNT(*) FROM orders o JOIN users u ON u.id = o.client WHERE u.role != 'client'`,
		"order with an unknown status":            `SELECT COUNT(*) FROM orders WHERE status NOT IN ('pending_approval','in_progress','completed')`,
		"order dated outside the span":            fmt.Sprintf(`SELECT COUNT(*) FROM orders WHERE created < '%s' OR created > '%s' OR updated < created OR updated > '%s'`, oldest, now, now),
		"user with an unknown role":               `SELECT COUNT(*) FROM users WHERE role NOT IN ('client','admin')`,
		"notification for another client's order": `SELECT COUNT(*) FROM notifications n JOIN orders o ON o.id = n.related_order JOIN users u ON u.id = n.user WHERE u.role = 'client' AND o.client != n.user`,
		"notification without its order":          `SELECT COUNT(*) FROM notifications WHERE related_order NOT IN (SELECT id FROM orders)`,
		"notification text not the pipeline's":    `SELECT COUNT(*) FROM notifications n JOIN orders o ON o.id = n.related_order WHERE n.user = o.client AND (n.title != 'Order Status Updated: ' || o.title OR n.message NOT IN ('Your order "' || o.title || '" status has been updated to: in progress.', 'Your order "' || o.title || '" status has been updated to: completed.'))`,
		"moved order without a notification":      `SELECT COUNT(*) FROM orders o WHERE o.status != 'pending_approval' AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.related_order = o.id)`,
		// the story: members join first, 2-day timelines, a history and a notification for every step
		"order placed before its client joined": `SELECT COUNT(*) FROM orders o JOIN users u ON u.id = o.client WHERE o.created < u.created`,
		"timeline other than 2 days":            `SELECT COUNT(*) FROM orders WHERE timeline != '2 days'`,
		"order whose history does not fit its status": `SELECT COUNT(*) FROM orders o WHERE (SELECT COUNT(*) FROM order_events e WHERE e."order" = o.id) !=
			CASE o.status WHEN 'pending_approval' THEN 1 WHEN 'in_progress' THEN 2 ELSE 3 END
			OR NOT EXISTS (SELECT 1 FROM order_events e WHERE e."order" = o.id AND e."from" = '' AND e."to" = 'pending_approval' AND e.created = o.created)
			OR NOT EXISTS (SELECT 1 FROM order_events e WHERE e."order" = o.id AND e."to" = o.status AND e.created = o.updated)`,
		"step out of order": `SELECT COUNT(*) FROM order_events a JOIN order_events b ON a."order" = b."order" AND a."to" = b."from" WHERE b.created <= a.created`,
		"launch more than 2 days after approval": `SELECT COUNT(*) FROM order_events a JOIN order_events b ON a."order" = b."order" AND a."to" = b."from"
			WHERE b."to" = 'completed' AND julianday(b.created) - julianday(a.created) > 2`,
		"change without its notification": `SELECT COUNT(*) FROM order_events e WHERE e."from" != '' AND NOT EXISTS (SELECT 1 FROM notifications n
			WHERE n.related_order = e."order" AND n.created = e.created AND n.message LIKE '%: ' || REPLACE(e."to", '_', ' ') || '.')`,
		// the provider's inbox: one "New order" alert per order, when it was placed, worded as the pipeline does
		"order without the provider's alert": `SELECT COUNT(*) FROM orders o WHERE NOT EXISTS (SELECT 1 FROM notifications n
			JOIN users a ON a.id = n.user AND a.role = 'admin' WHERE n.related_order = o.id AND n.created = o.created)`,
		"provider's alert not the pipeline's": `SELECT COUNT(*) FROM notifications n JOIN users a ON a.id = n.user AND a.role = 'admin'
			JOIN orders o ON o.id = n.related_order JOIN users c ON c.id = o.client
			WHERE n.title != 'New order: ' || o.title || ' from ' || o.company_name
			OR n.message != c.name || ' submitted the order "' || o.title || '" for ' || o.company_name
				|| CASE WHEN o.company_name LIKE '%.' THEN '' ELSE '.' END`,
		"title that names its brand (the alert would say it twice)": `SELECT COUNT(*) FROM orders WHERE instr(title, company_name) > 0`,
		"client with two brands":                                    `SELECT COUNT(*) FROM (SELECT client FROM orders GROUP BY client HAVING COUNT(DISTINCT company_name) > 1)`,
		"brand of two clients":                                      `SELECT COUNT(*) FROM (SELECT company_name FROM orders GROUP BY company_name HAVING COUNT(DISTINCT client) > 1)`,
		"two users with one name":                                   `SELECT COUNT(*) FROM (SELECT name FROM users GROUP BY name HAVING COUNT(*) > 1)`,
		// one client, one phone number and one line of goods; the studio has read the alert of every order it approved
		"client with two phone numbers": `SELECT COUNT(*) FROM (SELECT client FROM orders GROUP BY client HAVING COUNT(DISTINCT phone_number) > 1)`,
		"brand selling two things": `SELECT COUNT(*) FROM (SELECT client FROM orders GROUP BY client
			HAVING COUNT(DISTINCT substr(description, 1, instr(description, '.'))) > 1)`,
		"approved order's unread New-order alert": `SELECT COUNT(*) FROM notifications n JOIN users a ON a.id = n.user AND a.role = 'admin'
			JOIN orders o ON o.id = n.related_order WHERE o.status != 'pending_approval' AND n.status = 'unread'`,
		// the e-mails the pipeline sent: the studio's alert of each order, the client's e-mail of each change
		"status change without its e-mail": `SELECT COUNT(*) FROM order_events e WHERE e."from" != '' AND NOT EXISTS (SELECT 1
			FROM mail_outbox m WHERE m."order" = e."order" AND m.kind = 'status_change' AND m.created = e.created AND m.state = 'sent')`,
		"order without its New-order e-mail": `SELECT COUNT(*) FROM orders o WHERE NOT EXISTS (SELECT 1 FROM mail_outbox m
			WHERE m."order" = o.id AND m.kind = 'new_order' AND m.created = o.created)`,
		"a description used often": `SELECT COUNT(*) FROM (SELECT description FROM orders GROUP BY description HAVING COUNT(*) > 2)`,
	}
	for what, query := range bad {
		if n := count(t, app, query); n != 0 {
			t.Errorf("%d × %s", n, what)
		}
	}
}

func checkDemoLogins(t *testing.T, app core.App) {
	t.Helper()
	for _, l := range demoLogins {
		u, err := app.FindAuthRecordByEmail("users", l.email)
		if err != nil {
			t.Errorf("demo login %s missing: %v", l.email, err)
			continue
		}
		if u.GetString("role") != l.role || u.GetString("name") != l.name || !u.ValidatePassword(l.password) || !u.Verified() {
			t.Errorf("demo login %s: role=%q name=%q password ok=%v verified=%v", l.email, u.GetString("role"),
				u.GetString("name"), u.ValidatePassword(l.password), u.Verified())
		}
	}
}

// validateAll checks every row written by raw SQL against the collection's own field rules.
func validateAll(t *testing.T, app core.App, collection string) {
	t.Helper()
	records, err := app.FindAllRecords(collection)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range records {
		if err := app.Validate(r); err != nil {
			t.Errorf("%s %s is invalid: %v", collection, r.Id, err)
			return
		}
	}
}

func TestSeedDemoIfEmpty(t *testing.T) {
	app := testapp.New(t, accounts.Register)
	first, err := seedDemo(app, seedOptions{orders: 6, ifEmpty: true, now: seedNow, hooksDir: hooksDir})
	if err != nil || first.skipped || first.orders != 6 {
		t.Fatalf("first seed on an empty database: %+v, %v", first, err)
	}
	again, err := seedDemo(app, seedOptions{orders: 6, ifEmpty: true, now: seedNow, hooksDir: hooksDir})
	if err != nil || !again.skipped || again.orders != 0 {
		t.Fatalf("second --if-empty seed: %+v, %v", again, err)
	}
	if n := count(t, app, "SELECT COUNT(*) FROM orders"); n != 6 {
		t.Fatalf("%d orders after a skipped seed, want 6", n)
	}

	more, err := seedDemo(app, seedOptions{orders: 4, now: seedNow, hooksDir: hooksDir}) // without --if-empty: adds orders, no duplicate logins
	if err != nil || more.orders != 4 {
		t.Fatalf("seed without --if-empty: %+v, %v", more, err)
	}
	if users, orders := count(t, app, "SELECT COUNT(*) FROM users"), count(t, app, "SELECT COUNT(*) FROM orders"); users != 3 || orders != 10 {
		t.Fatalf("%d users and %d orders, want 3 and 10", users, orders)
	}
}

// --client-orders gives the first demo client that many of the orders (and its random share of the rest).
func TestSeedDemoClientOrders(t *testing.T) {
	app := testapp.New(t, accounts.Register)
	if _, err := seedDemo(app, seedOptions{clients: 3, orders: 40, clientOrders: 30, now: seedNow, hooksDir: hooksDir}); err != nil {
		t.Fatal(err)
	}
	mine := count(t, app, `SELECT COUNT(*) FROM orders o JOIN users u ON u.id = o.client
		WHERE u.email = 'ava@noir-atelier.example'`)
	if mine < 30 || mine > 40 {
		t.Fatalf("the first demo client has %d of 40 orders, want at least 30", mine)
	}
}

// --brand-size puts the generated clients in brands of 1 to that many people, one owner each, and each order in its
// placer's brand; the demo client with the long history has a brand of that many (the benches' member reads it).
func TestSeedDemoBrandSize(t *testing.T) {
	app := testapp.New(t, accounts.Register)
	if _, err := seedDemo(app, seedOptions{clients: 120, orders: 200, brandSize: 20, now: seedNow, hooksDir: hooksDir, randomSeed: 7}); err != nil {
		t.Fatal(err)
	}
	largest := count(t, app, "SELECT MAX(n) FROM (SELECT COUNT(*) AS n FROM memberships GROUP BY brand)")
	if largest != 20 {
		t.Fatalf("the largest brand has %d people, want 20", largest)
	}
	ava := count(t, app, "SELECT COUNT(*) FROM memberships WHERE brand = (SELECT m.brand FROM memberships m"+
		" JOIN users u ON u.id = m.user WHERE u.email = 'ava@noir-atelier.example')")
	if ava != 20 {
		t.Fatalf("the demo client's brand has %d people, want 20", ava)
	}
	if n := count(t, app, "SELECT COUNT(*) FROM (SELECT brand FROM memberships GROUP BY brand HAVING SUM(role = 'owner') != 1)"); n != 0 {
		t.Fatalf("%d brands without exactly one owner", n)
	}
	stray := count(t, app, `SELECT COUNT(*) FROM orders o JOIN memberships m ON m.user = o.client WHERE m.brand != o.brand`)
	if stray != 0 {
		t.Fatalf("%d orders not of their placer's brand", stray)
	}
}

func TestSeedDemoRefusesNegativeCounts(t *testing.T) {
	app := testapp.New(t, accounts.Register)
	for _, opts := range []seedOptions{{clients: -1}, {orders: -5}, {orders: 5, clientOrders: -1}, {orders: 5, clientOrders: 6}} {
		if _, err := seedDemo(app, opts); err == nil {
			t.Errorf("%+v: no error", opts)
		}
	}
	if n := count(t, app, "SELECT COUNT(*) FROM users"); n != 0 {
		t.Fatalf("a refused seed created %d users", n)
	}
}

func count(t *testing.T, app core.App, query string) int {
	t.Helper()
	var n int
	if err := app.DB().NewQuery(query).Row(&n); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return n
}
