package access

import (
	"database/sql"
	"errors"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/search"
)

// CanRead tells whether the request info may read record: its collection's view rule, through PocketBase's
// CanAccessRecord, exactly as the records API decides a view (a superuser reads everything).
func CanRead(app core.App, info *core.RequestInfo, record *core.Record) (bool, error) {
	return app.CanAccessRecord(record, info, record.Collection().ViewRule)
}

// ReadableOrder finds the order with id as info may read it (CanRead by the orders view rule: a member of its brand
// whose role works on orders, or the studio): nil when there is no such order or it is not the reader's, so that a
// route answers both alike and a stranger learns nothing of whether it exists.
func ReadableOrder(app core.App, info *core.RequestInfo, id string) (*core.Record, error) {
	order, err := app.FindRecordById("orders", id)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	if ok, err := CanRead(app, info, order); err != nil || !ok {
		return nil, err
	}
	return order, nil
}

// Narrow limits q, a select from collection's table, to the records info may list: the collection's list rule as
// a filter, with the joins it needs, as PocketBase's records list applies it (a superuser lists every record; a
// collection without a list rule lists none but to superusers).
func Narrow(app core.App, q *dbx.SelectQuery, collection *core.Collection, info *core.RequestInfo) error {
	if info.HasSuperuserAuth() {
		return nil
	}
	if collection.ListRule == nil {
		q.AndWhere(dbx.NewExp("1 = 0"))
		return nil
	}
	if *collection.ListRule == "" {
		return nil
	}
	resolver := core.NewRecordFieldResolver(app, collection, info, true)
	expr, err := search.FilterData(*collection.ListRule).BuildExpr(resolver)
	if err != nil {
		return err
	}
	if err := resolver.UpdateQuery(q); err != nil {
		return err
	}
	q.AndWhere(expr)
	return nil
}
