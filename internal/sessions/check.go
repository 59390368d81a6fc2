package sessions

import (
	"cmp"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/subscriptions"
)

// idsPerQuery keeps each IN (...) well under SQLite's bound-parameter limit.
const idsPerQuery = 500

// checkClients compares every signed-in realtime client with its account as stored now and revokes
// those whose grant no longer holds (account deleted, token key rotated, role changed...), whichever
// process made the change. It costs one indexed query per 500 distinct accounts, whatever the number
// of connections, and nothing when no signed-in client is connected. With skipTracked, accounts of
// the collections the change counter covers are not read (the caller knows none of them changed);
// clients PocketBase itself has dropped to guests are revoked either way. It returns how many it revoked.
func checkClients(app core.App, skipTracked bool) (int, error) {
	byCollection := map[string]map[string][]subscriptions.Client{} // collection id → record id → clients
	revoked := 0
	var firstErr error
	for _, client := range app.SubscriptionsBroker().Clients() {
		if client.IsDiscarded() || isRevoked(client) {
			continue
		}
		g := clientGrant(client)
		if g == nil {
			continue // a guest: nothing to outlive
		}
		if lostAuth(client) {
			revoke(client, ReasonEnded)
			revoked++
			continue
		}
		if skipTracked && trackedCollections[g.collectionName] {
			continue
		}
		if byCollection[g.collectionId] == nil {
			byCollection[g.collectionId] = map[string][]subscriptions.Client{}
		}
		byCollection[g.collectionId][g.id] = append(byCollection[g.collectionId][g.id], client)
	}

	for collectionId, byRecord := range byCollection {
		current, err := loadAccounts(app, collectionId, byRecord)
		if err != nil {
			// fail closed: a session that cannot be checked ends (the SDK reconnects and signs in again)
			current, firstErr = nil, cmp.Or(firstErr, err)
		}
		for recordId, clients := range byRecord {
			for _, client := range clients {
				if g := clientGrant(client); !g.matches(current[recordId]) {
					revoke(client, endReason(g, current[recordId]))
					revoked++
				}
			}
		}
	}
	return revoked, firstErr
}

// loadAccounts reads the accounts with the given ids; one missing from the result no longer exists (as
// does every account of a deleted collection). Plain columns scanned by hand: building full records
// took most of the time of a check.
func loadAccounts(app core.App, collectionId string, byRecord map[string][]subscriptions.Client) (map[string]*account, error) {
	found := make(map[string]*account, len(byRecord))
	collection, err := app.FindCachedCollectionByNameOrId(collectionId)
	if err != nil {
		return found, nil // the collection is gone, and its accounts with it
	}
	role := "('')" // no role field: an expression, not a column
	if collection.Fields.GetByName("role") != nil {
		role = "[[role]]"
	}
	ids := make([]any, 0, len(byRecord))
	for id := range byRecord {
		ids = append(ids, id)
	}
	for start := 0; start < len(ids); start += idsPerQuery {
		chunk := ids[start:min(start+idsPerQuery, len(ids))]
		rows, err := app.ConcurrentDB().
			Select("[[id]]", "[[tokenKey]]", "[[email]]", "[[verified]]", role, "[[password]]").
			From(collection.Name).
			Where(dbx.In("id", chunk...)).
			Rows()
		if err != nil {
			return found, err
		}
		for rows.Next() {
			a := &account{}
			if err := rows.Scan(&a.id, &a.tokenKey, &a.email, &a.verified, &a.role, &a.password); err != nil {
				rows.Close()
				return found, err
			}
			found[a.id] = a
		}
		if err := rows.Close(); err != nil {
			return found, err
		}
	}
	return found, nil
}
