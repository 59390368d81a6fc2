package adminapi

import (
	"github.com/pocketbase/pocketbase/core"
)

// registerOrdersSearchCheck verifies at start, in the background, that every orders_search row
// still points at its order's rowid (SQLite may renumber rowids of tables without an INTEGER
// PRIMARY KEY on VACUUM), and rebuilds the index if not. Until then a search may miss orders,
// never return wrong ones: queries also match the order id.
func registerOrdersSearchCheck(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		go func() {
			if err := checkOrdersSearch(se.App); err != nil {
				se.App.Logger().Error("orders_search check failed", "error", err)
			}
		}()
		return se.Next()
	})
}

// checkOrdersSearch rebuilds orders_search when it disagrees with orders; it reports whether it did.
func checkOrdersSearch(app core.App) error {
	var drift int
	err := app.DB().NewQuery(`SELECT
		(SELECT COUNT(*) FROM orders_search s LEFT JOIN orders o ON o.rowid = s.rowid AND o.id = s.order_id WHERE o.id IS NULL)
		+ ((SELECT COUNT(*) FROM orders) - (SELECT COUNT(*) FROM orders_search))`).Row(&drift)
	if err != nil || drift == 0 {
		return err
	}
	app.Logger().Warn("orders_search is out of step with orders; rebuilding it", "rows", drift)
	return app.RunInTransaction(func(tx core.App) error {
		if _, err := tx.DB().NewQuery("DELETE FROM orders_search").Execute(); err != nil {
			return err
		}
		_, err := tx.DB().NewQuery(`INSERT INTO orders_search (rowid, order_id, title, company_name)
			SELECT rowid, id, title, company_name FROM orders`).Execute()
		return err
	})
}
