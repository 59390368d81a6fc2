package teams

import (
	"slices"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/ozzo-validation/v4/is"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"
	"github.com/pocketbase/pocketbase/tools/types"

	"launchdesk/internal/access"
)

// nowText is now as the database writes dates, for comparing with an invitation's expiry.
func nowText() string { return types.NowDateTime().String() }

// seats is how many places of brand are taken: its members and its pending invitations not yet expired, read
// through tx (the transaction that would take one more).
func seats(tx core.App, brand string) (int, error) {
	n := 0
	err := tx.DB().NewQuery("SELECT (SELECT COUNT(*) FROM memberships WHERE brand = {:brand}) +" +
		" (SELECT COUNT(*) FROM invitations WHERE brand = {:brand} AND state = 'pending' AND expires > {:now})").
		Bind(dbx.Params{"brand": brand, "now": nowText()}).Row(&n)
	return n, err
}

// handleInvite answers POST /api/launchdesk/team/invitations {email, role}: the owner invites an address in an
// invitable role. The seats are counted in the transaction that saves the invitation (SQLite's one writer: a second
// invitation at the same time waits, then counts this one); the e-mail is queued in it by the hooks
// (pb_hooks/team.pb.js).
func handleInvite(e *core.RequestEvent) error {
	var body struct {
		Email string `json:"email"`
		Role  string `json:"role"`
	}
	if err := e.BindBody(&body); err != nil {
		return e.BadRequestError("Send the e-mail and role as JSON.", err)
	}
	email := strings.ToLower(strings.TrimSpace(body.Email))
	if email == "" || is.EmailFormat.Validate(email) != nil {
		return refusal("email", "Enter a valid e-mail address.")
	}
	t := access.TeamsOf(e.App)
	if !slices.Contains(t.Invitable, body.Role) {
		return refusal("role", "Choose Member or Billing.")
	}
	var id string
	err := teamWriteErr(e, func(tx core.App, owner *core.Record) error {
		brand := owner.GetString("brand")
		taken, err := seats(tx, brand)
		if err != nil {
			return err
		}
		if taken >= t.MaxMembers {
			return refusal("email", t.Word("full"))
		}
		in := 0
		err = tx.DB().NewQuery("SELECT (SELECT COUNT(*) FROM memberships m JOIN users u ON u.id = m.user" +
			" WHERE m.brand = {:brand} AND u.email = {:email} COLLATE NOCASE) * 2 + (SELECT COUNT(*) FROM invitations" +
			" WHERE brand = {:brand} AND email = {:email} COLLATE NOCASE AND state = 'pending' AND expires > {:now})").
			Bind(dbx.Params{"brand": brand, "email": email, "now": nowText()}).Row(&in)
		switch {
		case err != nil:
			return err
		case in >= 2:
			return refusal("email", t.Word("alreadyMember"))
		case in == 1:
			return refusal("email", t.Word("alreadyInvited"))
		}
		invitations, err := tx.FindCachedCollectionByNameOrId("invitations")
		if err != nil {
			return err
		}
		inv := core.NewRecord(invitations)
		inv.Load(map[string]any{"brand": brand, "email": email, "role": body.Role, "token": security.RandomString(43),
			"expires": time.Now().UTC().AddDate(0, 0, t.InvitationDays), "state": "pending", "invited_by": e.Auth.Id})
		if err := tx.Save(inv); err != nil {
			return err
		}
		id = inv.Id
		return nil
	})
	if err != nil {
		return err
	}
	return e.JSON(200, map[string]string{"id": id})
}

// handleRevoke answers POST /api/launchdesk/team/invitations/{id}/revoke: a pending invitation of the owner's brand
// stops working (its link then says it was withdrawn).
func handleRevoke(e *core.RequestEvent) error {
	return teamWrite(e, func(tx core.App, owner *core.Record) error {
		inv, err := tx.FindRecordById("invitations", e.Request.PathValue("id"))
		if err != nil || inv.GetString("brand") != owner.GetString("brand") || inv.GetString("state") != "pending" {
			return refusal("invitation", "There is no pending invitation to revoke.")
		}
		inv.Set("state", "revoked")
		return tx.Save(inv)
	})
}
