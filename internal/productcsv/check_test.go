package productcsv

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// formula is the sentence for a formula cell.
func formula(row int, column, first string) string {
	return fmt.Sprintf("Row %d: %s starts with \"%s\", which a spreadsheet would run as a formula; remove it or "+
		"start the value with a letter or a digit.", row, column, first)
}

func TestCheck(t *testing.T) {
	head := "Handle,Title,Body (HTML),Variant Price\n"
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
		{"blank lines are skipped, and counted as rows", "Handle,Title,Variant Price\n\ntee,Tee,1\n\nX,Hat,2\n", false, 2,
			`Row 5: the Handle "X" may hold only lowercase letters, digits and single hyphens.`},
		{"missing column", "Handle,Title\ntee,Tee\n", false, 0, "The header row lacks the column Variant Price."},
		{"missing columns", "Handle\ntee\n", false, 0, "The header row lacks the columns Title, Variant Price."},
		{"unclosed quote", "Handle,Title,Variant Price\ntee,\"Tee,1\n", false, 0, "A quoted value is never closed: check the quotes in the file."},
		{"bare quote", "Handle,Title,Variant Price\ntee,Te\"e,1\n", false, 0, `Row 2: a value holds a quote but does not start with one: put the whole value in quotes and double the quote inside (""), or check the quotes in the file.`},
		{"empty", " \n", false, 0, "The file is empty: export the products from Shopify as a CSV file."},
		{"header only", "Handle,Title,Variant Price\n", false, 0, "The file has a header but no products."},
		{"too many cells", "Handle,Title,Variant Price\ntee,Tee,1,extra\n", false, 0, "Row 2: it has more cells than the header has columns."},
		{"status", "Handle,Title,Variant Price,Status\ntee,Tee,1,live\n", false, 1, "Row 2: Status must be active, draft or archived."},
		{"published", "Handle,Title,Variant Price,Published\ntee,Tee,1,maybe\n", false, 1, "Row 2: Published must be TRUE or FALSE."},
		{"price", "Handle,Title,Variant Price\ntee,Tee,abc\n", false, 1, `Row 2: the Variant Price "abc" is not a price like 24.00.`},
		{"=HYPERLINK", head + "tee,\"=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\",,24\n", false, 1, formula(2, "the Title cell", "=")},
		{"@SUM after spaces", head + "tee,Tee,  @SUM(A1:A2),24\n", false, 1, formula(2, "the Body (HTML) cell", "@")},
		{"+ in a cell past the header", "Handle,Title,Variant Price,\ntee,Tee,24,+1\n", false, 1, formula(2, "cell 4", "+")},
		{"- in a price", head + "tee,Tee,,-5\n", false, 1, formula(2, "the Variant Price cell", "-")},
		{"a formula in the header", "Handle,Title,Variant Price,=cmd\ntee,Tee,24,\n", false, 1, formula(1, "the =cmd cell", "=")},
		{"a cell past the bound", head + "tee,Tee,\"" + strings.Repeat("x", 192*1024) + "\",24\n", false, 0,
			"Row 2: cell 3 is longer than 65536 characters: shorten it, or check the quotes in the file."},
		{"too many columns", strings.Repeat("a,", 400) + "\n", false, 0, "Row 1 has more than 300 cells: check the commas in the file."},
		{"too many rows", "Handle,Title,Variant Price\n" + strings.Repeat("x,y,1\n", MaxRows), false, 0,
			"The file has more than 100000 rows: split it into several files."},
		{"too large", strings.Repeat("x", MaxBytes+1), false, 0, "The file is larger than 5 MB: split it into several files."},
		{"hyphens and at signs inside cells are fine", head + "tee,Tee-shirt,\"" +
			strings.Repeat("soft, \"\"warm\"\" cotton @ 100% - ", 1500) + "\",24\n", true, 1, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := Check(tc.csv)
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
	if r := Check(many); len(r.Errors) != 50 || r.More != 12 || r.Rows != 60 {
		t.Fatalf("%d errors shown, %d more, %d rows; want 50, 12 (60 bad handles, a missing title and price), 60",
			len(r.Errors), r.More, r.Rows)
	}
}

// TestCheckIsLinear checks the largest allowed file, as many small cells and as one huge cell, in a small fraction
// of the second the intake route may take (a generous bound: this is a guard against quadratic work, not a benchmark).
func TestCheckIsLinear(t *testing.T) {
	var b strings.Builder
	b.WriteString("Handle,Title,Body (HTML),Vendor,Option1 Name,Option1 Value,Variant Price,Published,Status")
	for i := 0; b.Len() < MaxBytes-300; i++ {
		fmt.Fprintf(&b, "\r\ntee-%d,Tee %d,\"<p>Soft, \"\"heavy\"\" cotton, %d.</p>\",Noir,Size,M,24.00,TRUE,active", i, i, i)
	}
	big := "Handle,Title,Body (HTML),Variant Price\ntee,Tee,\"" + strings.Repeat("x", MaxBytes-100) + "\",24\n"
	for name, text := range map[string]string{"rows": b.String(), "one cell": big} {
		start := time.Now()
		r := Check(text)
		if took := time.Since(start); took > 700*time.Millisecond {
			t.Errorf("%s: %v to check 5 MB", name, took)
		}
		if name == "rows" && !r.OK {
			t.Errorf("rows: %+v", r.Errors[:1])
		}
	}
}
