package tracker

import (
	"encoding/json"
	"testing"
)

// The product CSV check (pb_hooks/lib/product_csv.js) run in goja: quoting, row numbers, required columns.

type csvResult struct {
	OK       bool `json:"ok"`
	Products int  `json:"products"`
	Errors   []struct {
		Row     int    `json:"row"`
		Message string `json:"message"`
	} `json:"errors"`
	More int `json:"more"`
}

func TestProductCsvCheck(t *testing.T) {
	vm, exports := loadModule(t, "product_csv.js")
	check := func(text string) csvResult {
		out := callJS(t, vm, exports, "checkProductCsv", text)
		raw, _ := json.Marshal(out.Export())
		var r csvResult
		if err := json.Unmarshal(raw, &r); err != nil {
			t.Fatal(err)
		}
		return r
	}
	cases := []struct {
		name, csv string
		ok        bool
		products  int
		first     string
	}{
		{"quoted commas, quotes and line breaks", "\ufeffHandle,Title,Body (HTML),Variant Price\r\n" +
			"tee,Tee,\"<p>Soft, \"\"heavy\"\"\nand warm</p>\",24.00\r\ntee,,,26\r\n", true, 1, ""},
		{"a line break inside quotes keeps the row numbers of records", "Handle,Title,Body (HTML),Variant Price\n" +
			"tee,Tee,\"two\nlines\",24\nBad Handle,Hat,,5\n", false, 2, `Row 3: the Handle "Bad Handle" may hold only lowercase letters, digits and single hyphens.`},
		{"blank lines are skipped", "Handle,Title,Variant Price\n\ntee,Tee,1\n\n", true, 1, ""},
		{"missing column", "Handle,Title\ntee,Tee\n", false, 0, "The header row lacks the column Variant Price."},
		{"unclosed quote", "Handle,Title,Variant Price\ntee,\"Tee,1\n", false, 0, "A quoted value is never closed: check the quotes in the file."},
		{"empty", " \n", false, 0, "The file is empty: export the products from Shopify as a CSV file."},
		{"header only", "Handle,Title,Variant Price\n", false, 0, "The file has a header but no products."},
		{"too many cells", "Handle,Title,Variant Price\ntee,Tee,1,extra\n", false, 0, "Row 2: it has more cells than the header has columns."},
		{"status", "Handle,Title,Variant Price,Status\ntee,Tee,1,live\n", false, 1, "Row 2: Status must be active, draft or archived."},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := check(tc.csv)
			if r.OK != tc.ok || r.Products != tc.products {
				t.Fatalf("ok %v products %d, want %v %d (%+v)", r.OK, r.Products, tc.ok, tc.products, r.Errors)
			}
			if tc.first != "" && (len(r.Errors) == 0 || r.Errors[0].Message != tc.first) {
				t.Fatalf("errors %+v, want first %q", r.Errors, tc.first)
			}
		})
	}
	many := "Handle,Title,Variant Price\n"
	for i := 0; i < 60; i++ {
		many += "X,,\n"
	}
	if r := check(many); len(r.Errors) != 50 || r.More != 12 {
		t.Fatalf("%d errors shown and %d more, want 50 and 12 (60 bad handles, a missing title and price)", len(r.Errors), r.More)
	}
}
