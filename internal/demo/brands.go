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

// seedTeam is the generated brand being filled: its name, id and how many more people join it.
type seedTeam struct {
	name, id string
	left     int
}

// teamOf puts the generated client userID in team while it has room (a member, or one in five billing), else in a
// new brand it owns of 1 to s.brandSize people: the name and id of the client's brand.
func (s *seeder) teamOf(tx core.App, team *seedTeam, userID string, joined time.Time) (string, string, error) {
	if team.left > 0 {
		team.left--
		role := "member"
		if s.r.IntN(5) == 0 {
			role = "billing"
		}
		at := dbTime(joined)
		_, err := tx.DB().Insert("memberships", dbx.Params{"id": newID(), "brand": team.id, "user": userID,
			"role": role, "created": at, "updated": at}).Execute()
		return team.name, team.id, err
	}
	team.name = demoBrand(s.r, s.brands)
	id, err := s.brandOf(tx, userID, team.name, joined)
	team.id, team.left = id, 0
	if s.brandSize > 1 {
		team.left = s.r.IntN(s.brandSize) // 0 to brandSize-1 more people
	}
	return team.name, team.id, err
}
