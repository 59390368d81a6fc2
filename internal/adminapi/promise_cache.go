package adminapi

import (
	"sort"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/launch"
)

// promiseLaunch is one launch whose 2-day promise is running or paused (launchInPromise), by its order's rowid.
type promiseLaunch struct {
	Rowid   int64 `db:"rowid"`
	Running bool  `db:"running"`
	DueMs   int64 `db:"due_ms"`
	UsedMs  int64 `db:"clock_used_ms"`
}

// dueAt is when the launch falls due seen at nowMs (promiseMs: the promised running time): its due time while the
// clock runs, and while it is paused, when it would if the clock ran again now (dueExpr's two cases).
func (l promiseLaunch) dueAt(nowMs, promiseMs int64) int64 {
	if l.Running {
		return l.DueMs
	}
	return nowMs + promiseMs - l.UsedMs
}

// overdue tells whether the launch has used more than promiseMs of running time at nowMs (overdueCondition).
func (l promiseLaunch) overdue(nowMs, promiseMs int64) bool {
	if l.Running {
		return l.DueMs < nowMs
	}
	return l.UsedMs > promiseMs
}

// promiseLaunchesSQL reads what promiseLaunch holds for every launch in its promise, in one pass over the open
// launches: at 100 000 orders the bench's data has 33 000 of them, and the overdue filter and the due-time sort
// evaluated the same conditions as correlated subqueries for every page (seconds under 32 connections).
const promiseLaunchesSQL = `SELECT orders.rowid AS rowid, launches.clock_running_since != '' AS running,
	COALESCE(CAST(ROUND((julianday(launches.due_at) - 2440587.5) * 86400000) AS INTEGER), 0) AS due_ms,
	launches.clock_used_ms FROM launches JOIN orders ON orders.id = launches."order"
	WHERE launches.launched_at = '' AND launches.clock_started != '' AND orders.status = 'in_progress'`

// promiseLaunches keeps the launches in their promise until the next write to orders, users or launches (the
// page cache's generations); what depends on the time (overdue, a paused launch's due time) is computed from them
// on every request.
var promiseLaunches = struct {
	mu    sync.Mutex
	gen   uint64
	ok    bool
	list  []promiseLaunch
	build sync.Mutex
}{}

func loadPromiseLaunches(app core.App) ([]promiseLaunch, error) {
	lookup := func() ([]promiseLaunch, uint64, bool) {
		promiseLaunches.mu.Lock()
		defer promiseLaunches.mu.Unlock()
		gen := adminPages.generation()
		return promiseLaunches.list, gen, promiseLaunches.ok && promiseLaunches.gen == gen
	}
	if list, _, ok := lookup(); ok {
		return list, nil
	}
	promiseLaunches.build.Lock() // concurrent misses wait for one read
	defer promiseLaunches.build.Unlock()
	list, gen, ok := lookup()
	if ok {
		return list, nil
	}
	list = []promiseLaunch{}
	if err := app.DB().NewQuery(promiseLaunchesSQL).All(&list); err != nil {
		return nil, err
	}
	promiseLaunches.mu.Lock()
	if gen == adminPages.generation() {
		promiseLaunches.list, promiseLaunches.gen, promiseLaunches.ok = list, gen, true
	}
	promiseLaunches.mu.Unlock()
	return list, nil
}

// promisePath reports whether q's overdue filter or due-time sort can be answered from promiseLaunches: no search
// or client filter, and for the due sort no status filter either (a launch in its promise is in progress).
func (q adminOrdersQuery) promisePath() bool {
	if q.q != "" || q.client != "" || q.brand != "" || q.unpaid {
		return false
	}
	return q.overdue || (q.sortField == "due" && q.status == "")
}

// promiseCount counts the overdue orders at now (q.overdue, promisePath): none unless the status filter allows
// in-progress orders.
func (q adminOrdersQuery) promiseCount(app core.App) (int, error) {
	rowids, err := q.overdueRowids(app, time.Now().UnixMilli())
	return len(rowids), err
}

