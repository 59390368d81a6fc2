// Package cas makes every update through PocketBase's record API (REST, batch, the dashboard) a compare-and-set.
//
// PocketBase reads the record when the request begins, runs the request hooks (a JS hook waits for a free runtime),
// uploads the new files (to the bucket, over the network, when files are in S3) and then writes every column of the
// record as it read it. A change that another writer committed in between (a launch route clearing the
// collaborator code, "sign out everywhere" rotating the token key, a verification confirming the address) was
// written back over. Here the row is read again in the write's own transaction, right before the write: a field the
// request did not change takes the stored value, and a field that both changed, to different values, refuses the
// update with a sentence that says so (409). The hooks' own routes read and write in one transaction already
// (docs/decisions.md §24); they are not marked, so this runs only for the record API's updates.
package cas

import (
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// requestKey marks, on a record being updated through the record API, that its write is checked here. A custom key:
// never stored, never exported.
const requestKey = "@launchdesk.casChecked"

// Register marks every record API update, and PocketBase's confirmations that save an account they read when the
// request began (password reset, verification, e-mail change: the password is hashed in between), and checks each
// marked write against the stored row.
func Register(app core.App) {
	mark(app.OnRecordUpdateRequest(), func(e *core.RecordRequestEvent) *core.Record { return e.Record })
	mark(app.OnRecordConfirmPasswordResetRequest(),
		func(e *core.RecordConfirmPasswordResetRequestEvent) *core.Record { return e.Record })
	mark(app.OnRecordConfirmVerificationRequest(),
		func(e *core.RecordConfirmVerificationRequestEvent) *core.Record { return e.Record })
	mark(app.OnRecordConfirmEmailChangeRequest(),
		func(e *core.RecordConfirmEmailChangeRequestEvent) *core.Record { return e.Record })
	app.OnModelUpdateExecute().Bind(&hook.Handler[*core.ModelEvent]{
		Func: checkWrite,
		// after PocketBase's record hooks (-99): the JS execute hooks have run and the files are uploaded; the
		// UPDATE statement is next, so no other write can land between the read below and it
		Priority: 0,
	})
}

// mark binds a request hook that marks the event's record (recordOf) for checkWrite.
func mark[T hook.Tagger](h *hook.TaggedHook[T], recordOf func(T) *core.Record) {
	h.BindFunc(func(e T) error {
		recordOf(e).Set(requestKey, true)
		return e.Next()
	})
}

// checkWrite reads the marked record's row in the write's transaction (joining one a hook opened), merges it into the
// record and writes, in that transaction.
func checkWrite(e *core.ModelEvent) error {
	record, ok := e.Model.(*core.Record)
	if !ok || record.GetRaw(requestKey) != true {
		return e.Next()
	}
	original := e.App
	defer func() { e.App = original }()
	return original.RunInTransaction(func(tx core.App) error {
		if err := merge(tx, record); err != nil {
			return err
		}
		e.App = tx
		return e.Next()
	})
}
