package adminapi

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/testapp"
)

// sqlSearchPage is how the lists answered a search before issue 43, all in SQL: the count and the page of the
// orders matching q's conditions (the search index's IN), in q's order.
func sqlSearchPage(t *testing.T, app core.App, q adminOrdersQuery) (int, []int64) {
	t.Helper()
	where, params := q.conditions(app)
	total := 0
	if err := app.DB().NewQuery("SELECT COUNT(*) FROM orders WHERE " + where).Bind(params).Row(&total); err != nil {
		t.Fatal(err)
	}
	params["limit"], params["offset"] = q.perPage, (q.page-1)*q.perPage
	page := []int64{}
	err := app.DB().NewQuery("SELECT orders.rowid FROM orders WHERE " + where + " ORDER BY " + q.orderClause() +
		" LIMIT {:limit} OFFSET {:offset}").Bind(params).Column(&page)
	if err != nil {
		t.Fatal(err)
	}
	return total, page
}

// seedSearchOrders inserts 400 orders with the demo's kind of titles and companies over three clients and the three
// statuses, ties in created and title included, and one order with a rowid too large for a bitmap.
func seedSearchOrders(t *testing.T) core.App {
	app := testapp.New(t)
	brands := []string{"Velvet Atelier", "Velvet Threads", "Noir Studio", "Noir Supply Co.", "Ünïcode Denim"}
	titles := []string{"Summer sale pages", "Shopify store", "Store redesign", "Spring drop", "New storefront"}
	statuses := []string{"pending_approval", "in_progress", "completed"}
	r := rand.New(rand.NewPCG(43, 1))
	insert := "INSERT INTO orders (rowid, id, title, description, company_name, client, status, created, updated) " +
		"VALUES ({:rowid}, {:id}, {:title}, 'd', {:company}, {:client}, {:status}, {:created}, {:created})"
	for i := 1; i <= 400; i++ {
		rowid := int64(i)
		if i == 400 {
			rowid = maxBitmapRowid + 5
		}
		_, err := app.DB().NewQuery(insert).Bind(dbx.Params{
			"rowid": rowid, "id": fmt.Sprintf("searchorder%04d", i), "title": titles[r.IntN(len(titles))],
			"company": brands[r.IntN(len(brands))], "client": fmt.Sprintf("client%d", r.IntN(3)),
			"status":  statuses[r.IntN(len(statuses))],
			"created": fmt.Sprintf("2026-01-%02d 10:00:00.000Z", 1+r.IntN(20)), // many orders share a time
		}).Execute()
		if err != nil {
			t.Fatal(err)
		}
	}
	adminPages.invalidate() // the raw inserts above did not: no order cached from another test's app is read
	return app
}

// TestWordSearchFindsWhatTheSQLFound asks every list (sort, direction, status, client, page) one- and two-word
// searches, the second word partial, and holds the one-pass search to the SQL's answer: the same total and the same
// page in the same order, in the admin list's and My Orders' forms.
func TestWordSearchFindsWhatTheSQLFound(t *testing.T) {
	app := seedSearchOrders(t)
	searches := []string{"velvet sum", "noir s", "velv ST", "noir supp", "store", "ünïc de", "unicode d",
		"spring velvet", "summer noir thr", "velvet goods", "zzz", `"*()  ab`, "no", "drop"}
	checked, found := 0, 0
	for _, text := range searches {
		for _, sort := range []string{"created", "title", "company_name", "status", "updated"} {
			for _, status := range []string{"", "completed"} {
				for _, client := range []string{"", "client1"} {
					for _, desc := range []bool{true, false} {
						for page := 1; page <= 4; page++ {
							q := adminOrdersQuery{page: page, perPage: 7, sortField: sort, sortDesc: desc,
								status: status, client: client, q: text}
							if !q.wordSearch() {
								continue // shorter than 3 characters: LIKE, unchanged
							}
							wantTotal, wantPage := sqlSearchPage(t, app, q)
							total, page, err := q.searchPage(app)
							if err != nil || total != wantTotal || !slices.Equal(page, wantPage) {
								t.Fatalf("%+v: %d %v (%v), SQL found %d %v", q, total, page, err, wantTotal, wantPage)
							}
							total, where, params, err := q.pageConditions(app)
							rowids := []int64{}
							if err == nil {
								err = app.DB().NewQuery("SELECT orders.rowid FROM orders WHERE " + where + " ORDER BY " +
									q.orderClause() + " LIMIT {:limit} OFFSET {:offset}").Bind(params).Column(&rowids)
							}
							if err != nil || total != wantTotal || !slices.Equal(rowids, wantPage) {
								t.Fatalf("%+v as My Orders: %d %v (%v), SQL found %d %v", q, total, rowids, err,
									wantTotal, wantPage)
							}
							checked++
							found += len(page)
						}
					}
				}
			}
		}
	}
	if checked < 1000 || found < 1000 {
		t.Fatalf("only %d lists checked, %d orders found: the test searched too little", checked, found)
	}
}

// A search with the unpaid filter counts the unpaid orders it finds (the count in the search index alone counted
// every order it found, paid or not, so the pager offered empty pages).
func TestSearchCountKeepsTheUnpaidFilter(t *testing.T) {
	app := seedSearchOrders(t)
	due := "INSERT INTO payments (id, [[order]], state) SELECT 'pay' || id, id, 'due' FROM orders WHERE rowid <= 40"
	if _, err := app.DB().NewQuery(due).Execute(); err != nil {
		t.Fatal(err)
	}
	q := adminOrdersQuery{page: 1, perPage: 20, sortField: "created", sortDesc: true, q: "velvet", unpaid: true}
	want := 0
	err := app.DB().NewQuery(`SELECT COUNT(*) FROM orders WHERE rowid <= 40 AND company_name LIKE 'Velvet%'`).Row(&want)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := q.count(app); err != nil || got != want || want == 0 {
		t.Fatalf("velvet and unpaid: %d (%v), want %d of the 40 unpaid orders", got, err, want)
	}
}

func TestRowidSetHoldsExactlyItsRowids(t *testing.T) {
	for _, rowids := range [][]int64{{}, {0, 63, 64, 129}, {3, maxBitmapRowid + 1}} {
		s := newRowidSet(rowids)
		for r := int64(-1); r < 200; r++ {
			if s.has(r) != slices.Contains(rowids, r) {
				t.Errorf("set of %v: has(%d) = %t", rowids, r, s.has(r))
			}
		}
		if len(rowids) > 0 && !s.has(rowids[len(rowids)-1]) {
			t.Errorf("set of %v lacks its largest rowid", rowids)
		}
	}
	small, large := newRowidSet([]int64{1, 64, 70, 300}), newRowidSet([]int64{64, 300, maxBitmapRowid + 1})
	for _, both := range []rowidSet{small.intersect(large), large.intersect(small), small.intersect(newRowidSet([]int64{64, 300, 9000}))} {
		for r := int64(0); r < 10000; r++ {
			if both.has(r) != (r == 64 || r == 300) {
				t.Fatalf("intersection has(%d) = %t", r, both.has(r))
			}
		}
	}
	if !small.has(1) || !small.has(70) {
		t.Fatal("an intersection changed one of its sets")
	}
}
