// Package productcsv checks a Shopify product CSV before the studio imports it: the brand intake's product list
// (pb_hooks/lib/launch_intake.js calls it as $productCsv.check). It is Go because the largest file a client may send
// (5 MB, hundreds of thousands of cells) must be checked in well under a second; the JS engine needed seconds for
// the cells alone. Parsing is encoding/csv (linear), bounded in rows, columns and cell size, and cells a spreadsheet
// would run as formulas are refused. Row numbers are the spreadsheet's: the header is row 1, a blank line is a row,
// a value spanning lines stays one row. Each problem is one full sentence naming its row.
package productcsv

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

// The bounds of a check: far above any store's product list, far below what would hold the server.
const (
	MaxBytes     = 5 * 1024 * 1024
	MaxRows      = 100000
	MaxColumns   = 300
	MaxCellChars = 65536
	// MaxErrors is the most problems reported; More says how many more there were.
	MaxErrors = 50
)

// RequiredColumns must be in the header: Shopify needs Handle and Title; the studio needs prices to build.
var RequiredColumns = []string{"Handle", "Title", "Variant Price"}

var (
	handlePattern = regexp.MustCompile(`^[a-z0-9]+(?:-[a-z0-9]+)*$`)
	pricePattern  = regexp.MustCompile(`^\d+(?:\.\d{1,2})?$`)
)

// Problem is one sentence about one row (0 for the file as a whole).
type Problem struct {
	Row     int    `json:"row"`
	Message string `json:"message"`
}

// Result is a check's outcome: OK when every row fits Shopify's product import.
type Result struct {
	OK       bool      `json:"ok"`
	Products int       `json:"products"`
	Rows     int       `json:"rows"`
	Errors   []Problem `json:"errors"`
	More     int       `json:"more"`
}

func fail(message string) Result {
	return Result{Errors: []Problem{{Row: 0, Message: message}}}
}

// row is one record and its spreadsheet row number.
type row struct {
	number int
	cells  []string
}

// Check checks the CSV text.
func Check(text string) Result {
	if len(text) > MaxBytes {
		return fail(fmt.Sprintf("The file is larger than %d MB: split it into several files.", MaxBytes>>20))
	}
	rows, msg := parse(strings.TrimPrefix(text, "\ufeff"))
	if msg != "" {
		return fail(msg)
	}
	headerAt := slices.IndexFunc(rows, func(r row) bool { return !blank(r.cells) })
	if headerAt < 0 {
		return fail("The file is empty: export the products from Shopify as a CSV file.")
	}
	header := make([]string, len(rows[headerAt].cells))
	for i, h := range rows[headerAt].cells {
		header[i] = strings.TrimSpace(h)
	}
	var missing []string
	for _, c := range RequiredColumns {
		if !slices.Contains(header, c) {
			missing = append(missing, c)
		}
	}
	if len(missing) > 0 {
		plural := ""
		if len(missing) > 1 {
			plural = "s"
		}
		return fail(fmt.Sprintf("The header row lacks the column%s %s.", plural, strings.Join(missing, ", ")))
	}
	errs := formulaProblems(rows[headerAt], header)
	seen := map[string]bool{}
	for _, r := range rows[headerAt+1:] {
		if blank(r.cells) {
			continue
		}
		if len(r.cells) > len(header) {
			errs = append(errs, Problem{r.number, fmt.Sprintf("Row %d: it has more cells than the header has columns.", r.number)})
			continue
		}
		errs = append(errs, formulaProblems(r, header)...)
		errs = append(errs, rowProblems(r, header, seen)...)
	}
	if len(seen) == 0 && len(errs) == 0 {
		return fail("The file has a header but no products.")
	}
	shown := errs[:min(len(errs), MaxErrors)]
	last := rows[len(rows)-1].number
	return Result{
		OK:       len(errs) == 0,
		Products: len(seen),
		Rows:     last - rows[headerAt].number,
		Errors:   append([]Problem{}, shown...),
		More:     len(errs) - len(shown),
	}
}

