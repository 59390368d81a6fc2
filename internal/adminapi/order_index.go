package adminapi

import (
	"sync"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// orderIndexes keeps, per sort column (and status filter), the rowids of every order in ascending sort order,
// until the next write to orders (the same generations as the page cache). A random page of the unfiltered or
// status-filtered list is then a slice of it: an OFFSET of 50 000 index entries on average at 100 000 orders
// was most of a random page's cost. 8 bytes an order and a list; rebuilt by one indexed scan on first use. A
// client's searches (My Orders) keep that client's lists too: all clients' lists of one sort hold each order once.
type orderIndexCache struct {
	mu      sync.Mutex
	gen     uint64
	entries map[string][]int64
	build   sync.Mutex // one build at a time: concurrent misses wait for it instead of scanning too
}

var orderIndexes = &orderIndexCache{entries: map[string][]int64{}}

func (c *orderIndexCache) lookup(key string) ([]int64, uint64, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.gen != adminPages.generation() {
		c.gen, c.entries = adminPages.generation(), map[string][]int64{}
	}
	rowids, ok := c.entries[key]
	return rowids, c.gen, ok
}

func (c *orderIndexCache) store(key string, gen uint64, rowids []int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen == c.gen && gen == adminPages.generation() {
		c.entries[key] = rowids
	}
}

// indexedPage reports whether q's page can be cut from a cached index: no search, client, overdue filter or
// due-time sort.
func (q adminOrdersQuery) indexedPage() bool {
	return q.q == "" && q.client == "" && q.brand == "" && !q.overdue && !q.unpaid && q.sortField != "due"
}

// cachedOrder returns the rowids of every order (of status, when given) in ascending order of field, from the
// cache, building it on a miss; field may also be "rowid".
func cachedOrder(app core.App, field, status string) ([]int64, error) {
	return cachedOrderOf(app, field, status, "", "")
}

// cachedOrderOf is cachedOrder of one client's or one brand's orders (every client's when both are empty).
func cachedOrderOf(app core.App, field, status, client, brand string) ([]int64, error) {
	key := field + "|" + status + "|" + client + "|" + brand
	all, gen, ok := orderIndexes.lookup(key)
	if ok {
		return all, nil
	}
	orderIndexes.build.Lock()
	defer orderIndexes.build.Unlock()
	if all, gen, ok = orderIndexes.lookup(key); ok {
		return all, nil
	}
	all, err := sortedRowids(app, field, status, client, brand)
	if err != nil {
		return nil, err
	}
	orderIndexes.store(key, gen, all)
	return all, nil
}

// sortedRowids reads the rowids of the orders (of status, client and brand, when given) in ascending order of field.
func sortedRowids(app core.App, field, status, client, brand string) ([]int64, error) {
	asc := adminOrdersQuery{sortField: field, status: status, client: client, brand: brand}
	where, params := asc.conditions(app)
	rowids := []int64{}
	err := app.DB().NewQuery("SELECT orders.rowid FROM orders WHERE " + where + " ORDER BY " + asc.orderClause()).
		Bind(params).Column(&rowids)
	return rowids, err
}

// pageRowids returns the rowids of q's page from the cached index of its sort and status.
func (q adminOrdersQuery) pageRowids(app core.App) ([]int64, error) {
	all, err := cachedOrder(app, q.sortField, q.status)
	if err != nil {
		return nil, err
	}
	offset, n := (q.page-1)*q.perPage, len(all)
	page := []int64{}
	for i := offset; i < offset+q.perPage && i < n; i++ {
		if q.sortDesc {
			page = append(page, all[n-1-i])
		} else {
			page = append(page, all[i])
		}
	}
	return page, nil
}

// idsOfRowids returns the order ids of rowids, in the same order.
func idsOfRowids(app core.App, rowids []int64) ([]string, error) {
	if len(rowids) == 0 {
		return []string{}, nil
	}
	rows := []struct {
		Rowid int64  `db:"rowid"`
		ID    string `db:"id"`
	}{}
	in := make([]any, len(rowids))
	for i, r := range rowids {
		in[i] = r
	}
	if err := app.DB().Select("rowid", "id").From("orders").Where(dbx.In("rowid", in...)).All(&rows); err != nil {
		return nil, err
	}
	byRowid := make(map[int64]string, len(rows))
	for _, r := range rows {
		byRowid[r.Rowid] = r.ID
	}
	ids := make([]string, 0, len(rowids))
	for _, r := range rowids {
		if id, ok := byRowid[r]; ok {
			ids = append(ids, id)
		}
	}
	return ids, nil
}
