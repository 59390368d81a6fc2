package writes

import (
	"errors"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"

	"launchdesk/internal/testapp"
)

// TestAfterCommitFollowsEveryCommittedWriteBeforeTheBroadcast: a create, an update and a delete each call then once,
// ahead of a handler at the realtime broadcast's priority (-99); a write rolled back calls nothing, nor does a write
// to another collection.
func TestAfterCommitFollowsEveryCommittedWriteBeforeTheBroadcast(t *testing.T) {
	var seen []string
	app := testapp.New(t)
	for _, name := range []string{"watched", "other"} {
		c := core.NewBaseCollection(name)
		c.Fields.Add(&core.TextField{Name: "note"})
		if err := app.Save(c); err != nil {
			t.Fatal(err)
		}
	}
	AfterCommit(app, func(e *core.RecordEvent) { seen = append(seen, "then "+e.Record.GetString("note")) }, "watched")
	app.OnRecordAfterUpdateSuccess("watched").Bind(&hook.Handler[*core.RecordEvent]{
		Func: func(e *core.RecordEvent) error {
			seen = append(seen, "broadcast")
			return e.Next()
		},
		Priority: -99,
	})

	watched, _ := app.FindCollectionByNameOrId("watched")
	r := core.NewRecord(watched)
	r.Set("note", "created")
	if err := app.Save(r); err != nil {
		t.Fatal(err)
	}
	r.Set("note", "updated")
	if err := app.Save(r); err != nil {
		t.Fatal(err)
	}
	rollback := errors.New("rolled back")
	err := app.RunInTransaction(func(tx core.App) error {
		r.Set("note", "rolled back")
		if err := tx.Save(r); err != nil {
			return err
		}
		return rollback
	})
	if !errors.Is(err, rollback) {
		t.Fatalf("the transaction ended with %v", err)
	}
	other, _ := app.FindCollectionByNameOrId("other")
	if err := app.Save(core.NewRecord(other)); err != nil {
		t.Fatal(err)
	}
	r.Set("note", "deleted")
	if err := app.Delete(r); err != nil {
		t.Fatal(err)
	}

	want := []string{"then created", "then updated", "broadcast", "then deleted"}
	if len(seen) != len(want) {
		t.Fatalf("seen %q, want %q", seen, want)
	}
	for i := range want {
		if seen[i] != want[i] {
			t.Fatalf("seen %q, want %q", seen, want)
		}
	}
}
