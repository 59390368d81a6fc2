package demo

import (
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// brandOf is the id of the brand a demo client belongs to: its membership's when it has one (a seed run again), or
// a new brand called name that the client owns, as a sign-up makes it (pb_hooks/lib/teams.js; docs/teams.md).
func (s *seeder) brandOf(tx core.App, userID, name string, created time.Time) (string, error) {
	var brand string
	err := tx.DB().NewQuery("SELECT brand FROM memberships WHERE user = {:user}").Bind(dbx.Params{"user": userID}).Row(&brand)
	if err == nil {
		return brand, nil
	}
	brand = newID()
	at := dbTime(created)
	if _, err := tx.DB().Insert("brands", dbx.Params{"id": brand, "name": name, "created": at, "updated": at}).Execute(); err != nil {
		return "", err
	}
	_, err = tx.DB().Insert("memberships", dbx.Params{"id": newID(), "brand": brand, "user": userID, "role": "owner",
		"created": at, "updated": at}).Execute()
	return brand, err
}
