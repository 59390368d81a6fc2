package studioqueue

import (
	"net/http"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// clearedBySeeing are the kinds that opening an order answers. A new order waits for a decision (approval or
// another status), and unread messages clear when the studio reads the conversation (message_reads).
var clearedBySeeing = []any{"intake_complete", "access_granted", "preview_answered"}

func studioOnly(e *core.RequestEvent) error {
	if e.Auth == nil {
		return e.UnauthorizedError("Sign in to see the inbox.", nil)
	}
	if !e.Auth.IsSuperuser() && e.Auth.GetString("role") != "admin" {
		return e.ForbiddenError("Only the studio can see its inbox.", nil)
	}
	return e.Next()
}

// registerRoutes adds GET /api/launchdesk/admin/queue and POST /api/launchdesk/admin/orders/{id}/seen, for
// admins only (401 without a session, 403 for anyone else).
func registerRoutes(se *core.ServeEvent, q *queue) {
	se.Router.GET("/api/launchdesk/admin/queue", func(e *core.RequestEvent) error {
		body, _, err := q.answer()
		if err != nil {
			return e.InternalServerError("Reading the inbox failed.", err)
		}
		return e.Blob(http.StatusOK, "application/json", body)
	}).BindFunc(studioOnly)

	se.Router.POST("/api/launchdesk/admin/orders/{id}/seen", func(e *core.RequestEvent) error {
		orderId := e.Request.PathValue("id")
		if _, err := e.App.FindRecordById("orders", orderId); err != nil {
			return e.NotFoundError("The order was not found.", nil)
		}
		rows, err := e.App.FindAllRecords("waiting", dbx.HashExp{"order": orderId, "side": "studio", "kind": clearedBySeeing})
		if err != nil {
			return e.InternalServerError("Reading the inbox failed.", err)
		}
		if len(rows) == 0 {
			return e.JSON(http.StatusOK, map[string]int{"cleared": 0}) // nothing to write: no write lock taken
		}
		err = e.App.RunInTransaction(func(tx core.App) error {
			for _, row := range rows {
				if err := tx.Delete(row); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			return e.InternalServerError("Updating the inbox failed.", err)
		}
		return e.JSON(http.StatusOK, map[string]int{"cleared": len(rows)})
	}).BindFunc(studioOnly)
}
