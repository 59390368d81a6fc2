// Package figures reads one row of named whole numbers (a dashboard's counts and sums in cents). The SQL names each
// figure once, by its column alias, and that name is the figure's key in the answer: no struct repeating every name
// in a db and a json tag.
package figures

import (
	"fmt"
	"strconv"

	"github.com/pocketbase/dbx"
)

// Read runs q, which answers one row, and returns its columns by name. NULL reads as 0; a column that is not a whole
// number is an error (a figure is a count or a sum in cents).
func Read(q *dbx.Query) (map[string]int64, error) {
	row := dbx.NullStringMap{}
	if err := q.One(row); err != nil {
		return nil, err
	}
	out := make(map[string]int64, len(row))
	for name, value := range row {
		if !value.Valid {
			out[name] = 0
			continue
		}
		n, err := strconv.ParseInt(value.String, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("the figure %s is not a whole number: %q", name, value.String)
		}
		out[name] = n
	}
	return out, nil
}
