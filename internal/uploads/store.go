package uploads

import (
	"context"
	"errors"
	"fmt"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// storePriority runs storeFirst before the JS execute hooks (priority 0), which open the save's transaction
// (pb_hooks/lib/records.js inSaveTransaction), and before PocketBase's own file upload (priority 99).
const storePriority = -90

// bindStoreFirst stores a record's new files before its save's transaction begins (docs/decisions.md §29).
func bindStoreFirst(app core.App) {
	app.OnRecordCreateExecute().Bind(&hook.Handler[*core.RecordEvent]{Func: storeFirst, Priority: storePriority})
	app.OnRecordUpdateExecute().Bind(&hook.Handler[*core.RecordEvent]{Func: storeFirst, Priority: storePriority})
}

// storeFirst uploads the record's unsaved files, puts their names in its file fields in their place, and runs the
// save; when the save fails (a hook refused it, its transaction rolled back) it deletes them again, so a refused
// record leaves no file behind. PocketBase would upload them inside the execute chain, i.e. inside the transaction a
// hook opened there, holding SQLite's write lock and the one write connection for the whole upload (to the bucket,
// over the network, with replication on). A save that is already inside a transaction (a batch request, a hook's
// own transaction) is left to PocketBase: the lock is held already.
func storeFirst(e *core.RecordEvent) error {
	if e.App.IsTransactional() || e.Record.Id == "" {
		return e.Next()
	}
	pending := unsavedFiles(e.Record)
	if len(pending) == 0 {
		return e.Next()
	}
	isNew := e.Record.IsNew()
	before := map[string]any{}
	for f := range pending {
		before[f.Name] = e.Record.GetRaw(f.Name)
	}
	stored, err := upload(e.Context, e.App, e.Record, pending)
	if err == nil {
		if err = e.Next(); err == nil {
			return nil
		}
	}
	for name, raw := range before {
		e.Record.SetRaw(name, raw) // the files again, as PocketBase left them after a failed save
	}
	if discardErr := discard(e.Context, e.App, e.Record, isNew, stored); discardErr != nil {
		return errors.Join(err, discardErr)
	}
	return err
}

// unsavedFiles maps each file field of record that has new files to them.
func unsavedFiles(record *core.Record) map[*core.FileField][]*filesystem.File {
	pending := map[*core.FileField][]*filesystem.File{}
	for _, field := range record.Collection().Fields {
		if f, ok := field.(*core.FileField); ok {
			if files := record.GetUnsavedFiles(f.Name); len(files) > 0 {
				pending[f] = files
			}
		}
	}
	return pending
}

// upload stores pending under record's files path, then sets each field to the stored names in the files' place.
// It returns the names it stored, also when it fails part way.
func upload(ctx context.Context, app core.App, record *core.Record, pending map[*core.FileField][]*filesystem.File) ([]string, error) {
	fsys, err := app.NewFilesystem()
	if err != nil {
		return nil, err
	}
	defer fsys.Close()
	fsys.SetContext(ctx)
	var stored []string
	for _, files := range pending {
		for _, file := range files {
			if err := fsys.UploadFile(file, record.BaseFilesPath()+"/"+file.Name); err != nil {
				return stored, fmt.Errorf("failed to upload all files: %q: %w", file.Name, err)
			}
			stored = append(stored, file.Name)
		}
	}
	for f := range pending {
		record.Set(f.Name, namesInPlace(record.GetRaw(f.Name)))
	}
	return stored, nil
}

// namesInPlace is a file field's value with each new file replaced by its name, in the same order.
func namesInPlace(raw any) any {
	switch v := raw.(type) {
	case *filesystem.File:
		return v.Name
	case []any:
		names := make([]any, len(v))
		for i, item := range v {
			names[i] = namesInPlace(item)
		}
		return names
	default:
		return v
	}
}

// discard deletes the files named stored of record (a new record's folder too, once empty), with a context of its
// own when the request's has ended. What it cannot delete is logged and returned.
func discard(ctx context.Context, app core.App, record *core.Record, isNew bool, stored []string) error {
	if len(stored) == 0 {
		return nil
	}
	if ctx.Err() != nil {
		ctx = context.Background()
	}
	fsys, err := app.NewFilesystem()
	if err != nil {
		return err
	}
	defer fsys.Close()
	fsys.SetContext(ctx)
	var failed []error
	for _, name := range stored {
		if err := fsys.Delete(record.BaseFilesPath() + "/" + name); err != nil && !errors.Is(err, filesystem.ErrNotFound) {
			failed = append(failed, fmt.Errorf("%q: %w", name, err))
		}
	}
	if isNew && len(failed) == 0 && fsys.IsEmptyDir(record.BaseFilesPath()) {
		if err := fsys.Delete(record.BaseFilesPath()); err != nil && !errors.Is(err, filesystem.ErrNotFound) {
			failed = append(failed, err)
		}
	}
	if len(failed) > 0 {
		err := fmt.Errorf("failed to delete the files of a record that was not saved: %w", errors.Join(failed...))
		app.Logger().Warn("Files left behind by a refused save", "error", err, "record", record.Id)
		return err
	}
	return nil
}
