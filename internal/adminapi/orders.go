package adminapi

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/contract"
)

// adminOrdersQuery is the validated query of GET /api/launchdesk/admin/orders.
type adminOrdersQuery struct {
	page, perPage     int
	sortField         string
	sortDesc          bool
	status, client, q string
	brand             string // My Orders: the orders of the reader's brand (internal/portalapi)
	overdue           bool   // only orders whose launch is past its 2 days (launch_sql.go)
	unpaid            bool   // only orders whose payment is due or a mismatch (payments)
}

var recordIDPattern = regexp.MustCompile(`^[a-z0-9]{1,50}$`)

const maxAdminPerPage = 100

// parseAdminOrdersQuery reads page, perPage, sort, status (one of c's statuses, pb_hooks/lib/statuses.json), client
// and q, refusing what the table never sends.
func parseAdminOrdersQuery(get func(string) string, c contract.Contract) (adminOrdersQuery, map[string]string) {
	q := adminOrdersQuery{page: 1, perPage: 20, sortField: "created", sortDesc: true}
	bad := map[string]string{}
	q.page, q.perPage = parsePaging(get, bad)
	if v := get("sort"); v != "" {
		field := strings.TrimPrefix(v, "-")
		if _, ok := sortIndexes[field]; !ok && field != "due" {
			bad["sort"] = "Sort by created, updated, title, company_name, status or due."
		} else {
			q.sortField, q.sortDesc = field, strings.HasPrefix(v, "-")
		}
	}
	if v := get("status"); v != "" {
		if !slices.Contains(c.Statuses.Order, v) {
			bad["status"] = "The status must be " + contract.OneOf(c.Statuses.Order) + "."
		}
		q.status = v
	}
	if v := get("client"); v != "" {
		if !recordIDPattern.MatchString(v) {
			bad["client"] = "The client must be a record id."
		}
		q.client = v
	}
	q.overdue = parseSwitch(get, "overdue", bad)
	q.unpaid = parseSwitch(get, "unpaid", bad)
	q.q = parseSearch(get, c.Limit("search").Max, bad)
	return q, bad
}

// parseSearch reads the search text q, refusing one over most characters (pb_hooks/lib/limits.json search).
func parseSearch(get func(string) string, most int, bad map[string]string) string {
	q := strings.TrimSpace(get("q"))
	if utf8.RuneCountInString(q) > most {
		bad["q"] = fmt.Sprintf("The search text can be at most %d characters.", most)
	}
	return q
}

// registerAdminOrdersRoute adds GET /api/launchdesk/admin/orders: the admin orders table in one request,
// shaped like PocketBase's list response with the client expanded (see admin_orders_sql.go for why it
// does not use PocketBase's list).
func registerAdminOrdersRoute(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		adminGET(se, "/api/launchdesk/admin/orders", "Only admins can list every order.", func(e *core.RequestEvent) error {
			q, bad := parseAdminOrdersQuery(e.Request.URL.Query().Get, contract.Of(e.App))
			if len(bad) > 0 {
				return e.BadRequestError("Invalid orders query.", fieldErrors(bad))
			}
			return listAdminOrders(e, q)
		})
		return se.Next()
	})
}

// cacheKey is the normalized query: equal queries share one cached page.
func (q adminOrdersQuery) cacheKey() string {
	return fmt.Sprintf("orders|%d|%d|%s|%t|%s|%s|%s|%s|%t|%t", q.page, q.perPage, q.sortField, q.sortDesc, q.status,
		q.client, q.brand, q.q, q.overdue, q.unpaid)
}

func listAdminOrders(e *core.RequestEvent, q adminOrdersQuery) error {
	key := q.cacheKey()
	if q.overdue || q.sortField == "due" {
		// overdue orders and paused clocks' due times change with the clock, not only with writes: such a page is
		// kept for the second it was computed in
		key += "|" + strconv.FormatInt(time.Now().Unix(), 10)
	}
	return serveCached(e, adminPages, key, "Encoding the orders failed.", func() (any, error) {
		total, ids, err := q.totalAndPage(e.App)
		if err != nil {
			return nil, e.InternalServerError("Loading the orders failed.", err)
		}
		records, err := loadOrders(e.App, ids)
		if err != nil {
			return nil, e.InternalServerError("Loading the orders failed.", err)
		}
		if err := apis.EnrichRecords(e, records); err != nil { // the enrich hooks, and any ?expand= asked for
			return nil, e.InternalServerError("Loading the orders failed.", err)
		}
		if err := expandOrders(e, records); err != nil {
			return nil, e.InternalServerError("Loading the orders' clients failed.", err)
		}
		return listPage(q.page, q.perPage, total, records), nil
	})
}

// parseSwitch reads the on/off parameter name (true or 1; absent, false or 0), noting any other value in bad.
func parseSwitch(get func(string) string, name string, bad map[string]string) bool {
	switch get(name) {
	case "", "0", "false":
		return false
	case "1", "true":
		return true
	}
	bad[name] = name + " must be true or false."
	return false
}

// parsePaging reads page (from 1) and perPage (1 to 100, default 20), noting bad values in bad.
func parsePaging(get func(string) string, bad map[string]string) (page, perPage int) {
	page, perPage = 1, 20
	if v := get("page"); v != "" {
		if n, err := strconv.Atoi(v); err != nil || n < 1 {
			bad["page"] = "The page must be a whole number of at least 1."
		} else {
			page = n
		}
	}
	if v := get("perPage"); v != "" {
		if n, err := strconv.Atoi(v); err != nil || n < 1 || n > maxAdminPerPage {
			bad["perPage"] = "perPage must be a whole number from 1 to 100."
		} else {
			perPage = n
		}
	}
	return page, perPage
}
