package adminapi

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// RecordHead is what PocketBase's answer for a record starts with: its collection's id and name, and its id. The
// rows the lists read by hand embed it, so a screen reads them as it reads PocketBase's own records. A row's fields
// meet their columns by dbx's own mapping (CompanyName reads company_name, ID id): a db tag only names a column
// called otherwise, or "-" for a field no column fills.
type RecordHead struct {
	CollectionID   string `db:"-" json:"collectionId"`
	CollectionName string `db:"-" json:"collectionName"`
	ID             string `db:"id" json:"id"`
}

// SetCollection names c as the row's collection.
func (h *RecordHead) SetCollection(c *core.Collection) {
	h.CollectionID, h.CollectionName = c.Id, c.Name
}

// recordRow is a pointer to a row that embeds RecordHead.
type recordRow[T any] interface {
	*T
	SetCollection(c *core.Collection)
}

// SetCollection names the collection called name as every row's (nothing is read when there are no rows).
func SetCollection[T any, P recordRow[T]](app core.App, name string, rows []T) error {
	if len(rows) == 0 {
		return nil
	}
	c, err := app.FindCachedCollectionByNameOrId(name)
	if err != nil {
		return err
	}
	for i := range rows {
		P(&rows[i]).SetCollection(c)
	}
	return nil
}

// ReadRecords runs query with params and returns its rows ([] when none), each with the collection called
// collection named as its own.
func ReadRecords[T any, P recordRow[T]](app core.App, collection, query string, params dbx.Params) ([]T, error) {
	rows := []T{}
	if err := app.DB().NewQuery(query).Bind(params).All(&rows); err != nil {
		return nil, err
	}
	return rows, SetCollection[T, P](app, collection, rows)
}
