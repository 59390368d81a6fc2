package portalapi

import (
	"regexp"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"launchdesk/internal/access"
	"launchdesk/internal/adminapi"
)

// threadPageSize is how many messages one page of a thread holds (the UI's PAGE_SIZE).
const threadPageSize = 30

// threadMessage is a message as the thread shows it.
type threadMessage struct {
	adminapi.RecordHead
	Order    string                  `db:"order" json:"order"`
	Author   string                  `db:"author" json:"author"`
	Body     string                  `db:"body" json:"body"`
	Files    types.JSONArray[string] `db:"files" json:"files"`
	Internal bool                    `db:"internal" json:"internal"`
	Created  string                  `db:"created" json:"created"`
	Updated  string                  `db:"updated" json:"updated"`
	Expand   any                     `db:"-" json:"expand,omitempty"`
}

// threadAuthor is what a reader may see of a message's author: the name and role, of the accounts the users rule
// lets it read.
type threadAuthor struct {
	ID   string `db:"id" json:"id"`
	Name string `db:"name" json:"name"`
	Role string `db:"role" json:"role"`
}

var createdPattern = regexp.MustCompile(`^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$`)

// threadPages keeps rendered thread pages until the next write to messages, users or orders (cache.go). A page's
// key holds its reader: what the rules let one reader see is never handed to another.
var threadPages = adminapi.NewPageCache()

// registerThreadRoute adds GET /api/launchdesk/orders/{order}/messages: the newest 30 messages of an order
// older than the message given by beforeCreated and beforeId (keyset paging), newest first, with each author
// the reader may see. For whoever may read the order (the orders rule: its client, or the studio), each message
// and author as the messages and users rules allow (access.Narrow: a client never gets an internal note); anyone
// else is told the order does not exist. PocketBase's list of the same records sorted the page DISTINCT on every
// request and expanded authors through the users rule's join; here a page is built once per reader and write.
func registerThreadRoute(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.GET("/api/launchdesk/orders/{order}/messages", func(e *core.RequestEvent) error {
			orderID := e.Request.PathValue("order")
			get := e.Request.URL.Query().Get
			bad := map[string]string{}
			beforeCreated, beforeID := get("beforeCreated"), get("beforeId")
			if (beforeCreated == "") != (beforeID == "") {
				bad["beforeId"] = "Give both beforeCreated and beforeId, or neither."
			}
			if beforeCreated != "" && !createdPattern.MatchString(beforeCreated) {
				bad["beforeCreated"] = "beforeCreated must be a message's created time."
			}
			if beforeID != "" && !adminapi.IsRecordID(beforeID) {
				bad["beforeId"] = "beforeId must be a message id."
			}
			if len(bad) > 0 {
				return e.BadRequestError("Invalid thread query.", adminapi.FieldErrors(bad))
			}
			info, err := e.RequestInfo()
			if err != nil {
				return err
			}
			return listThread(e, info, orderID, beforeCreated, beforeID)
		}).Bind(apis.RequireAuth())
		return se.Next()
	})
}

// threadColumns are what a page reads of each message.
var threadColumns = []string{"messages.id", "messages.order", "messages.author", "messages.body", "messages.files",
	"messages.internal", "messages.created", "messages.updated"}

// listThread serves the page from the cache, or reads the order as the orders rule lets the reader (404 otherwise,
// never kept) and builds it. A page is kept under its reader's own key only once the rules let that reader read the
// order, and every write that could change what they answer (to orders, users or messages) empties the cache: a
// page served from it was the reader's to read.
func listThread(e *core.RequestEvent, info *core.RequestInfo, orderID, beforeCreated, beforeID string) error {
	reader := info.Auth.Collection().Id + ":" + info.Auth.Id
	key := "thread|" + reader + "|" + orderID + "|" + beforeCreated + "|" + beforeID
	return adminapi.ServeCached(e, threadPages, key, "Encoding the conversation failed.", func() (any, error) {
		order, err := access.ReadableOrder(e.App, info, orderID)
		if err != nil {
			return nil, e.InternalServerError("Loading the conversation failed.", err)
		}
		if order == nil {
			return nil, e.NotFoundError("Order not found.", nil)
		}
		messages, err := e.App.FindCachedCollectionByNameOrId("messages")
		if err != nil {
			return nil, e.InternalServerError("Loading the conversation failed.", err)
		}
		q := e.App.DB().Select(threadColumns...).From("messages").
			AndWhere(dbx.HashExp{"messages.order": orderID}).
			OrderBy("messages.created DESC", "messages.id DESC").Limit(threadPageSize)
		if beforeCreated != "" {
			q.AndWhere(dbx.NewExp("(messages.created < {:c} OR (messages.created = {:c} AND messages.id < {:id}))",
				dbx.Params{"c": beforeCreated, "id": beforeID}))
		}
		if err := access.Narrow(e.App, q, messages, info); err != nil {
			return nil, e.InternalServerError("Loading the conversation failed.", err)
		}
		rows := []threadMessage{}
		if err := q.All(&rows); err != nil {
			return nil, e.InternalServerError("Loading the conversation failed.", err)
		}
		if err := attachAuthors(e, info, messages, rows); err != nil {
			return nil, e.InternalServerError("Loading the conversation failed.", err)
		}
		return map[string]any{"items": rows}, nil
	})
}

// attachAuthors sets each message's collection and, where the users rule lets the reader see its author, the
// author (an admin reads every account, a client only its own).
func attachAuthors(e *core.RequestEvent, info *core.RequestInfo, collection *core.Collection, rows []threadMessage) error {
	if len(rows) == 0 {
		return nil
	}
	ids := []any{}
	for i := range rows {
		rows[i].SetCollection(collection)
		if a := rows[i].Author; a != "" {
			ids = append(ids, a)
		}
	}
	if len(ids) == 0 {
		return nil
	}
	users, err := e.App.FindCachedCollectionByNameOrId("users")
	if err != nil {
		return err
	}
	authors := []threadAuthor{}
	q := e.App.DB().Select("users.id", "users.name", "users.role").From("users").Where(dbx.In("users.id", ids...))
	if err := access.Narrow(e.App, q, users, info); err != nil {
		return err
	}
	if err := q.All(&authors); err != nil {
		return err
	}
	byID := map[string]threadAuthor{}
	for _, a := range authors {
		byID[a.ID] = a
	}
	for i := range rows {
		if a, ok := byID[rows[i].Author]; ok {
			rows[i].Expand = map[string]any{"author": a}
		}
	}
	return nil
}
