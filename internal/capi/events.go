package capi

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"launchdesk/internal/touch"
)

// Event is one server event as Meta's Conversions API takes it.
type Event struct {
	Name         string         `json:"event_name"`
	Time         int64          `json:"event_time"`
	ID           string         `json:"event_id"`
	ActionSource string         `json:"action_source"`
	UserData     UserData       `json:"user_data"`
	CustomData   map[string]any `json:"custom_data,omitempty"`
}

// UserData is who the event is about: the hashed e-mail, and the click id when known.
type UserData struct {
	Em  []string `json:"em"`
	Fbc string   `json:"fbc,omitempty"`
}

// HashEmail is Meta's em: SHA-256, in hex, of the address trimmed and in lower case.
func HashEmail(email string) string {
	sum := sha256.Sum256([]byte(strings.ToLower(strings.TrimSpace(email))))
	return hex.EncodeToString(sum[:])
}

// fbcOf is a person's click id: its last touch's fbc, else its first touch's, else "".
func fbcOf(person *core.Record) string {
	for i := len(touch.Fields) - 1; i >= 0; i-- {
		if fbc := touch.Clean(person.Get(touch.Fields[i]))["fbc"]; fbc != "" {
			return fbc
		}
	}
	return ""
}

// about is the event name of person (a booking or a user), the hashed address and the click id, at at.
func about(name, id string, person *core.Record, at time.Time) Event {
	return Event{Name: name, Time: at.Unix(), ID: id, ActionSource: "website",
		UserData: UserData{Em: []string{HashEmail(person.GetString("email"))}, Fbc: fbcOf(person)}}
}

// enqueue queues ev in tx to be sent from due on, unless an event with its id is already queued or sent.
func enqueue(tx core.App, ev Event, due time.Time) error {
	var found []string
	if err := tx.DB().NewQuery("SELECT id FROM capi_events WHERE event_id = {:id}").
		Bind(dbx.Params{"id": ev.ID}).Column(&found); err != nil || len(found) > 0 {
		return err
	}
	c, err := tx.FindCachedCollectionByNameOrId("capi_events")
	if err != nil {
		return err
	}
	row := core.NewRecord(c)
	row.Set("event_id", ev.ID)
	row.Set("body", ev)
	row.Set("state", "queued")
	row.Set("attempts", 0)
	next, _ := types.ParseDateTime(due.UTC())
	row.Set("next_attempt", next)
	return tx.Save(row)
}

// dropWaiting removes the event id while nothing was sent of it yet (an undone "Mark paid").
func dropWaiting(tx core.App, id string) error {
	_, err := tx.DB().NewQuery("DELETE FROM capi_events WHERE event_id = {:id} AND state = 'queued' AND attempts = 0").
		Bind(dbx.Params{"id": id}).Execute()
	return err
}
