package studioqueue

import (
	"database/sql"
	"errors"
	"net/http"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"launchdesk/internal/access"
)

// studioOnly guards the inbox's routes: 401 without a session, 403 for anyone but the studio.
var studioOnly = access.RequireStudio("Only the studio can see its inbox.")

// errItemGone and errItemChanged are the refusals of done.
var (
	errItemGone    = errors.New("item gone")
	errItemChanged = errors.New("item changed")
)

// done marks the studio's item id done, only as the studio saw it (at, its last change): read and written in one
// transaction, so of two requests at once one marks it and the other finds it gone, and an item that something new
// raised since the screen showed it (another message of the client) stays. Done keeps the row with count 0 (see
// pb_hooks/lib/waiting.js): the start-up derivation (backfill.go) then does not raise it again, and what raises it
// anew (the client's next message) counts from there.
func done(app core.App, id string, at types.DateTime) error {
	return app.RunInTransaction(func(tx core.App) error {
		row, err := tx.FindFirstRecordByFilter("waiting", "id = {:id} && side = 'studio' && count > 0", dbx.Params{"id": id})
		if errors.Is(err, sql.ErrNoRows) {
			return errItemGone
		}
		if err != nil {
			return err
		}
		if !row.GetDateTime("at").Time().Equal(at.Time()) {
			return errItemChanged
		}
		row.Set("count", 0)
		return tx.Save(row)
	})
}

// registerRoutes adds GET /api/launchdesk/admin/queue and POST /api/launchdesk/admin/queue/{id}/done {at}, for
// the studio only (401 without a session, 403 for anyone else). An item otherwise leaves the queue when its answer
// exists (pb_hooks/lib/studio_queue.js); opening an order clears nothing.
func registerRoutes(se *core.ServeEvent, q *queue) {
	se.Router.GET("/api/launchdesk/admin/queue", func(e *core.RequestEvent) error {
		body, _, err := q.answer()
		if err != nil {
			return e.InternalServerError("Reading the inbox failed.", err)
		}
		return e.Blob(http.StatusOK, "application/json", body)
	}).Bind(studioOnly)

	se.Router.POST("/api/launchdesk/admin/queue/{id}/done", func(e *core.RequestEvent) error {
		var body struct {
			At string `json:"at"`
		}
		if err := e.BindBody(&body); err != nil {
			return e.BadRequestError("Mark the item done from your inbox: reload it and try again.", err)
		}
		at, err := types.ParseDateTime(body.At)
		if body.At == "" || err != nil || at.IsZero() {
			return e.BadRequestError("Mark the item done from your inbox: reload it and try again.", nil)
		}
		switch err := done(e.App, e.Request.PathValue("id"), at); {
		case errors.Is(err, errItemGone):
			return e.NotFoundError("This item has already left your inbox: it was answered or marked done.", nil)
		case errors.Is(err, errItemChanged):
			return e.Error(http.StatusConflict, "Something new arrived on this item since your inbox showed it: read it, then mark it done.", nil)
		case err != nil:
			return e.InternalServerError("Updating the inbox failed.", err)
		}
		return e.NoContent(http.StatusNoContent)
	}).Bind(studioOnly)
}
