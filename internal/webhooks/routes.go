package webhooks

import (
	"net/http"
	"net/url"
	"slices"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/access"
	"launchdesk/internal/jsonrows"
)

// refusal is the answer to anyone signed in but the studio.
const refusal = "Only the studio manages its webhooks."

// The studio's screen lists the newest deliveryList deliveries.
const deliveryList = 50

const endpointsSQL = `SELECT json_object('id', id, 'url', url, 'events', json(events), 'secret', secret,
	'created', created) AS json FROM webhook_endpoints ORDER BY created`

const deliveriesSQL = `SELECT json_object('id', d.id, 'endpoint', d.endpoint, 'url', e.url, 'event_id', d.event_id,
	'type', d.type, 'state', d.state, 'attempts', d.attempts, 'next_attempt', d.next_attempt,
	'last_status', d.last_status, 'last_answer', d.last_answer, 'last_error', d.last_error,
	'delivered_at', d.delivered_at, 'created', d.created, 'updated', d.updated) AS json
FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint ORDER BY d.created DESC, d.id LIMIT {:limit}`

// registerRoutes serves /api/launchdesk/admin/webhooks: the events, the endpoints with their secrets and the newest
// deliveries (GET); add an endpoint (POST); rotate its secret; delete it; send a delivery again. wake starts the
// worker at once after "Send again".
func registerRoutes(se *core.ServeEvent, wake func()) {
	g := se.Router.Group("/api/launchdesk/admin/webhooks")
	g.Bind(access.RequireStudio(refusal))
	g.GET("", func(e *core.RequestEvent) error {
		endpoints, err := jsonrows.All(e.App.DB().NewQuery(endpointsSQL))
		if err != nil {
			return e.InternalServerError("Reading the webhooks failed.", err)
		}
		deliveries, err := jsonrows.All(e.App.DB().NewQuery(deliveriesSQL).Bind(dbx.Params{"limit": deliveryList}))
		if err != nil {
			return e.InternalServerError("Reading the webhooks failed.", err)
		}
		return e.JSON(http.StatusOK, map[string]any{"events": Events, "endpoints": endpoints, "deliveries": deliveries})
	})
	g.POST("", func(e *core.RequestEvent) error {
		var in struct {
			URL    string   `json:"url"`
			Events []string `json:"events"`
		}
		if err := e.BindBody(&in); err != nil {
			return e.BadRequestError("The request could not be read.", err)
		}
		if u, err := url.Parse(in.URL); err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || len(in.URL) > 2000 {
			return refuse("url", "Enter the endpoint's full URL, starting with https:// or http://.")
		}
		if len(in.Events) == 0 || slices.ContainsFunc(in.Events, func(ev string) bool { return !slices.Contains(Events, ev) }) {
			return refuse("events", "Choose at least one event to send.")
		}
		collection, err := e.App.FindCachedCollectionByNameOrId("webhook_endpoints")
		if err != nil {
			return e.InternalServerError("Adding the endpoint failed.", err)
		}
		ep := core.NewRecord(collection)
		ep.Set("url", in.URL)
		ep.Set("events", in.Events)
		ep.Set("secret", newSecret())
		if err := e.App.Save(ep); err != nil {
			return e.BadRequestError("The endpoint could not be added.", err)
		}
		return e.JSON(http.StatusOK, map[string]any{"id": ep.Id, "url": ep.GetString("url"),
			"events": in.Events, "secret": ep.GetString("secret")})
	})
	g.POST("/{id}/rotate", func(e *core.RequestEvent) error {
		var secret string
		err := e.App.RunInTransaction(func(tx core.App) error {
			ep, err := tx.FindRecordById("webhook_endpoints", e.Request.PathValue("id"))
			if err != nil {
				return err
			}
			secret = newSecret() // from now on every send, retries included, is signed with it alone
			ep.Set("secret", secret)
			return tx.Save(ep)
		})
		if err != nil {
			return e.NotFoundError("That endpoint does not exist.", err)
		}
		return e.JSON(http.StatusOK, map[string]any{"secret": secret})
	})
	g.DELETE("/{id}", func(e *core.RequestEvent) error {
		ep, err := e.App.FindRecordById("webhook_endpoints", e.Request.PathValue("id"))
		if err != nil {
			return e.NotFoundError("That endpoint does not exist.", err)
		}
		if err := e.App.Delete(ep); err != nil { // its deliveries go with it (cascade)
			return e.InternalServerError("Deleting the endpoint failed.", err)
		}
		return e.NoContent(http.StatusNoContent)
	})
	g.POST("/deliveries/{id}/resend", func(e *core.RequestEvent) error {
		ok, err := resend(e.App, e.Request.PathValue("id"))
		if err != nil {
			return e.InternalServerError("Queuing the delivery again failed.", err)
		}
		if !ok {
			return e.NotFoundError("That delivery does not exist or is being sent right now.", nil)
		}
		wake()
		return e.NoContent(http.StatusNoContent)
	})
}

// refuse is a 400 with the sentence under its field, as the UI's error funnel shows it.
func refuse(field, sentence string) error {
	return apis.NewBadRequestError(sentence, validation.Errors{field: validation.NewError("validation_webhooks_"+field, sentence)})
}
