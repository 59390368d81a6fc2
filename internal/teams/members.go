package teams

import (
	"errors"
	"slices"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"launchdesk/internal/access"
)

// invitation is a pending invitation as the owner sees it (never its token).
type invitation struct {
	ID      string `json:"id"`
	Email   string `json:"email"`
	Role    string `json:"role"`
	Expires string `json:"expires"`
}

// handleTeam answers GET /api/launchdesk/team: the reader's brand, its role, the members and, for whoever runs the
// team, the pending invitations not yet expired.
func handleTeam(e *core.RequestEvent) error {
	m, err := access.MembershipOf(e.App, e.Auth.Id)
	if err != nil {
		return e.InternalServerError("Loading your team failed.", err)
	}
	if m == nil {
		return e.NotFoundError("You belong to no brand.", nil)
	}
	brand, err := e.App.FindRecordById("brands", m.GetString("brand"))
	if err != nil {
		return e.InternalServerError("Loading your team failed.", err)
	}
	runs := access.TeamsOf(e.App).Allows(m.GetString("role"), access.Team)
	members, err := access.MembersOf(e.App, brand.Id)
	if err != nil {
		return e.InternalServerError("Loading your team failed.", err)
	}
	invitations := []invitation{}
	if runs {
		err = e.App.DB().NewQuery("SELECT id, email, role, expires FROM invitations WHERE brand = {:brand}" +
			" AND state = 'pending' AND expires > {:now} ORDER BY created").
			Bind(dbx.Params{"brand": brand.Id, "now": nowText()}).All(&invitations)
		if err != nil {
			return e.InternalServerError("Loading your team failed.", err)
		}
	} else {
		for i := range members {
			members[i].Email = ""
		}
	}
	return e.JSON(200, map[string]any{"brand": map[string]string{"id": brand.Id, "name": brand.GetString("name")},
		"membership": m.Id, "role": m.GetString("role"), "members": members, "invitations": invitations})
}

// handleRole answers PATCH /api/launchdesk/team/members/{id} {role}: the owner gives a teammate another invitable
// role (ownership moves only by hand-over).
func handleRole(e *core.RequestEvent) error {
	var body struct {
		Role string `json:"role"`
	}
	if err := e.BindBody(&body); err != nil {
		return e.BadRequestError("Send the role as JSON.", err)
	}
	t := access.TeamsOf(e.App)
	if !slices.Contains(t.Invitable, body.Role) {
		return refusal("role", "Choose Member or Billing.")
	}
	return teamWrite(e, func(tx core.App, owner *core.Record) error {
		m, err := teammate(tx, owner, e.Request.PathValue("id"))
		if err != nil {
			return err
		}
		if err := leaveRole(tx, m, body.Role); err != nil {
			return err
		}
		m.Set("role", body.Role)
		return tx.Save(m)
	})
}

// handleRemove answers DELETE /api/launchdesk/team/members/{id}: the teammate leaves the brand at once (every rule
// reads the membership when it is asked) for a brand of one of its own.
func handleRemove(e *core.RequestEvent) error {
	return teamWrite(e, func(tx core.App, owner *core.Record) error {
		m, err := teammate(tx, owner, e.Request.PathValue("id"))
		if err != nil {
			return err
		}
		user, err := tx.FindRecordById("users", m.GetString("user"))
		if err != nil {
			return err
		}
		if err := dropWaitingMail(tx, user, m.GetString("brand"), ""); err != nil {
			return err
		}
		return ownBrand(tx, m, nameOf(user))
	})
}

// handleHandOver answers POST /api/launchdesk/team/members/{id}/owner: the teammate becomes the owner and the owner
// a member, in one transaction (a brand always has one owner).
func handleHandOver(e *core.RequestEvent) error {
	return teamWrite(e, func(tx core.App, owner *core.Record) error {
		m, err := teammate(tx, owner, e.Request.PathValue("id"))
		if err != nil {
			return err
		}
		if err := leaveRole(tx, owner, "member"); err != nil {
			return err
		}
		owner.Set("role", "member")
		m.Set("role", "owner")
		if err := tx.Save(owner); err != nil {
			return err
		}
		return tx.Save(m)
	})
}

// leaveRole drops what waits in the outbox for the membership m's person that role, its next, no longer receives.
func leaveRole(tx core.App, m *core.Record, role string) error {
	user, err := tx.FindRecordById("users", m.GetString("user"))
	if err != nil {
		return err
	}
	return dropWaitingMail(tx, user, m.GetString("brand"), role)
}

// teamWrite runs write as teamWriteErr does and answers 204.
func teamWrite(e *core.RequestEvent, write func(tx core.App, owner *core.Record) error) error {
	if err := teamWriteErr(e, write); err != nil {
		return err
	}
	return e.NoContent(204)
}

// teamWriteErr runs write in a transaction with the caller's membership, re-read there and refused unless it runs
// the team. A refusal comes back as it is; any other failure as a 500.
func teamWriteErr(e *core.RequestEvent, write func(tx core.App, owner *core.Record) error) error {
	err := e.App.RunInTransaction(func(tx core.App) error {
		owner, err := owned(tx, e.Auth)
		if err != nil {
			return err
		}
		return write(tx, owner)
	})
	if err != nil {
		return answerFailure(e, err, "Changing your team failed.")
	}
	return nil
}

// answerFailure answers a refusal as it is, and any other failure as a 500 saying failed.
func answerFailure(e *core.RequestEvent, err error, failed string) error {
	var refused *router.ApiError
	if errors.As(err, &refused) {
		return err
	}
	return e.InternalServerError(failed, err)
}

// nameOf is what a person's brand of one is called: its name, or its address's name.
func nameOf(user *core.Record) string {
	if n := user.GetString("name"); n != "" {
		return n
	}
	email := user.Email()
	for i := range email {
		if email[i] == '@' {
			return email[:i]
		}
	}
	return email
}
