package adminapi

import (
	"reflect"
	"testing"
)

func TestPromiseLaunchesDueAndOverdueFollowTheClock(t *testing.T) {
	now := int64(10_000_000_000)
	promiseMs := int64(36 * 60 * 60 * 1000) // any promise: the cases hold for every value
	running := promiseLaunch{Rowid: 1, Running: true, DueMs: now - 1}
	paused := promiseLaunch{Rowid: 2, UsedMs: promiseMs / 2}
	spent := promiseLaunch{Rowid: 3, UsedMs: promiseMs + 1}
	if !running.overdue(now, promiseMs) || running.overdue(now-2, promiseMs) {
		t.Fatal("a running launch is overdue once its due time has passed, not before")
	}
	if paused.overdue(now, promiseMs) || !spent.overdue(now, promiseMs) {
		t.Fatal("a paused launch is overdue only when it has used more than the promise")
	}
	if got := paused.dueAt(now, promiseMs); got != now+promiseMs/2 {
		t.Fatalf("a paused launch falls due when it would if it ran again now: %d", got)
	}
	list := []promiseLaunch{paused, running, spent, {Rowid: 4, Running: true, DueMs: now - 1}}
	if got := byDue(list, now, promiseMs, false); !reflect.DeepEqual(got, []int64{1, 3, 4, 2}) { // 1, 3 and 4 fall due at the same instant
		t.Fatalf("by due time then rowid: %v", got)
	}
	if got := byDue(list, now, promiseMs, true); !reflect.DeepEqual(got, []int64{2, 4, 3, 1}) {
		t.Fatalf("descending: %v", got)
	}
}

func TestPickFromAndSlicePageCutPagesLikeTheSQL(t *testing.T) {
	all := []int64{1, 2, 3, 4, 5, 6, 7, 8}
	even := func(r int64) bool { return r%2 == 0 }
	if got := pickFrom(all, even, false, 1, 2); !reflect.DeepEqual(got, []int64{4, 6}) {
		t.Fatalf("ascending, offset 1: %v", got)
	}
	if got := pickFrom(all, even, true, 0, 3); !reflect.DeepEqual(got, []int64{8, 6, 4}) {
		t.Fatalf("descending: %v", got)
	}
	if got := pickFrom(all, even, false, 9, 2); len(got) != 0 {
		t.Fatalf("past the end: %v", got)
	}
	if got := slicePage(all, 6, 5); !reflect.DeepEqual(got, []int64{7, 8}) {
		t.Fatalf("last page: %v", got)
	}
	if got := slicePage(all, 8, 5); len(got) != 0 {
		t.Fatalf("past the end: %v", got)
	}
}
