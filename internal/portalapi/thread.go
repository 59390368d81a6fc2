package portalapi

import (
	"database/sql"
	"errors"
	"regexp"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"launchdesk/internal/adminapi"
)

// threadPageSize is how many messages one page of a thread holds (the UI's PAGE_SIZE).
const threadPageSize = 30

// threadMessage is a message as the thread shows it.
type threadMessage struct {
	CollectionID   string                  `db:"-" json:"collectionId"`
	CollectionName string                  `db:"-" json:"collectionName"`
	ID             string                  `db:"id" json:"id"`
	Order          string                  `db:"order" json:"order"`
	Author         string                  `db:"author" json:"author"`
	Body           string                  `db:"body" json:"body"`
	Files          types.JSONArray[string] `db:"files" json:"files"`
	Internal       bool                    `db:"internal" json:"internal"`
	Created        string                  `db:"created" json:"created"`
	Updated        string                  `db:"updated" json:"updated"`
	Expand         any                     `db:"-" json:"expand,omitempty"`
}

// threadAuthor is what a reader may see of a message's author: the name and role, as the users rule allows
// (an admin reads every account, a client only its own).
type threadAuthor struct {
	ID   string `db:"id" json:"id"`
	Name string `db:"name" json:"name"`
	Role string `db:"role" json:"role"`
}

var createdPattern = regexp.MustCompile(`^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$`)

// threadPages keeps rendered thread pages until the next write to messages or users (authors' names). A page's
// key holds whether its reader is the studio: a client's page never holds internal notes, the studio's does.
var threadPages = adminapi.NewPageCache()

// registerThreadRoute adds GET /api/launchdesk/orders/{order}/messages: the newest 30 messages of an order
// older than the message given by beforeCreated and beforeId (keyset paging), newest first, with each author
// the reader may see. For the order's client (internal notes left out) and admins; anyone else is told the
// order does not exist. PocketBase's list of the same records joined orders and users for the messages rule
// and sorted DISTINCT, and expanded authors through the users rule's join.
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
			studio := e.Auth.GetString("role") == "admin"
			if !studio {
				var client string
				err := e.App.DB().NewQuery("SELECT client FROM orders WHERE id = {:id}").
					Bind(dbx.Params{"id": orderID}).Row(&client)
				if errors.Is(err, sql.ErrNoRows) || (err == nil && client != e.Auth.Id) {
					return e.NotFoundError("Order not found.", nil)
				}
				if err != nil {
					return e.InternalServerError("Loading the conversation failed.", err)
				}
			}
			return listThread(e, orderID, beforeCreated, beforeID, studio)
		}).Bind(apis.RequireAuth("users"))
		return se.Next()
	})
}

func listThread(e *core.RequestEvent, orderID, beforeCreated, beforeID string, studio bool) error {
	reader := "client|" + e.Auth.Id // a client's own name is the one author it may see
	if studio {
		reader = "studio"
	}
	key := "thread|" + reader + "|" + orderID + "|" + beforeCreated + "|" + beforeID
	return adminapi.ServeCached(e, threadPages, key, "Encoding the conversation failed.", func() (any, error) {
		where := "`order` = {:order}"
		params := dbx.Params{"order": orderID, "limit": threadPageSize}
		if !studio {
			where += " AND internal = 0"
		}
		if beforeCreated != "" {
			where += " AND (created < {:c} OR (created = {:c} AND id < {:id}))"
			params["c"], params["id"] = beforeCreated, beforeID
		}
		rows := []threadMessage{}
		err := e.App.DB().NewQuery("SELECT id, `order`, author, body, files, internal, created, updated FROM messages" +
			" WHERE " + where + " ORDER BY created DESC, id DESC LIMIT {:limit}").Bind(params).All(&rows)
		if err != nil {
			return nil, e.InternalServerError("Loading the conversation failed.", err)
		}
		if err := attachAuthors(e, rows, studio); err != nil {
			return nil, e.InternalServerError("Loading the conversation failed.", err)
		}
		return map[string]any{"items": rows}, nil
	})
}

// attachAuthors sets each message's collection and, where the reader may see its author, the author.
func attachAuthors(e *core.RequestEvent, rows []threadMessage, studio bool) error {
	if len(rows) == 0 {
		return nil
	}
	collection, err := e.App.FindCachedCollectionByNameOrId("messages")
	if err != nil {
		return err
	}
	ids := []any{}
	for i := range rows {
		rows[i].CollectionID, rows[i].CollectionName = collection.Id, collection.Name
		if a := rows[i].Author; a != "" && (studio || a == e.Auth.Id) {
			ids = append(ids, a)
		}
	}
	if len(ids) == 0 {
		return nil
	}
	authors := []threadAuthor{}
	err = e.App.DB().Select("id", "name", "role").From("users").Where(dbx.In("id", ids...)).All(&authors)
	if err != nil {
		return err
	}
	byID := map[string]threadAuthor{}
	for _, a := range authors {
		byID[a.ID] = a
	}
	for i := range rows {
		if a, ok := byID[rows[i].Author]; ok && (studio || a.ID == e.Auth.Id) {
			rows[i].Expand = map[string]any{"author": a}
		}
	}
	return nil
}
