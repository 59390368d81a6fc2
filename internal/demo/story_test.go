package demo

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/accounts"
	"launchdesk/internal/contract"
	"launchdesk/internal/testapp"
)

// The default demo (`demo seed` without --orders) shows every feature in a believable state.

var hooksDir = filepath.Join(testapp.RepoRoot(), "pb_hooks")

func seedStory(t *testing.T) core.App {
	t.Helper()
	app := testapp.New(t, accounts.Register)
	res, err := seedDemo(app, seedOptions{story: true, hooksDir: hooksDir, now: seedNow, randomSeed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if res.orders != len(storyOrders) || res.launches == 0 || res.messages == 0 {
		t.Fatalf("result %+v", res)
	}
	return app
}

func TestDemoStoryHasLaunchesAtEveryStep(t *testing.T) {
	app := seedStory(t)
	lists, err := contract.Read(hooksDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, step := range lists.Steps.Steps {
		if n := count(t, app, "SELECT COUNT(*) FROM launches WHERE step = '"+step+"'"); n == 0 {
			t.Errorf("no launch at step %s", step)
		}
	}
	checks := map[string]string{
		"launches that are not the approved orders'": `SELECT COUNT(*) FROM orders o WHERE o.status != 'cancelled' AND (o.status = 'pending_approval') =
			EXISTS (SELECT 1 FROM launches l WHERE l."order" = o.id)`,
		"completed order not launched, or launched order not completed": `SELECT COUNT(*) FROM orders o JOIN launches l
			ON l."order" = o.id WHERE (o.status = 'completed') != (l.step = 'launched' AND l.launched_at != '')`,
		"launch whose order still shows the collaborator code after access was granted": `SELECT COUNT(*) FROM orders o
			JOIN launches l ON l."order" = o.id WHERE l.access = 'granted' AND o.collaborator_code != ''`,
		"intake items missing": `SELECT COUNT(*) FROM launches l WHERE (SELECT COUNT(*) FROM intake_items i
			WHERE i."order" = l."order") != 5`,
		"done item without who and when": `SELECT COUNT(*) FROM intake_items WHERE state != 'open' AND (done_by = '' OR done_at = '')`,
		"step row without its launch": `SELECT COUNT(*) FROM order_events e WHERE e.step != ''
			AND NOT EXISTS (SELECT 1 FROM launches l WHERE l."order" = e."order")`,
	}
	for what, query := range checks {
		if n := count(t, app, query); n != 0 {
			t.Errorf("%d × %s", n, what)
		}
	}
	wants := map[string]string{
		"an intake partly done, waiting on the client": `SELECT COUNT(*) FROM launches l WHERE l.step = 'intake'
			AND l.waits_on = 'client' AND NOT l.intake_complete AND EXISTS (SELECT 1 FROM intake_items i WHERE
			i."order" = l."order" AND i.state = 'done') AND EXISTS (SELECT 1 FROM intake_items i WHERE
			i."order" = l."order" AND i.state = 'open')`,
		"a Shopify access waiting on the client": `SELECT COUNT(*) FROM launches WHERE step = 'access' AND shopify
			AND access = 'request_sent' AND waits_on = 'client' AND store_domain LIKE '%.myshopify.com'`,
		"a clock running":                  `SELECT COUNT(*) FROM launches WHERE clock_running_since != '' AND launched_at = ''`,
		"a clock paused on the client":     `SELECT COUNT(*) FROM launches WHERE step = 'preview' AND clock_started != '' AND clock_running_since = ''`,
		"a launch due beyond the next 24h": `SELECT COUNT(*) FROM launches WHERE clock_running_since != '' AND launched_at = '' AND due_at > '` + dbTime(seedNow.Add(24*time.Hour)) + `'`,
		"orders waiting for approval":      `SELECT COUNT(*) FROM orders WHERE status = 'pending_approval'`,
		"a cancelled order with the studio's reason": `SELECT COUNT(*) FROM orders o JOIN order_events e ON e."order" = o.id
			AND e."to" = 'cancelled' AND e.note != '' WHERE o.status = 'cancelled'`,
		"internal notes": `SELECT COUNT(*) FROM messages WHERE internal`,
		"a client message the studio has not read": `SELECT COUNT(*) FROM messages m JOIN orders o ON o.id = m."order"
			WHERE m.author = o.client AND m.created > COALESCE((SELECT r.last_read FROM message_reads r JOIN users a
			ON a.id = r.user AND a.role = 'admin' WHERE r."order" = m."order"), '')`,
	}
	for what, query := range wants {
		if n := count(t, app, query); n == 0 {
			t.Errorf("the demo has no %s", what)
		}
	}
	if n := count(t, app, `SELECT COUNT(DISTINCT "order") FROM messages`); n < 4 {
		t.Errorf("messages on %d orders, want threads on at least 4", n)
	}
	for _, collection := range []string{"orders", "notifications", "order_events", "launches", "intake_items",
		"messages", "message_reads", "mail_outbox"} {
		validateAll(t, app, collection)
	}
}

func TestDemoStoryKeepsThePromiseButOnce(t *testing.T) {
	app := seedStory(t)
	onTime := count(t, app, "SELECT COUNT(*) FROM launches WHERE launched_at != '' AND on_time")
	late := count(t, app, "SELECT COUNT(*) FROM launches WHERE launched_at != '' AND NOT on_time")
	recent := count(t, app, "SELECT COUNT(*) FROM launches WHERE launched_at >= '"+dbTime(seedNow.AddDate(0, 0, -30))+"'")
	if onTime < 4 || late != 1 || recent < 3 {
		t.Fatalf("%d launched on time and %d late, %d in the last 30 days: want some on time, one late", onTime, late, recent)
	}
	checkClocks(t, app)
}

var productsRe = regexp.MustCompile(`(\d+)( new| fabric)? products`)

func TestDemoStoryHasNoContradictions(t *testing.T) {
	app := seedStory(t)
	bad := map[string]string{
		"client with two phone numbers":      `SELECT COUNT(*) FROM (SELECT client FROM orders GROUP BY client HAVING COUNT(DISTINCT phone_number) > 1)`,
		"two orders with one title":          `SELECT COUNT(*) FROM (SELECT title FROM orders GROUP BY title HAVING COUNT(*) > 1)`,
		"approved order's unread alert":      `SELECT COUNT(*) FROM notifications n JOIN users a ON a.id = n.user AND a.role = 'admin' JOIN orders o ON o.id = n.related_order WHERE o.status != 'pending_approval' AND n.status = 'unread'`,
		"status change without e-mail":       `SELECT COUNT(*) FROM order_events e WHERE e."from" != '' AND e."to" NOT IN ('', 'cancelled') AND NOT EXISTS (SELECT 1 FROM mail_outbox m JOIN orders o ON o.id = m."order" JOIN users c ON c.id = o.client WHERE m."order" = e."order" AND m.kind = 'status_change' AND m.recipient = c.email AND m.subject = 'Order Update: ' || o.title AND m.created = e.created)`,
		"cancellation without its e-mail":    `SELECT COUNT(*) FROM order_events e WHERE e."to" = 'cancelled' AND NOT EXISTS (SELECT 1 FROM mail_outbox m JOIN orders o ON o.id = m."order" JOIN users c ON c.id = o.client WHERE m."order" = e."order" AND m.kind = 'order_cancelled' AND m.recipient = c.email AND m.subject = 'Order cancelled: ' || o.title AND m.text LIKE '%Reason: ' || e.note || '%' AND m.created = e.created)`,
		"order without its New-order e-mail": `SELECT COUNT(*) FROM orders o WHERE NOT EXISTS (SELECT 1 FROM mail_outbox m WHERE m."order" = o.id AND m.kind = 'new_order')`,
		"demo e-mail the worker would send":  `SELECT COUNT(*) FROM mail_outbox WHERE state != 'sent' OR sent_at = ''`,
		"order without the client's phone":   `SELECT COUNT(*) FROM orders WHERE phone_number = ''`,
		"launched without an approval":       `SELECT COUNT(*) FROM orders o WHERE o.status = 'completed' AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r."order" = o.id AND r.state IN ('approved', 'overridden') AND r.answered_at <= o.updated)`,
	}
	for what, query := range bad {
		if n := count(t, app, query); n != 0 {
			t.Errorf("%d × %s", n, what)
		}
	}
	checkProductCounts(t, app)
}

// checkProductCounts: no order asks for more products than the package imports.
func checkProductCounts(t *testing.T, app core.App) {
	t.Helper()
	rows := []struct {
		Description string `db:"description"`
	}{}
	if err := app.DB().NewQuery("SELECT description FROM orders").All(&rows); err != nil {
		t.Fatal(err)
	}
	for _, r := range rows {
		for _, m := range productsRe.FindAllStringSubmatch(r.Description, -1) {
			if n, _ := strconv.Atoi(m[1]); n > maxProducts {
				t.Errorf("an order asks for %d products, the package imports up to %d: %q", n, maxProducts, r.Description)
				return
			}
		}
	}
}

// checkClocks runs the hooks' own launch_clock.js and launch_steps.js over every seeded launch: who it waits on,
// whether its intake is complete, its due time and whether it launched on time are what they compute.
func checkClocks(t *testing.T, app core.App) {
	t.Helper()
	h, err := loadHookModules(hooksDir)
	if err != nil {
		t.Fatal(err)
	}
	launches, err := app.FindAllRecords("launches")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range launches {
		items, _ := app.FindAllRecords("intake_items")
		list := []map[string]any{}
		for _, i := range items {
			if i.GetString("order") == l.GetString("order") {
				list = append(list, map[string]any{"item": i.GetString("item"), "state": i.GetString("state")})
			}
		}
		complete, _ := h.call(h.steps, "intakeComplete", list)
		facts := map[string]any{"step": l.GetString("step"), "access": l.GetString("access"), "intakeComplete": complete,
			"clockStarted": l.GetString("clock_started") != ""}
		order, _ := app.FindRecordById("orders", l.GetString("order"))
		facts["held"] = order.GetString("status") == "pending_approval"
		facts["cancelled"] = order.GetString("status") == "cancelled"
		if p, err := app.FindFirstRecordByData("payments", "order", order.Id); err == nil {
			facts["paymentSettled"] = p.GetString("state") == "paid" || p.GetString("state") == "waived"
		}
		if r, err := app.FindFirstRecordByData("reviews", "order", order.Id); err == nil {
			facts["review"] = r.GetString("state")
		}
		out, _ := h.call(h.steps, "stance", facts)
		st := out.(map[string]any)
		stored := fmt.Sprint(l.GetString("waits_on"), l.GetString("next"), l.GetStringSlice("owes"), l.GetStringSlice("needs"))
		want := fmt.Sprint(st["waitsOn"], st["next"], st["owes"], st["needs"])
		if complete != l.GetBool("intake_complete") || stored != want {
			t.Errorf("launch of %s: intake complete %v, stance %s; the hooks say %v and %s", l.GetString("order"),
				l.GetBool("intake_complete"), stored, complete, want)
		}
		clock := map[string]any{"startedAt": msOrNil(l, "clock_started"), "runningSince": msOrNil(l, "clock_running_since"),
			"usedMs": l.GetInt("clock_used_ms")}
		state, _ := h.call(h.steps, "clockState", facts)
		if clock["startedAt"] == nil && state.(map[string]any)["startable"] == true && l.GetString("step") != "launched" {
			t.Errorf("launch of %s may start its clock but has not", l.GetString("order"))
		}
		if clock["runningSince"] != nil {
			due, _ := h.call(h.clock, "dueAt", clock, seedNow.UnixMilli())
			if at, _ := msAt(due); !at.Equal(l.GetDateTime("due_at").Time()) {
				t.Errorf("launch of %s is due %v, the clock says %v", l.GetString("order"), l.GetDateTime("due_at"), at)
			}
		}
		if l.GetString("launched_at") != "" {
			left := float64(2*24*time.Hour.Milliseconds() - int64(l.GetInt("clock_used_ms")))
			if (left >= 0) != l.GetBool("on_time") || clock["startedAt"] == nil {
				t.Errorf("launch of %s: %v ms left at launch, on time %v", l.GetString("order"), left, l.GetBool("on_time"))
			}
		}
	}
}

func msOrNil(r *core.Record, field string) any {
	d := r.GetDateTime(field)
	if d.IsZero() {
		return nil
	}
	return d.Time().UnixMilli()
}
