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
	password string // the hash: tells a new password from the other token key rotations
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
		password: passwordHash(auth),
	}}
}

// passwordHash returns the stored hash of an auth record's password ("" when it has none).
func passwordHash(auth *core.Record) string {
	if value, ok := auth.GetRaw(core.FieldNamePassword).(*core.PasswordFieldValue); ok && value != nil {
		return value.Hash
	}
	return ""
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

// SessionTopic names the message a revoked client is sent before its response ends; its data is
// {"reason": ...}. The app subscribes to it so that the SDK hands the message over.
const SessionTopic = "launchdesk/session"

// Why a session ended, as SessionTopic's reason.
const (
	ReasonPassword  = "password"   // the password was changed (or reset)
	ReasonEmail     = "email"      // the e-mail address was changed
	ReasonSignedOut = "signed-out" // every session was ended (sign out everywhere), or the key rotated otherwise
	ReasonEnded     = "ended"      // the account is gone, its role or verification changed, or it is unknown
)

// endReason says why a grant no longer holds against current (the account as stored now, nil when gone).
func endReason(g *grant, current *account) string {
	switch {
	case current == nil:
		return ReasonEnded
	case current.email != g.email:
		return ReasonEmail
	case current.password != g.password:
		return ReasonPassword
	case current.tokenKey != g.tokenKey:
		return ReasonSignedOut
	default:
		return ReasonEnded
	}
}

// revoke ends a realtime client whose session is no longer valid: it is marked first (so no message
// but the reason is written), loses its auth and subscriptions (so no broadcast selects it), is sent
// why, and its channel is closed once that message is out, which makes PocketBase end the SSE
// response. A connection gone meanwhile is discarded by PocketBase, which releases the send.
func revoke(client subscriptions.Client, reason string) {
	client.Set(revokedKey, true)
	client.Unset(apis.RealtimeClientAuthKey)
	client.Unsubscribe()
	go func() {
		client.Send(subscriptions.Message{Name: SessionTopic, Data: []byte(`{"reason":"` + reason + `"}`)})
		client.Discard()
	}()
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
