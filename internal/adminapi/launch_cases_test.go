package adminapi

import (
	"database/sql"
	"fmt"
	"testing"
	"time"

	"github.com/pocketbase/dbx"

	"launchdesk/internal/launch"
	"launchdesk/internal/launch/launchtest"
	"launchdesk/internal/testapp"
)

// TestLaunchSQLAnswersTheClockCases runs the shared table (internal/launch/testdata/clock_cases.json, also run
// against the hooks' clock and the UI's countdown) against the SQL of the admin orders list (dueExpr,
// overdueCondition), of the open launches (remainingExpr) and against the cache of launches in their promise. Each
// case is a launch row as the hooks store it: due_at is fixed while the clock runs.
func TestLaunchSQLAnswersTheClockCases(t *testing.T) {
	app := testapp.New(t)
	promiseMs := launch.Of(app).PromiseMs()
	dbTime := func(ms *int64) string {
		if ms == nil {
			return ""
		}
		return time.UnixMilli(*ms).UTC().Format("2006-01-02 15:04:05.000Z")
	}
	for i, tc := range launchtest.Cases(t) {
		t.Run(tc.Name, func(t *testing.T) {
			id := fmt.Sprintf("caseorder%06d", i)
			var due *int64
			if tc.RunningSince != nil {
				v := *tc.RunningSince + promiseMs - tc.UsedMs // what the hooks stored when the clock last ran on
				due = &v
			}
			_, err := app.DB().NewQuery(`INSERT INTO orders (id, title, description, company_name, status, created, updated)
				VALUES ({:id}, 'T', 'D', 'C', 'in_progress', {:at}, {:at})`).Bind(dbx.Params{"id": id, "at": dbTime(&tc.Now)}).Execute()
			if err == nil {
				_, err = app.DB().NewQuery(`INSERT INTO launches (id, [[order]], step, access, clock_started,
					clock_running_since, clock_used_ms, due_at, created, updated)
					VALUES ({:lid}, {:id}, 'building', 'dev_store', {:started}, {:running}, {:used}, {:due}, {:at}, {:at})`).
					Bind(dbx.Params{"lid": fmt.Sprintf("caselaunch%05d", i), "id": id, "started": dbTime(tc.Started),
						"running": dbTime(tc.RunningSince), "used": tc.UsedMs, "due": dbTime(due), "at": dbTime(&tc.Now)}).Execute()
			}
			if err != nil {
				t.Fatal(err)
			}
			params := dbx.Params{"id": id, "now": dbTime(&tc.Now), "nowMs": tc.Now, "promise": promiseMs}
			row := struct {
				Due       sql.NullInt64 `db:"due"`
				Overdue   bool          `db:"overdue"`
				Remaining sql.NullInt64 `db:"remaining"`
			}{}
			err = app.DB().NewQuery(`SELECT ` + dueExpr + ` AS due, (` + overdueCondition + `) AS overdue,
				(SELECT ` + remainingExpr + ` FROM launches l WHERE l."order" = orders.id) AS remaining
				FROM orders WHERE orders.id = {:id}`).Bind(params).One(&row)
			if err != nil {
				t.Fatal(err)
			}
			if row.Overdue != tc.Overdue {
				t.Errorf("overdueCondition %v, want %v", row.Overdue, tc.Overdue)
			}
			if tc.Due == nil != !row.Due.Valid || (tc.Due != nil && row.Due.Int64 != *tc.Due) {
				t.Errorf("dueExpr %v, want %v", row.Due, tc.Due)
			}
			if tc.Started == nil != !row.Remaining.Valid || (tc.Started != nil && row.Remaining.Int64 != tc.RemainingMs) {
				t.Errorf("remainingExpr %v, want %d (NULL before the clock starts)", row.Remaining, tc.RemainingMs)
			}
			cached := []promiseLaunch{}
			if err := app.DB().NewQuery(promiseLaunchesSQL + ` AND orders.id = {:id}`).Bind(params).All(&cached); err != nil {
				t.Fatal(err)
			}
			if len(cached) != map[bool]int{true: 0, false: 1}[tc.Started == nil] {
				t.Fatalf("%d launches in their promise, want one once the clock started", len(cached))
			}
			for _, l := range cached {
				if l.overdue(tc.Now, promiseMs) != tc.Overdue || tc.Due == nil || l.dueAt(tc.Now, promiseMs) != *tc.Due {
					t.Errorf("the cache: overdue %v, due %d, want %v, %v", l.overdue(tc.Now, promiseMs), l.dueAt(tc.Now, promiseMs), tc.Overdue, tc.Due)
				}
			}
		})
	}
}
