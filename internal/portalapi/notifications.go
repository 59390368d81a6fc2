package portalapi

import (
	"strconv"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/access"
	"launchdesk/internal/adminapi"
)

// notificationRow is a notification as the Notifications page and the bell show it, with its order's title.
type notificationRow struct {
	adminapi.RecordHead
	Title        string `json:"title"`
	Message      string `json:"message"`
	Status       string `json:"status"`
	RelatedOrder string `json:"related_order"`
	Created      string `json:"created"`
	OrderTitle   string `json:"-"`
	Expand       any    `db:"-" json:"expand,omitempty"`
}

// notificationPages keeps rendered pages of users' own notifications until the next write to notifications or
// orders (a page shows its orders' titles).
var notificationPages = adminapi.NewPageCache()

// registerNotificationsRoute adds GET /api/launchdesk/notifications: one page of the signed-in user's own
// notifications, newest first, optionally only the unread or the read ones, with each related order's title and
// the user's counts (all, unread) read in the same request, so the page's header and its tabs cannot disagree.
// PocketBase's list of the same records joined users for the rule's role check and sorted DISTINCT, and its
// expand of related_order parsed and joined the orders rule (docs/decisions.md §11).
func registerNotificationsRoute(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.GET("/api/launchdesk/notifications", func(e *core.RequestEvent) error {
			get := e.Request.URL.Query().Get
			bad := map[string]string{}
			page, perPage := adminapi.ParsePaging(get, bad)
			status := get("status")
			if status != "" && status != "unread" && status != "read" {
				bad["status"] = "The status must be unread or read."
			}
			if len(bad) > 0 {
				return e.BadRequestError("Invalid notifications query.", adminapi.FieldErrors(bad))
			}
			return listNotifications(e, page, perPage, status)
		}).Bind(apis.RequireAuth("users"))
		return se.Next()
	})
}

func listNotifications(e *core.RequestEvent, page, perPage int, status string) error {
	user := e.Auth.Id
	key := "notifications|" + user + "|" + status + "|" + strconv.Itoa(page) + "|" + strconv.Itoa(perPage)
	return adminapi.ServeCached(e, notificationPages, key, "Encoding your notifications failed.", func() (any, error) {
		var counts struct {
			All    int `db:"all"`
			Unread int `db:"unread"`
		}
		err := e.App.DB().NewQuery("SELECT COUNT(*) AS `all`, COALESCE(SUM(status = 'unread'), 0) AS unread" +
			" FROM notifications WHERE user = {:user}").Bind(dbx.Params{"user": user}).One(&counts)
		if err != nil {
			return nil, e.InternalServerError("Counting your notifications failed.", err)
		}
		where := "n.user = {:user}"
		params := dbx.Params{"user": user, "limit": perPage, "offset": (page - 1) * perPage}
		total := counts.All
		if status != "" {
			where += " AND n.status = {:status}"
			params["status"] = status
			if total = counts.Unread; status == "read" {
				total = counts.All - counts.Unread
			}
		}
		rows, err := adminapi.ReadRecords[notificationRow](e.App, "notifications",
			"SELECT n.id, n.title, n.message, n.status, n.related_order, n.created,"+
				" COALESCE(o.title, '') AS order_title FROM notifications n"+
				" LEFT JOIN orders o ON o.id = n.related_order"+
				" WHERE "+where+" ORDER BY n.created DESC, n.rowid DESC LIMIT {:limit} OFFSET {:offset}", params)
		if err != nil {
			return nil, e.InternalServerError("Loading your notifications failed.", err)
		}
		readable, err := readableOrders(e, rows)
		if err != nil {
			return nil, e.InternalServerError("Loading your notifications failed.", err)
		}
		for i := range rows {
			if r := &rows[i]; r.OrderTitle != "" && readable[r.RelatedOrder] {
				r.Expand = map[string]any{"related_order": map[string]string{"id": r.RelatedOrder, "title": r.OrderTitle}}
			}
		}
		answer := adminapi.ListPage(page, perPage, total, rows)
		answer["counts"] = map[string]int{"all": counts.All, "unread": counts.Unread}
		return answer, nil
	})
}

// readableOrders tells which of the rows' related orders the reader may read (the orders rule, access.Narrow):
// only those show their title.
func readableOrders(e *core.RequestEvent, rows []notificationRow) (map[string]bool, error) {
	ids := []any{}
	for _, r := range rows {
		if r.RelatedOrder != "" {
			ids = append(ids, r.RelatedOrder)
		}
	}
	readable := map[string]bool{}
	if len(ids) == 0 {
		return readable, nil
	}
	info, err := e.RequestInfo()
	if err != nil {
		return nil, err
	}
	orders, err := e.App.FindCachedCollectionByNameOrId("orders")
	if err != nil {
		return nil, err
	}
	q := e.App.DB().Select("orders.id").From("orders").Where(dbx.In("orders.id", ids...))
	if err := access.Narrow(e.App, q, orders, info); err != nil {
		return nil, err
	}
	var found []string
	if err := q.Column(&found); err != nil {
		return nil, err
	}
	for _, id := range found {
		readable[id] = true
	}
	return readable, nil
}
