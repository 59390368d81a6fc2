package portalapi

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/access"
	"launchdesk/internal/adminapi"
	"launchdesk/internal/contract"
)

// portalOrderCard is what My Orders and the portal dashboard show of an order: no description, contact details
// or collaborator code, so nothing a reader's enrich hooks would hide is ever read.
type portalOrderCard struct {
	adminapi.RecordHead
	Title       string  `json:"title"`
	CompanyName string  `json:"company_name"`
	Status      string  `json:"status"`
	Budget      float64 `json:"budget"`
	Timeline    string  `json:"timeline"`
	Priority    string  `json:"priority"`
	Created     string  `json:"created"`
	Updated     string  `json:"updated"`
}

// portalPages keeps rendered pages of clients' own order lists, apart from the admin pages so that many clients
// do not push the admin's pages out; every write to orders empties both (cache.go here, and internal/adminapi's).
var portalPages = adminapi.NewPageCache()

// parsePortalOrdersQuery reads page, perPage, sort, status and q as the admin list does; the client is always
// the signed-in user, so client and overdue are refused rather than ignored, and so is the admin's due sort.
func parsePortalOrdersQuery(get func(string) string, c contract.Contract) (adminapi.OrdersQuery, map[string]string) {
	q, bad := adminapi.ParseOrdersQuery(get, c)
	if get("client") != "" {
		bad["client"] = "This list always holds your own orders: leave client out."
	}
	if get("overdue") != "" {
		bad["overdue"] = "This list has no overdue filter."
	}
	if q.SortsByDue() {
		bad["sort"] = "Sort by created, updated, title, company_name or status."
	}
	return q, bad
}

// registerPortalOrdersRoute adds GET /api/launchdesk/portal/orders: one page of the orders of the signed-in user's
// brand, card fields only (every role of the brand sees its orders' titles and statuses: lib/teams.json), shaped
// like PocketBase's list response. PocketBase's list of the same records joins the users table for the
// orders rule's role check (`@request.auth.role` is not one of the auth fields it resolves without a join) and
// then sorts the page DISTINCT: twice the cost of the page itself. Here the owner is the WHERE clause.
func registerPortalOrdersRoute(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.GET("/api/launchdesk/portal/orders", func(e *core.RequestEvent) error {
			q, bad := parsePortalOrdersQuery(e.Request.URL.Query().Get, contract.Of(e.App))
			if len(bad) > 0 {
				return e.BadRequestError("Invalid orders query.", adminapi.FieldErrors(bad))
			}
			brand, err := seenBrand(e)
			if err != nil {
				return e.InternalServerError("Loading your orders failed.", err)
			}
			return listPortalOrders(e, q.ForBrand(brand))
		}).Bind(apis.RequireAuth("users"))
		se.Router.GET("/api/launchdesk/portal/orders/{id}", servePortalOrderCard).Bind(apis.RequireAuth("users"))
		return se.Next()
	})
}

// servePortalOrderCard answers GET /api/launchdesk/portal/orders/{id}: one order's card, for a member of its brand
// whose role sees its orders (a billing member, who reads no order record: docs/teams.md); 404 alike for an order of
// another brand and one that does not exist.
func servePortalOrderCard(e *core.RequestEvent) error {
	order, _ := e.App.FindRecordById("orders", e.Request.PathValue("id"))
	if !access.May(e.App, e.Auth, order, access.See) {
		return e.NotFoundError("Order not found.", nil)
	}
	cards, err := adminapi.ReadRecords[portalOrderCard](e.App, "orders",
		"SELECT id, title, company_name, status, budget, timeline, priority, created, updated FROM orders WHERE id = {:id}",
		dbx.Params{"id": order.Id})
	if err != nil || len(cards) != 1 {
		return e.InternalServerError("Loading the order failed.", err)
	}
	return e.JSON(200, cards[0])
}

// seenBrand is the brand whose orders the signed-in user sees: its membership's, when its role may see them, or an
// id no brand has (an account of no brand, the studio) so that the list is empty.
func seenBrand(e *core.RequestEvent) (string, error) {
	m, err := access.MembershipOf(e.App, e.Auth.Id)
	if err != nil || m == nil || !access.TeamsOf(e.App).Allows(m.GetString("role"), access.See) {
		return "-", err
	}
	return m.GetString("brand"), nil
}

func listPortalOrders(e *core.RequestEvent, q adminapi.OrdersQuery) error {
	key := "portal|" + q.CacheKey() // the key holds the brand's id
	return adminapi.ServeCached(e, portalPages, key, "Encoding your orders failed.", func() (any, error) {
		total, where, params, err := q.PageConditions(e.App)
		if err != nil {
			return nil, e.InternalServerError("Counting your orders failed.", err)
		}
		cards, err := adminapi.ReadRecords[portalOrderCard](e.App, "orders",
			"SELECT id, title, company_name, status, budget, timeline, priority, created, updated"+
				" FROM orders WHERE "+where+" ORDER BY "+q.OrderClause()+" LIMIT {:limit} OFFSET {:offset}", params)
		if err != nil {
			return nil, e.InternalServerError("Loading your orders failed.", err)
		}
		return adminapi.ListPage(q.Page(), q.PerPage(), total, cards), nil
	})
}
