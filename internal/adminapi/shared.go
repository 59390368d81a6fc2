package adminapi

import (
	"launchdesk/internal/contract"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"
)

// What the portal's routes (internal/portalapi) share with the admin's: the page cache and PocketBase's list
// answer, the query-string checks, and the orders query that My Orders runs with its client fixed.

// PageCache keeps rendered list pages until the next write to what they show.
type PageCache = pageCache

// NewPageCache returns an empty PageCache.
func NewPageCache() *PageCache { return &pageCache{entries: map[string][]byte{}} }

// Invalidate drops every page, and keeps out the pages being built from reads made before it.
func (c *pageCache) Invalidate() { c.invalidate() }

// ServeCached answers with the page cached under key, or builds, encodes and keeps it (serveCached).
func ServeCached(e *core.RequestEvent, cache *PageCache, key, encodeFailed string, build func() (any, error)) error {
	return serveCached(e, cache, key, encodeFailed, build)
}

// ListPage is PocketBase's list answer: the page, its size, the totals and the items.
func ListPage(page, perPage, total int, items any) map[string]any {
	return listPage(page, perPage, total, items)
}

// FieldErrors turns field → message into the validation errors PocketBase puts under "data".
func FieldErrors(messages map[string]string) validation.Errors { return fieldErrors(messages) }

// ParsePaging reads page (from 1) and perPage (1 to 100, default 20), noting bad values in bad.
func ParsePaging(get func(string) string, bad map[string]string) (page, perPage int) {
	return parsePaging(get, bad)
}

// IsRecordID tells whether s has the shape of a record id.
func IsRecordID(s string) bool { return recordIDPattern.MatchString(s) }

// OrdersQuery is the validated query of an orders list: the admin table's, and My Orders' with its client fixed.
type OrdersQuery = adminOrdersQuery

// ParseOrdersQuery reads page, perPage, sort, status, client and q as the admin table sends them.
func ParseOrdersQuery(get func(string) string, c contract.Contract) (OrdersQuery, map[string]string) {
	return parseAdminOrdersQuery(get, c)
}

// ForClient is q narrowed to the orders of the client with id client.
func (q adminOrdersQuery) ForClient(client string) OrdersQuery {
	q.client = client
	return q
}

// ForBrand is q narrowed to the orders of the brand with id brand (My Orders of a brand's member).
func (q adminOrdersQuery) ForBrand(brand string) OrdersQuery {
	q.brand = brand
	return q
}

// SortsByDue tells whether q sorts by the launches' due times (the admin table's sort alone).
func (q adminOrdersQuery) SortsByDue() bool { return q.sortField == "due" }

// Page and PerPage are the page asked for (from 1) and its size.
func (q adminOrdersQuery) Page() int    { return q.page }
func (q adminOrdersQuery) PerPage() int { return q.perPage }

// CacheKey is the normalized query: equal queries share one cached page.
func (q adminOrdersQuery) CacheKey() string { return q.cacheKey() }

// OrderClause is q's ORDER BY clause.
func (q adminOrdersQuery) OrderClause() string { return q.orderClause() }

// PageConditions returns how many orders match q, and a WHERE clause with its parameters (limit and offset among
// them) that selects q's page when sorted by q.OrderClause() (order_search.go).
func (q adminOrdersQuery) PageConditions(app core.App) (int, string, dbx.Params, error) {
	return q.pageConditions(app)
}
