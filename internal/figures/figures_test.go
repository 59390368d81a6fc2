package figures_test

import (
	"testing"

	"launchdesk/internal/figures"
	"launchdesk/internal/testapp"
)

func TestReadNamesEachFigureByItsAlias(t *testing.T) {
	app := testapp.New(t)
	got, err := figures.Read(app.DB().NewQuery("SELECT 3 AS orders, NULL AS refunded, COALESCE(SUM(1), 0) AS none FROM users WHERE 0"))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int64{"orders": 3, "refunded": 0, "none": 0}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for name, n := range want {
		if got[name] != n {
			t.Errorf("%s = %d, want %d", name, got[name], n)
		}
	}
	if _, err := figures.Read(app.DB().NewQuery("SELECT 'usd' AS currency")); err == nil {
		t.Error("a word read as a figure: want an error")
	}
}
