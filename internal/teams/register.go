// Package teams serves a brand's team (docs/teams.md): the owner's invitations by e-mail, the join link, role
// changes, removals and the hand-over of ownership. Which role may do what is pb_hooks/lib/teams.json, read through
// internal/access (TeamsOf, MembershipOf); every write re-reads what it depends on inside its transaction.
package teams

import (
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/access"
)

// Register adds the team routes.
func Register(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		users := apis.RequireAuth("users")
		se.Router.GET("/api/launchdesk/team", handleTeam).Bind(users)
		se.Router.POST("/api/launchdesk/team/invitations", handleInvite).Bind(users)
		se.Router.POST("/api/launchdesk/team/invitations/{id}/revoke", handleRevoke).Bind(users)
		se.Router.PATCH("/api/launchdesk/team/members/{id}", handleRole).Bind(users)
		se.Router.DELETE("/api/launchdesk/team/members/{id}", handleRemove).Bind(users)
		se.Router.POST("/api/launchdesk/team/members/{id}/owner", handleHandOver).Bind(users)
		se.Router.GET("/api/launchdesk/join/{token}", handleLookUp)
		se.Router.POST("/api/launchdesk/join/{token}", handleJoin).Bind(users)
		return se.Next()
	})
}

// refusal is a 400 with the sentence under its field, as the UI's error funnel shows it.
func refusal(field, sentence string) error {
	return apis.NewBadRequestError(sentence, validation.Errors{field: validation.NewError("validation_team_"+field, sentence)})
}

// owned is the membership through which auth runs its brand's team, read through tx: refused (403) unless its role
// may (teams.json team).
func owned(tx core.App, auth *core.Record) (*core.Record, error) {
	m, err := access.MembershipOf(tx, auth.Id)
	if err != nil {
		return nil, err
	}
	t := access.TeamsOf(tx)
	if m == nil || !t.Allows(m.GetString("role"), access.Team) {
		return nil, apis.NewForbiddenError(t.Word("notYours"), nil)
	}
	return m, nil
}

// teammate is the membership with id in owner's brand, other than owner's own; refused otherwise, alike for one of
// another brand and one that does not exist.
func teammate(tx core.App, owner *core.Record, id string) (*core.Record, error) {
	t := access.TeamsOf(tx)
	m, err := tx.FindRecordById("memberships", id)
	if err != nil || m.GetString("brand") != owner.GetString("brand") {
		return nil, apis.NewNotFoundError(t.Word("notMember"), nil)
	}
	if m.Id == owner.Id {
		return nil, refusal("member", t.Word("notSelf"))
	}
	return m, nil
}

// ownBrand moves membership m into a new brand of one that it owns, named name: where a removed member goes, so that
// every client account keeps a brand (its own orders to come).
func ownBrand(tx core.App, m *core.Record, name string) error {
	brands, err := tx.FindCachedCollectionByNameOrId("brands")
	if err != nil {
		return err
	}
	b := core.NewRecord(brands)
	b.Set("name", name)
	if err := tx.Save(b); err != nil {
		return err
	}
	m.Set("brand", b.Id)
	m.Set("role", "owner")
	return tx.Save(m)
}
