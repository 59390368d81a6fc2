// Package queryguard keeps clients from learning through a filter what they may not read.
//
// PocketBase applies a joined collection's list rule to the rows a filter joins, but the
// subquery behind its "every related row matches" checks (!=, !~, :each, ...) sees all rows, so a
// client filtering its own orders on messages_via_order.body !~ "..." could read the studio's
// internal notes one guess at a time. Every list request and realtime subscription of a caller
// that is neither a superuser nor an admin is therefore refused (400) when its filter or sort
// follows a back-relation or passes through a relation that holds several records; see
// pathProblem. (PocketBase itself refuses @collection in filters to all but superusers.) The
// check reads the request's parameters and the cached schema only: no query, no JS.
package queryguard

import (
	"encoding/json"
	"fmt"
	"net/url"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/search"

	"launchdesk/internal/access"
)

const listPattern = "GET /api/collections/{collection}/records"

// Register refuses client list requests and realtime subscriptions whose filter or sort reaches
// rows through another collection.
func Register(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.Bind(&hook.Handler[*core.RequestEvent]{
			Id:       "launchdeskQueryGuard",
			Priority: -970, // after the auth token is loaded and the rate and body limits
			Func: func(e *core.RequestEvent) error {
				if e.Request.Pattern != listPattern || trusted(e) {
					return e.Next()
				}
				collection, err := e.App.FindCachedCollectionByNameOrId(e.Request.PathValue("collection"))
				if err != nil {
					return e.Next() // PocketBase answers 404
				}
				if msg := queryProblem(e.App, collection, e.Request.URL.Query()); msg != "" {
					return e.BadRequestError(msg, nil)
				}
				return e.Next()
			},
		})
		return se.Next()
	})

	app.OnRealtimeSubscribeRequest().BindFunc(func(e *core.RealtimeSubscribeRequestEvent) error {
		if trusted(e.RequestEvent) {
			return e.Next()
		}
		for _, sub := range e.Subscriptions {
			if msg := subscriptionProblem(e.App, sub); msg != "" {
				return e.BadRequestError(msg, nil)
			}
		}
		return e.Next()
	})
}

// trusted tells whether the caller reads every record anyway: the studio.
func trusted(e *core.RequestEvent) bool {
	return access.IsStudio(e.App, e.Auth)
}

// queryProblem checks every filter and sort value of a list request's query string.
func queryProblem(app core.App, collection *core.Collection, query url.Values) string {
	for _, filter := range query[search.FilterQueryParam] {
		if p := filterProblem(app, collection, filter); p != "" {
			return refusal("filter", p)
		}
	}
	for _, sort := range query[search.SortQueryParam] {
		if p := sortProblem(app, collection, sort); p != "" {
			return refusal("sort", p)
		}
	}
	return ""
}

// subscriptionProblem checks the filter of one realtime subscription ("orders/*?options={...}"),
// read the way PocketBase's subscription client reads it.
func subscriptionProblem(app core.App, sub string) string {
	u, err := url.Parse(sub)
	if err != nil {
		return ""
	}
	name, _, _ := strings.Cut(u.Path, "/")
	collection, err := app.FindCachedCollectionByNameOrId(name)
	if err != nil {
		return "" // not a collection topic
	}
	options := struct {
		Query map[string]any `json:"query"`
	}{}
	if raw := u.Query().Get("options"); raw != "" {
		if err := json.Unmarshal([]byte(raw), &options); err != nil {
			return ""
		}
	}
	if f, ok := options.Query[search.FilterQueryParam]; ok {
		if p := filterProblem(app, collection, fmt.Sprint(f)); p != "" {
			return refusal("filter", p)
		}
	}
	return ""
}

func refusal(what, path string) string {
	return fmt.Sprintf("A %s cannot follow %q: filter and sort on the collection's own fields and its "+
		"single relations only.", what, path)
}
