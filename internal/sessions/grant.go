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

// account is what a session's grant depends on: the token key (rotated by a password change, sign out
// everywhere, an e-mail change or any other rotation) and what the API rules read about the caller.
// Role is "" for auth collections without a role field.
type account struct {
	id       string
	tokenKey string
	email    string
	verified bool
	role     string
}

// grant is the account a realtime subscription was granted under.
type grant struct {
	collectionId   string
	collectionName string
	account
}

// newGrant snapshots auth.
func newGrant(auth *core.Record) *grant {
	return &grant{collectionId: auth.Collection().Id, collectionName: auth.Collection().Name, account: account{
		id:       auth.Id,
		tokenKey: auth.TokenKey(),
		email:    auth.Email(),
		verified: auth.Verified(),
		role:     auth.GetString("role"),
	}}
}

// matches reports whether current (the account as stored now, nil when gone) still carries the grant.
func (g *grant) matches(current *account) bool {
	return current != nil && *current == g.account
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
