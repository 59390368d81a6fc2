package sessions

import (
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/subscriptions"
)

// Keys in a realtime client's store. PocketBase keeps the auth record under apis.RealtimeClientAuthKey
// and may replace it in place when the same process saves the account; grantKey holds what the client
// was allowed when it subscribed, which nothing else touches.
const (
	grantKey   = "launchdeskGrant"
	revokedKey = "launchdeskRevoked"
)

// watchedFields are the auth record fields whose change ends a live session: the token key (password
// change, sign out everywhere, e-mail change, any rotation) and what the API rules read about the
// caller (role, verified, email). A field the collection does not have is skipped.
var watchedFields = []string{core.FieldNameTokenKey, core.FieldNameEmail, core.FieldNameVerified, "role"}

// grant is the part of an auth record a realtime subscription was granted under.
type grant struct {
	collectionId   string
	collectionName string
	recordId       string
	values         map[string]string // watched field → value
}

// newGrant snapshots the watched fields of auth.
func newGrant(auth *core.Record) *grant {
	g := &grant{
		collectionId:   auth.Collection().Id,
		collectionName: auth.Collection().Name,
		recordId:       auth.Id,
		values:         map[string]string{},
	}
	for _, name := range presentFields(auth.Collection()) {
		g.values[name] = auth.GetString(name)
	}
	return g
}

// matches reports whether current (the account as stored now) still carries the same grant.
func (g *grant) matches(current *core.Record) bool {
	if current == nil || current.Id != g.recordId {
		return false
	}
	for name, value := range g.values {
		if current.GetString(name) != value {
			return false
		}
	}
	return true
}

// presentFields returns the watched fields that collection has.
func presentFields(collection *core.Collection) []string {
	names := make([]string, 0, len(watchedFields))
	for _, name := range watchedFields {
		if collection.Fields.GetByName(name) != nil {
			names = append(names, name)
		}
	}
	return names
}

// clientGrant returns the grant a client subscribed under, or nil for a guest.
func clientGrant(client subscriptions.Client) *grant {
	g, _ := client.Get(grantKey).(*grant)
	return g
}

// isRevoked reports whether the client's session has been ended by revoke.
func isRevoked(client subscriptions.Client) bool {
	revoked, _ := client.Get(revokedKey).(bool)
	return revoked
}

// revoke ends a realtime client whose session is no longer valid: it is marked first (so a message
// already queued is refused by the send hook), loses its auth and subscriptions (so no broadcast
// selects it), and its channel is closed, which makes PocketBase end the SSE response.
func revoke(client subscriptions.Client) {
	client.Set(revokedKey, true)
	client.Unset(apis.RealtimeClientAuthKey)
	client.Unsubscribe()
	client.Discard()
}

// lostAuth reports whether PocketBase itself dropped the auth of a client that subscribed signed in
// (it does so when this process rotates the token key or deletes the account, leaving a guest).
func lostAuth(client subscriptions.Client) bool {
	if clientGrant(client) == nil {
		return false
	}
	auth, _ := client.Get(apis.RealtimeClientAuthKey).(*core.Record)
	return auth == nil
}
