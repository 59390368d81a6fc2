package sessions

import (
	"sync"
	"sync/atomic"

	"github.com/pocketbase/pocketbase/core"
)

// trackedCollections are the auth collections whose updates and deletes bump the change counter
// (SQL triggers from the migration 1763801900_auth_changes.js, so any process and any write path
// counts). Accounts of other auth collections are read at every check.
var trackedCollections = map[string]bool{"users": true, "_superusers": true}

// checker decides how much a check must read. Before a broadcast it reads the change counter (one
// row): when no tracked account changed and no one subscribed since the last full check, the tracked
// accounts are not read again. The idle sweep always reads everything.
type checker struct {
	app       core.App
	grants    atomic.Int64 // how many signed-in subscriptions there have been
	untracked atomic.Bool  // a client ever subscribed with an account the counter does not cover

	mu             sync.Mutex
	known          bool  // verified holds a counter value
	verified       int64 // the counter value read just before the last full check that succeeded
	verifiedGrants int64 // grants as read just before that check
}

// granted records that a client subscribed signed in under g: its grant comes from a record read
// before the last full check may have run, so the next check reads everything.
func (c *checker) granted(g *grant) {
	if !trackedCollections[g.collectionName] {
		c.untracked.Store(true)
	}
	c.grants.Add(1)
}

// run checks the connected clients; full forces reading every account. It returns how many it revoked.
func (c *checker) run(full bool) (int, error) {
	// both are read before the accounts: a change committed or a subscription made after these
	// reads moves them again, so the next check cannot skip it (nor can one running meanwhile)
	grants := c.grants.Load()
	version, versionErr := readVersion(c.app)
	c.mu.Lock()
	fresh := grants != c.verifiedGrants
	unchanged := versionErr == nil && c.known && version == c.verified
	c.mu.Unlock()

	skipTracked := !full && !fresh && unchanged
	if skipTracked && !c.untracked.Load() {
		// nothing to read; clients PocketBase dropped to guests are caught by the send hook or the sweep
		return 0, nil
	}
	revoked, err := checkClients(c.app, skipTracked)
	if err == nil && versionErr == nil && !skipTracked {
		c.mu.Lock()
		c.known, c.verified, c.verifiedGrants = true, version, grants
		c.mu.Unlock()
	}
	return revoked, err
}

// readVersion returns the change counter. Without it (the migration has not run) every check reads
// all the accounts.
func readVersion(app core.App) (int64, error) {
	var version int64
	err := app.ConcurrentDB().NewQuery("SELECT version FROM _launchdesk_auth_changes WHERE id = 1").Row(&version)
	return version, err
}
