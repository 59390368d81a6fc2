// Package jsonrows reads rows that their SQL writes as JSON (SQLite's json_object, which keeps each value's type),
// for the read-only answers of the studio's screens: every field is named once, in the query that reads it, where a
// struct would name it again in a db and a json tag. A boolean is written json(CASE WHEN ... THEN 'true' ELSE
// 'false' END) (SQLite has none: json_object would write 1 or 0).
package jsonrows

import (
	"encoding/json"

	"github.com/pocketbase/dbx"
)

// row is one row of such a query: its one column, named json.
type row struct {
	JSON string `db:"json"`
}

// All runs q and returns each row's JSON, in the query's order ([] when none).
func All(q *dbx.Query) ([]json.RawMessage, error) {
	var rows []row
	if err := q.All(&rows); err != nil {
		return nil, err
	}
	out := make([]json.RawMessage, len(rows))
	for i, r := range rows {
		out[i] = json.RawMessage(r.JSON)
	}
	return out, nil
}

// One runs q and returns its first row's JSON, or nil (JSON null) when it has none.
func One(q *dbx.Query) (json.RawMessage, error) {
	rows, err := All(q)
	if err != nil || len(rows) == 0 {
		return nil, err
	}
	return rows[0], nil
}
