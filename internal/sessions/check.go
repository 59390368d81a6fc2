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
// of connections, and nothing when no signed-in client is connected. It returns how many it revoked.
func checkClients(app core.App) (int, error) {
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
			revoke(client)
			revoked++
			continue
		}
		if byCollection[g.collectionId] == nil {
			byCollection[g.collectionId] = map[string][]subscriptions.Client{}
		}
		byCollection[g.collectionId][g.recordId] = append(byCollection[g.collectionId][g.recordId], client)
	}

	for collectionId, byRecord := range byCollection {
		current, err := loadAccounts(app, collectionId, byRecord)
		if err != nil {
			// fail closed: a session that cannot be checked ends (the SDK reconnects and signs in again)
			current, firstErr = nil, cmp.Or(firstErr, err)
		}
		for recordId, clients := range byRecord {
			for _, client := range clients {
				if !clientGrant(client).matches(current[recordId]) {
					revoke(client)
					revoked++
				}
			}
		}
	}
	return revoked, firstErr
}

// loadAccounts reads the watched fields of the given accounts; an account missing from the result
// no longer exists (as does every account of a deleted collection).
func loadAccounts(app core.App, collectionId string, byRecord map[string][]subscriptions.Client) (map[string]*core.Record, error) {
	found := make(map[string]*core.Record, len(byRecord))
	collection, err := app.FindCachedCollectionByNameOrId(collectionId)
	if err != nil {
		return found, nil // the collection is gone, and its accounts with it
	}
	columns := append([]string{"id"}, presentFields(collection)...)
	ids := make([]any, 0, len(byRecord))
	for id := range byRecord {
		ids = append(ids, id)
	}
	for start := 0; start < len(ids); start += idsPerQuery {
		chunk := ids[start:min(start+idsPerQuery, len(ids))]
		var records []*core.Record
		err := app.RecordQuery(collection).
			Select(columns...).
			AndWhere(dbx.In(collection.Name+".id", chunk...)).
			All(&records)
		if err != nil {
			return found, err
		}
		for _, r := range records {
			found[r.Id] = r
		}
	}
	return found, nil
}
