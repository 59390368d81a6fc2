package jsonrows_test

import (
	"encoding/json"
	"testing"

	"launchdesk/internal/jsonrows"
	"launchdesk/internal/testapp"
)

func TestRowsKeepTheirTypesAndOrder(t *testing.T) {
	app := testapp.New(t)
	q := app.DB().NewQuery(`SELECT json_object('n', n, 'word', 'a"b', 'yes', json(CASE WHEN n > 1 THEN 'true' ELSE 'false' END)) AS json
		FROM (SELECT 1 AS n UNION ALL SELECT 2) ORDER BY n DESC`)
	rows, err := jsonrows.All(q)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := json.Marshal(rows)
	want := `[{"n":2,"word":"a\"b","yes":true},{"n":1,"word":"a\"b","yes":false}]`
	if string(got) != want {
		t.Fatalf("got %s, want %s", got, want)
	}
	none, err := jsonrows.One(app.DB().NewQuery(`SELECT json_object('n', 1) AS json WHERE 0`))
	if err != nil || none != nil {
		t.Fatalf("no row: got %s, %v; want nil", none, err)
	}
	if out, _ := json.Marshal(map[string]json.RawMessage{"r": none}); string(out) != `{"r":null}` {
		t.Fatalf("no row marshals as %s, want null", out)
	}
}