// parse reads every record with its spreadsheet row number, or returns the sentence for a file
// it cannot read or that passes a bound.
func parse(text string) ([]row, string) {
	r := csv.NewReader(strings.NewReader(text))
	r.FieldsPerRecord = -1
	var rows []row
	number, endLine := 0, 0 // the last row's number and the line its record ended on
	for {
		cells, err := r.Read()
		if errors.Is(err, io.EOF) {
			return rows, ""
		}
		var parseErr *csv.ParseError
		if errors.As(err, &parseErr) {
			return nil, quoteMessage(parseErr, number+1)
		}
		if err != nil {
			return nil, "The file could not be read as CSV: export it from Shopify again."
		}
		start, _ := r.FieldPos(0)
		number += max(start-endLine-1, 0) + 1 // blank lines are rows too
		lastLine, _ := r.FieldPos(len(cells) - 1)
		endLine = lastLine + strings.Count(cells[len(cells)-1], "\n")
		if number > MaxRows {
			return nil, fmt.Sprintf("The file has more than %d rows: split it into several files.", MaxRows)
		}
		if len(cells) > MaxColumns {
			return nil, fmt.Sprintf("Row %d has more than %d cells: check the commas in the file.", number, MaxColumns)
		}
		for i, c := range cells {
			if len(c) > MaxCellChars && utf8.RuneCountInString(c) > MaxCellChars {
				return nil, fmt.Sprintf("Row %d: cell %d is longer than %d characters: shorten it, or check the quotes "+
					"in the file.", number, i+1, MaxCellChars)
			}
		}
		rows = append(rows, row{number: number, cells: slices.Clone(cells)})
	}
}

func quoteMessage(err *csv.ParseError, rowNumber int) string {
	if errors.Is(err.Err, csv.ErrBareQuote) {
		return fmt.Sprintf("Row %d: a value holds a quote but does not start with one: put the whole value in quotes "+
			"and double the quote inside (\"\"), or check the quotes in the file.", rowNumber)
	}
	if errors.Is(err.Err, csv.ErrQuote) {
		return "A quoted value is never closed: check the quotes in the file."
	}
	return fmt.Sprintf("Row %d could not be read as CSV: check the quotes and commas in the file.", rowNumber)
}

func blank(cells []string) bool {
	for _, c := range cells {
		if strings.TrimSpace(c) != "" {
			return false
		}
	}
	return true
}

// formulaProblems names each cell of r that a spreadsheet would run as a formula.
func formulaProblems(r row, header []string) []Problem {
	var out []Problem
	for i, cell := range r.cells {
		trimmed := strings.TrimLeft(cell, " \t\r\n")
		if trimmed == "" || !strings.ContainsRune("=+-@", rune(trimmed[0])) {
			continue
		}
		column := fmt.Sprintf("cell %d", i+1)
		if i < len(header) && header[i] != "" {
			column = "the " + header[i] + " cell"
		}
		out = append(out, Problem{r.number, fmt.Sprintf("Row %d: %s starts with \"%s\", which a spreadsheet would run as "+
			"a formula; remove it or start the value with a letter or a digit.", r.number, column, trimmed[:1])})
	}
	return out
}

// rowProblems checks one product row against Shopify's import; seen holds the handles of earlier rows.
func rowProblems(r row, header []string, seen map[string]bool) []Problem {
	get := func(name string) string {
		at := slices.Index(header, name)
		if at >= 0 && at < len(r.cells) {
			return strings.TrimSpace(r.cells[at])
		}
		return ""
	}
	var problems []string
	handle := get("Handle")
	first := handle != "" && !seen[handle]
	if handle == "" {
		problems = append(problems, "the Handle is empty")
	} else if !handlePattern.MatchString(handle) {
		problems = append(problems, fmt.Sprintf("the Handle \"%s\" may hold only lowercase letters, digits and single hyphens", handle))
	}
	if first && get("Title") == "" {
		problems = append(problems, fmt.Sprintf("the first row of \"%s\" needs a Title", handle))
	}
	price := get("Variant Price")
	if first && price == "" {
		problems = append(problems, fmt.Sprintf("the first row of \"%s\" needs a Variant Price", handle))
	} else if price != "" && !pricePattern.MatchString(price) {
		problems = append(problems, fmt.Sprintf("the Variant Price \"%s\" is not a price like 24.00", price))
	}
	if p := strings.ToLower(get("Published")); p != "" && p != "true" && p != "false" {
		problems = append(problems, "Published must be TRUE or FALSE")
	}
	if s := strings.ToLower(get("Status")); s != "" && s != "active" && s != "draft" && s != "archived" {
		problems = append(problems, "Status must be active, draft or archived")
	}
	if handle != "" {
		seen[handle] = true
	}
	out := make([]Problem, len(problems))
	for i, p := range problems {
		out[i] = Problem{r.number, fmt.Sprintf("Row %d: %s.", r.number, p)}
	}
	return out
}
