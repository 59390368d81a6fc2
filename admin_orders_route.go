package main

import (
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
)

// adminOrdersQuery is the validated query of GET /api/launchdesk/admin/orders.
type adminOrdersQuery struct {
	page, perPage     int
	sortField         string
	sortDesc          bool
	status, client, q string
}

var (
	adminOrderSorts  = map[string]bool{"created": true, "updated": true, "title": true, "company_name": true, "status": true}
	adminOrderStates = map[string]bool{"pending_approval": true, "in_progress": true, "completed": true}
	recordIDPattern  = regexp.MustCompile(`^[a-z0-9]{1,50}$`)
)

const maxAdminPerPage = 100

// parseAdminOrdersQuery reads page, perPage, sort, status, client and q, refusing what the table never sends.
func parseAdminOrdersQuery(get func(string) string) (adminOrdersQuery, map[string]string) {
	q := adminOrdersQuery{page: 1, perPage: 20, sortField: "created", sortDesc: true}
	bad := map[string]string{}
	if v := get("page"); v != "" {
		if n, err := strconv.Atoi(v); err != nil || n < 1 {
			bad["page"] = "The page must be a whole number of at least 1."
		} else {
			q.page = n
		}
	}
	if v := get("perPage"); v != "" {
		if n, err := strconv.Atoi(v); err != nil || n < 1 || n > maxAdminPerPage {
			bad["perPage"] = "perPage must be a whole number from 1 to 100."
		} else {
			q.perPage = n
		}
	}
	if v := get("sort"); v != "" {
		field := strings.TrimPrefix(v, "-")
		if !adminOrderSorts[field] {
			bad["sort"] = "Sort by created, updated, title, company_name or status."
		} else {
			q.sortField, q.sortDesc = field, strings.HasPrefix(v, "-")
		}
	}
	if v := get("status"); v != "" {
		if !adminOrderStates[v] {
			bad["status"] = "The status must be pending_approval, in_progress or completed."
		}
		q.status = v
	}
	if v := get("client"); v != "" {
		if !recordIDPattern.MatchString(v) {
			bad["client"] = "The client must be a record id."
		}
		q.client = v
	}
	q.q = strings.TrimSpace(get("q"))
	if utf8.RuneCountInString(q.q) > 100 {
		bad["q"] = "The search text can be at most 100 characters."
	}
	return q, bad
}

// A search of 3 or more characters joins the trigram index by rowid, checking the order id too
// (a drifted rowid can only drop a match, never add a wrong one).
// trigramSearch reports whether q can use the trigram index (trigrams need 3 characters).
func (q adminOrdersQuery) trigramSearch() bool { return utf8.RuneCountInString(q.q) >= 3 }

// where builds the filter of the query (nil when there is none); shorter searches fall back to a LIKE scan.
func (q adminOrdersQuery) where() []dbx.Expression {
	parts := []dbx.Expression{}
	if q.status != "" {
		parts = append(parts, dbx.HashExp{"orders.status": q.status})
	}
	if q.client != "" {
		parts = append(parts, dbx.HashExp{"orders.client": q.client})
	}
	switch {
	case q.q == "":
	case q.trigramSearch():
		phrase := `"` + strings.ReplaceAll(q.q, `"`, `""`) + `"`
		parts = append(parts, dbx.NewExp("orders_search MATCH {:phrase}", dbx.Params{"phrase": phrase}))
	default:
		parts = append(parts, dbx.Or(dbx.Like("orders.title", q.q), dbx.Like("orders.company_name", q.q)))
	}
	return parts
}

// apply adds the search join (when needed) and the filter to a query on orders.
func (q adminOrdersQuery) apply(sq *dbx.SelectQuery) *dbx.SelectQuery {
	if q.q != "" && q.trigramSearch() {
		sq = sq.InnerJoin("orders_search s", dbx.NewExp("s.rowid = orders.rowid AND s.order_id = orders.id"))
	}
	if parts := q.where(); len(parts) > 0 {
		sq = sq.AndWhere(dbx.And(parts...))
	}
	return sq
}

// orderBy sorts by the chosen column, then by rowid, so equal values page stably and each sort reads
// its index (an index holds the rowid; a tie-breaker on id would force a sort of every row).
func (q adminOrdersQuery) orderBy(dir string) []string {
	if q.sortField == "status" {
		return []string{"orders.status " + dir, "orders.created " + dir, "orders.rowid " + dir}
	}
	return []string{"orders." + q.sortField + " " + dir, "orders.rowid " + dir}
}

func registerAdminOrdersRoute(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.GET("/api/launchdesk/admin/orders", func(e *core.RequestEvent) error {
			if e.Auth.GetString("role") != "admin" {
				return e.ForbiddenError("Only admins can list every order.", nil)
			}
			q, bad := parseAdminOrdersQuery(e.Request.URL.Query().Get)
			if len(bad) > 0 {
				return e.BadRequestError("Invalid orders query.", fieldErrors(bad))
			}
			return listAdminOrders(e, q)
		}).Bind(apis.RequireAuth("users"))
		return se.Next()
	})
}

func listAdminOrders(e *core.RequestEvent, q adminOrdersQuery) error {
	var total int
	err := q.apply(e.App.DB().Select("COUNT(*)").From("orders")).Row(&total)
	if err != nil {
		return e.InternalServerError("Counting the orders failed.", err)
	}
	dir := "ASC"
	if q.sortDesc {
		dir = "DESC"
	}
	records := []*core.Record{}
	err = q.apply(e.App.RecordQuery("orders")).
		OrderBy(q.orderBy(dir)...).
		Limit(int64(q.perPage)).
		Offset(int64((q.page - 1) * q.perPage)).
		All(&records)
	if err != nil {
		return e.InternalServerError("Loading the orders failed.", err)
	}
	if err := apis.EnrichRecords(e, records, "client"); err != nil {
		return e.InternalServerError("Loading the orders' clients failed.", err)
	}
	return e.JSON(http.StatusOK, map[string]any{
		"page":       q.page,
		"perPage":    q.perPage,
		"totalItems": total,
		"totalPages": (total + q.perPage - 1) / q.perPage,
		"items":      records,
	})
}
