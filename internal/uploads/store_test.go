package uploads

import (
	"errors"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"

	"launchdesk/internal/testapp"
)

// TestStoreFirst saves a record with a file through an execute hook that opens the save's transaction, as the
// messages hook does (pb_hooks/lib/records.js inSaveTransaction), and checks where the file was stored and what a
// refused save leaves behind.
func TestStoreFirst(t *testing.T) {
	cases := []struct {
		name   string
		refuse bool // the hook refuses the record after its insert, in the transaction
	}{
		{"saved: the file is stored before the transaction and kept", false},
		{"refused in the transaction: the file is deleted again", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			app := testapp.New(t, Register)
			collection := core.NewBaseCollection("store_first")
			collection.Fields.Add(&core.FileField{Name: "files", MaxSelect: 2, MaxSize: 1 << 20})
			if err := app.Save(collection); err != nil {
				t.Fatal(err)
			}
			refused := errors.New("refused in the transaction")
			var storedBeforeTx bool
			app.OnRecordCreateExecute("store_first").BindFunc(func(e *core.RecordEvent) error {
				original := e.App
				defer func() { e.App = original }()
				return original.RunInTransaction(func(tx core.App) error {
					// what PocketBase would upload now, inside the transaction, is stored already
					storedBeforeTx = len(e.Record.GetUnsavedFiles("files")) == 0 &&
						exists(t, app, e.Record, e.Record.GetStringSlice("files"))
					e.App = tx
					if err := e.Next(); err != nil || !c.refuse {
						return err
					}
					return refused
				})
			})

			record := core.NewRecord(collection)
			file, err := filesystem.NewFileFromBytes([]byte("brief"), "brief.txt")
			if err != nil {
				t.Fatal(err)
			}
			record.Set("files", []any{file})
			err = app.Save(record)

			if !storedBeforeTx {
				t.Error("the file was not stored before the save's transaction began")
			}
			if c.refuse {
				if !errors.Is(err, refused) {
					t.Fatalf("Save = %v, want the hook's refusal", err)
				}
				if exists(t, app, record, []string{file.Name}) {
					t.Error("the refused record's file is still stored")
				}
				if got := record.GetUnsavedFiles("files"); len(got) != 1 {
					t.Errorf("after the refusal the record holds %d unsaved files, want the 1 it had", len(got))
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			saved, err := app.FindRecordById(collection, record.Id)
			if err != nil {
				t.Fatal(err)
			}
			if names := saved.GetStringSlice("files"); len(names) != 1 || names[0] != file.Name {
				t.Fatalf("saved files = %v, want [%s]", names, file.Name)
			}
			if !exists(t, app, saved, []string{file.Name}) {
				t.Error("the saved record's file is not stored")
			}
		})
	}
}

// exists tells whether every file named names of record is in app's file storage (false for no names).
func exists(t *testing.T, app core.App, record *core.Record, names []string) bool {
	t.Helper()
	fsys, err := app.NewFilesystem()
	if err != nil {
		t.Fatal(err)
	}
	defer fsys.Close()
	for _, name := range names {
		if ok, err := fsys.Exists(record.BaseFilesPath() + "/" + name); err != nil || !ok {
			return false
		}
	}
	return len(names) > 0
}
