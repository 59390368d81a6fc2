package adminapi

import (
	"github.com/pocketbase/pocketbase/core"
)

// openLaunchOrders is the ids of the orders that have a due time: an open, started launch (dueExpr not NULL).
const openLaunchOrders = `SELECT launches."order" FROM launches WHERE ` + launchInPromise

// duePageRowids returns the rowids of a page sorted by due time without computing dueExpr for every order: the
// orders with a due time (the open launches, a few hundred) are sorted first, by it; the rest (NULL due) follow in
// rowid order, read from the primary order with an OFFSET past the first part. Same order as dueOrderClause.
func (q adminOrdersQuery) duePageRowids(app core.App) ([]int64, error) {
	where, params := q.conditions(app)
	bindDue(app, params)
	dir := "ASC"
	if q.sortDesc {
		dir = "DESC"
	}
	due := []int64{}
	err := app.DB().NewQuery("SELECT orders.rowid FROM orders WHERE orders.id IN (" + openLaunchOrders + ") AND " +
		where + " ORDER BY " + dueExpr + " " + dir + ", orders.rowid " + dir).Bind(params).Column(&due)
	if err != nil {
		return nil, err
	}
	offset := (q.page - 1) * q.perPage
	page := []int64{}
	for i := offset; i < len(due) && len(page) < q.perPage; i++ {
		page = append(page, due[i])
	}
	if len(page) == q.perPage {
		return page, nil
	}
	params["limit"] = q.perPage - len(page)
	params["offset"] = max(0, offset-len(due))
	rest := []int64{}
	err = app.DB().NewQuery("SELECT orders.rowid FROM orders WHERE orders.id NOT IN (" + openLaunchOrders + ") AND " +
		where + " ORDER BY orders.rowid " + dir + " LIMIT {:limit} OFFSET {:offset}").Bind(params).Column(&rest)
	return append(page, rest...), err
}
