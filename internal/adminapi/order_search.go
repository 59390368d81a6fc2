package adminapi

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// A word search of the orders lists (the admin's and My Orders) takes the set of matching orders (the intersection
// of its words' sets, word_sets.go), then reads the total and the page off the list's sort order in one pass in Go
// (issue 43). The SQL it replaces asked the index twice (the total, then the page's IN) and walked the sort column's
// index against the matches until the page was full: for a search matching a few hundred orders of 100 000 ("velvet
// sum") that walk read tens of thousands of index entries, and under load such searches waited seconds.

// maxBitmapRowid bounds a rowidSet's bitmap (2 MiB); a set with a larger rowid is a map instead.
const maxBitmapRowid = 1 << 24

// rowidSet is a set of order rowids: a bitmap indexed by rowid (rowids are dense, one per order ever inserted),
// or a map when one is too large for a bitmap.
type rowidSet struct {
	bits  []uint64
	large map[int64]bool
}

func newRowidSet(rowids []int64) rowidSet {
	largest := int64(-1)
	for _, r := range rowids {
		largest = max(largest, r)
	}
	if largest >= maxBitmapRowid {
		s := rowidSet{large: make(map[int64]bool, len(rowids))}
		for _, r := range rowids {
			s.large[r] = true
		}
		return s
	}
	s := rowidSet{bits: make([]uint64, largest/64+1)}
	for _, r := range rowids {
		if r >= 0 {
			s.bits[r/64] |= 1 << (r % 64)
		}
	}
	return s
}

func (s rowidSet) has(r int64) bool {
	if s.large != nil {
		return s.large[r]
	}
	return r >= 0 && r/64 < int64(len(s.bits)) && s.bits[r/64]&(1<<(r%64)) != 0
}

// intersect returns the rowids in both s and other as a new set: the cached sets (word_sets.go) are never changed.
func (s rowidSet) intersect(other rowidSet) rowidSet {
	if s.large == nil && other.large == nil {
		bits := make([]uint64, min(len(s.bits), len(other.bits)))
		for i := range bits {
			bits[i] = s.bits[i] & other.bits[i]
		}
		return rowidSet{bits: bits}
	}
	if s.large == nil {
		s, other = other, s
	}
	both := map[int64]bool{}
	for r := range s.large {
		if other.has(r) {
			both[r] = true
		}
	}
	return rowidSet{large: both}
}

// wordSearch reports whether q is a search the index answers (3 characters or more; shorter ones scan with LIKE)
// on a sort the lists keep in order (not the due time), without the launch or payment filters.
func (q adminOrdersQuery) wordSearch() bool {
	return utf8.RuneCountInString(q.q) >= 3 && q.sortField != "due" && !q.overdue && !q.unpaid
}

// searchPage returns how many orders match q's search (with its status and client) and the rowids of q's page, in
// q's order: one pass over the orders q lists in that order (cached, order_index.go), keeping the matches.
func (q adminOrdersQuery) searchPage(app core.App) (int, []int64, error) {
	matches, err := searchMatches(app, q.q)
	if err != nil {
		return 0, nil, err
	}
	order, err := cachedOrderOf(app, q.sortField, q.status, q.client, q.brand) // the orders q lists, in ascending order
	if err != nil {
		return 0, nil, err
	}
	offset, n := (q.page-1)*q.perPage, len(order)
	total, page := 0, []int64{}
	for i := range order {
		r := order[i]
		if q.sortDesc {
			r = order[n-1-i]
		}
		if !matches.has(r) {
			continue
		}
		if total >= offset && total < offset+q.perPage {
			page = append(page, r)
		}
		total++
	}
	return total, page, nil
}

// pageConditions returns how many orders match q, and a WHERE clause with its parameters (limit and offset among
// them) that selects q's page when sorted by q.orderClause(): for a word search, the page's rowids.
func (q adminOrdersQuery) pageConditions(app core.App) (int, string, dbx.Params, error) {
	if q.wordSearch() {
		total, rowids, err := q.searchPage(app)
		in := make([]string, len(rowids))
		for i, r := range rowids {
			in[i] = strconv.FormatInt(r, 10)
		}
		return total, "orders.rowid IN (" + strings.Join(in, ",") + ")", dbx.Params{"limit": q.perPage, "offset": 0}, err
	}
	total, err := q.count(app)
	where, params := q.conditions(app)
	params["limit"] = q.perPage
	params["offset"] = (q.page - 1) * q.perPage
	return total, where, params, err
}