// overdueRowids returns the overdue orders' rowids at nowMs, sorted by due time (earliest first).
func (q adminOrdersQuery) overdueRowids(app core.App, nowMs int64) ([]int64, error) {
	if q.status != "" && q.status != "in_progress" {
		return nil, nil
	}
	list, err := loadPromiseLaunches(app)
	if err != nil {
		return nil, err
	}
	promiseMs := launch.Of(app).PromiseMs()
	due := []promiseLaunch{}
	for _, l := range list {
		if l.overdue(nowMs, promiseMs) {
			due = append(due, l)
		}
	}
	return byDue(due, nowMs, promiseMs, false), nil
}

// byDue returns the rowids of launches sorted by due time at nowMs, then rowid, in the direction asked.
func byDue(list []promiseLaunch, nowMs, promiseMs int64, desc bool) []int64 {
	sorted := append([]promiseLaunch(nil), list...)
	sort.Slice(sorted, func(i, j int) bool {
		a, b := sorted[i].dueAt(nowMs, promiseMs), sorted[j].dueAt(nowMs, promiseMs)
		if a != b {
			return (a < b) != desc
		}
		return (sorted[i].Rowid < sorted[j].Rowid) != desc
	})
	out := make([]int64, len(sorted))
	for i, l := range sorted {
		out[i] = l.Rowid
	}
	return out
}

// promisePageRowids returns the rowids of q's page (promisePath) at nowMs. The overdue filter sorted by a column
// walks the cached order of that column and keeps the overdue ones; sorted by due time it is the overdue ones in
// due order. The due sort alone puts the launches in their promise first, by due time, then every other order by
// rowid, as dueOrderClause does.
func (q adminOrdersQuery) promisePageRowids(app core.App, nowMs int64) ([]int64, error) {
	offset := (q.page - 1) * q.perPage
	if q.overdue {
		overdue, err := q.overdueRowids(app, nowMs)
		if err != nil || len(overdue) == 0 {
			return []int64{}, err
		}
		if q.sortField == "due" {
			if q.sortDesc {
				for i, j := 0, len(overdue)-1; i < j; i, j = i+1, j-1 {
					overdue[i], overdue[j] = overdue[j], overdue[i]
				}
			}
			return slicePage(overdue, offset, q.perPage), nil
		}
		all, err := cachedOrder(app, q.sortField, "")
		if err != nil {
			return nil, err
		}
		set := setOf(overdue)
		return pickFrom(all, func(r int64) bool { return set[r] }, q.sortDesc, offset, q.perPage), nil
	}
	list, err := loadPromiseLaunches(app)
	if err != nil {
		return nil, err
	}
	first := byDue(list, nowMs, launch.Of(app).PromiseMs(), q.sortDesc)
	page := slicePage(first, offset, q.perPage)
	if len(page) == q.perPage {
		return page, nil
	}
	all, err := cachedOrder(app, "rowid", "")
	if err != nil {
		return nil, err
	}
	inPromise := setOf(first)
	rest := pickFrom(all, func(r int64) bool { return !inPromise[r] }, q.sortDesc, max(0, offset-len(first)),
		q.perPage-len(page))
	return append(page, rest...), nil
}

func slicePage(rowids []int64, offset, n int) []int64 {
	if offset >= len(rowids) {
		return []int64{}
	}
	return append([]int64(nil), rowids[offset:min(len(rowids), offset+n)]...)
}

func setOf(rowids []int64) map[int64]bool {
	set := make(map[int64]bool, len(rowids))
	for _, r := range rowids {
		set[r] = true
	}
	return set
}

// pickFrom walks all (ascending; from the end when desc) and returns n of the rowids keep accepts after skipping
// offset of them.
func pickFrom(all []int64, keep func(int64) bool, desc bool, offset, n int) []int64 {
	out := []int64{}
	for i := range all {
		r := all[i]
		if desc {
			r = all[len(all)-1-i]
		}
		if !keep(r) {
			continue
		}
		if offset > 0 {
			offset--
			continue
		}
		out = append(out, r)
		if len(out) == n {
			break
		}
	}
	return out
}
