package adminapi

import (
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// sortIndexes names the index that yields orders in each sort column's order (each index ends with rowid).
var sortIndexes = map[string]string{
	"created":      "idx_orders_created",
	"updated":      "idx_orders_updated",
	"title":        "idx_orders_title",
	"company_name": "idx_orders_company_name",
	"status":       "idx_orders_status_created",
}

// ftsWords turns a search into an FTS5 query of word prefixes: every word typed must start a word of the title or
// the company name ("velvet thr" finds "Velvet Thread"). Each word is quoted, so operators in it are plain text;
// the index's tokenizer (unicode61, pb_migrations/1795363400_orders_search_words.js) folds case and diacritics.
func ftsWords(q string) string {
	words := searchWords(q)
	if len(words) == 0 {
		return `""` // only punctuation: matches nothing
	}
	for i, w := range words {
		words[i] = `"` + w + `"*`
	}
	return strings.Join(words, " ")
}

// searchWords splits a search into its words: the runs of letters and digits.
func searchWords(q string) []string {
	return strings.FieldsFunc(q, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsNumber(r) })
}

// conditions returns the WHERE clause (without WHERE) and its parameters. A search of 3 or more
// characters matches word prefixes through the search index (SQLite builds the set of matching rowids
// once); shorter searches scan with LIKE, so two letters still find them inside words.
func (q adminOrdersQuery) conditions(app core.App) (string, dbx.Params) {
	parts := []string{}
	params := dbx.Params{}
	if q.status != "" {
		parts = append(parts, "orders.status = {:status}")
		params["status"] = q.status
	}
	if q.client != "" {
		parts = append(parts, "orders.client = {:client}")
		params["client"] = q.client
	}
	if q.brand != "" {
		parts = append(parts, "orders.brand = {:brand}")
		params["brand"] = q.brand
	}
	if q.overdue {
		parts = append(parts, overdueCondition)
		bindDue(app, params)
	}
	if q.unpaid {
		parts = append(parts, unpaidCondition)
	}
	switch {
	case q.q == "":
	case utf8.RuneCountInString(q.q) >= 3:
		parts = append(parts, "orders.rowid IN (SELECT rowid FROM orders_search WHERE orders_search MATCH {:phrase})")
		params["phrase"] = ftsWords(q.q)
	default:
		parts = append(parts, "(orders.title LIKE {:like} ESCAPE '\\' OR orders.company_name LIKE {:like} ESCAPE '\\')")
		params["like"] = "%" + escapeLike(q.q) + "%"
	}
	if len(parts) == 0 {
		return "1=1", params
	}
	return strings.Join(parts, " AND "), params
}

// unpaidCondition keeps the approved orders whose payment is due or a mismatch (idx_payments_state).
const unpaidCondition = `orders.id IN (SELECT "order" FROM payments WHERE state IN ('due', 'mismatch'))`

func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, "%", `\%`, "_", `\_`).Replace(s)
}

// indexHint makes a search walk the sort column's index and stop after one page, checking each
// row against the set of matches, instead of fetching and sorting every match. With a client
// filter (a handful of rows) or a status filter on another sort, the planner chooses alone.
func (q adminOrdersQuery) indexHint() string {
	switch {
	case q.q == "" || q.client != "" || q.brand != "" || q.sortField == "due" || q.overdue || q.unpaid:
		return ""
	case q.status != "" && q.sortField != "created" && q.sortField != "status":
		return ""
	case q.status != "":
		return " INDEXED BY idx_orders_status_created"
	}
	return " INDEXED BY " + sortIndexes[q.sortField]
}

// orderClause sorts by the chosen column, then rowid, so equal values page stably and each sort
// reads its index (an index holds the rowid; a tie-breaker on id would force a sort of every row).
func (q adminOrdersQuery) orderClause() string {
	dir := "ASC"
	if q.sortDesc {
		dir = "DESC"
	}
	if q.sortField == "due" {
		return dueOrderClause(dir)
	}
	if q.sortField == "status" {
		return "orders.status " + dir + ", orders.created " + dir + ", orders.rowid " + dir
	}
	return "orders." + q.sortField + " " + dir + ", orders.rowid " + dir
}

// pageIDs returns the ids of the requested page, in order. Without a search, client or launch condition the
// page is cut from the cached order of its sort (order_index.go); otherwise it is chosen on rowids alone, so
// SQLite walks a covering index and skips deep offsets without reading the skipped orders' rows. Only the
// page's rowids are then looked up.
func (q adminOrdersQuery) pageIDs(app core.App) ([]string, error) {
	if q.indexedPage() {
		rowids, err := q.pageRowids(app)
		if err != nil {
			return nil, err
		}
		return idsOfRowids(app, rowids)
	}
	if q.promisePath() {
		rowids, err := q.promisePageRowids(app, time.Now().UnixMilli())
		if err != nil {
			return nil, err
		}
		return idsOfRowids(app, rowids)
	}
	if q.sortField == "due" {
		rowids, err := q.duePageRowids(app)
		if err != nil {
			return nil, err
		}
		return idsOfRowids(app, rowids)
	}
	where, params := q.conditions(app)
	bindDue(app, params) // unused unless filtering overdue orders
	params["limit"] = q.perPage
	params["offset"] = (q.page - 1) * q.perPage
	rowids := []int64{}
	err := app.DB().NewQuery("SELECT orders.rowid FROM orders" + q.indexHint() + " WHERE " + where +
		" ORDER BY " + q.orderClause() + " LIMIT {:limit} OFFSET {:offset}").Bind(params).Column(&rowids)
	if err != nil {
		return nil, err
	}
	return idsOfRowids(app, rowids)
}

// count returns how many orders match. Without a search or client filter the figure is one of the
// cached dashboard totals (counting 100 000 index entries per page view was half the list's cost); a word
// search's total comes with its page (totalAndPage).
func (q adminOrdersQuery) count(app core.App) (int, error) {
	if q.q == "" && q.client == "" && q.brand == "" && !q.overdue && !q.unpaid {
		stats, err := currentStats(app)
		return stats.statusCount(q.status), err
	}
	if q.overdue && q.promisePath() {
		return q.promiseCount(app)
	}
	total := 0
	where, params := q.conditions(app)
	err := app.DB().NewQuery("SELECT COUNT(*) FROM orders WHERE " + where).Bind(params).Row(&total)
	return total, err
}

// totalAndPage returns how many orders match q and the ids of q's page, in order: a word search's from one pass
// (order_search.go), any other list's from its count and its page.
func (q adminOrdersQuery) totalAndPage(app core.App) (int, []string, error) {
	if q.wordSearch() {
		total, rowids, err := q.searchPage(app)
		if err != nil {
			return 0, nil, err
		}
		ids, err := idsOfRowids(app, rowids)
		return total, ids, err
	}
	total, err := q.count(app)
	if err != nil {
		return 0, nil, err
	}
	ids, err := q.pageIDs(app)
	return total, ids, err
}

// loadOrders fetches the records of ids and returns them in the same order.
func loadOrders(app core.App, ids []string) ([]*core.Record, error) {
	found, err := app.FindRecordsByIds("orders", ids)
	if err != nil {
		return nil, err
	}
	byID := make(map[string]*core.Record, len(found))
	for _, r := range found {
		byID[r.Id] = r
	}
	out := make([]*core.Record, 0, len(ids))
	for _, id := range ids {
		if r, ok := byID[id]; ok {
			out = append(out, r)
		}
	}
	return out, nil
}
