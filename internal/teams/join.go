package teams

import (
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"launchdesk/internal/access"
)

// invitationState is where an invitation stands for its link: pending, used, revoked, or expired (a pending one
// past its expiry).
func invitationState(inv *core.Record) string {
	state := inv.GetString("state")
	if state == "pending" && !inv.GetDateTime("expires").Time().After(types.NowDateTime().Time()) {
		return "expired"
	}
	return state
}

// byToken is the invitation of a link's token, read through tx; nil when there is none.
func byToken(tx core.App, token string) *core.Record {
	if token == "" {
		return nil
	}
	inv, err := tx.FindFirstRecordByFilter("invitations", "token = {:token}", dbx.Params{"token": token})
	if err != nil {
		return nil
	}
	return inv
}

// handleLookUp answers GET /api/launchdesk/join/{token}, for anyone holding the link: the brand, the role, the
// address it was sent to and where it stands, with the sentence the join page shows when it no longer works.
func handleLookUp(e *core.RequestEvent) error {
	t := access.TeamsOf(e.App)
	inv := byToken(e.App, e.Request.PathValue("token"))
	if inv == nil {
		return e.NotFoundError(t.Word("unknown"), nil)
	}
	brand, err := e.App.FindRecordById("brands", inv.GetString("brand"))
	if err != nil {
		return e.InternalServerError("Loading the invitation failed.", err)
	}
	state := invitationState(inv)
	answer := map[string]string{"state": state, "brand": brand.GetString("name"), "role": inv.GetString("role"),
		"email": inv.GetString("email")}
	if state != "pending" {
		answer["message"] = t.Word(state)
	}
	return e.JSON(200, answer)
}

// handleJoin answers POST /api/launchdesk/join/{token}: the signed-in account of the invited address joins the brand
// in the invited role, once. An account whose brand is only itself, with no order yet (the one its sign-up through
// the link just made), leaves that empty brand; any other brand keeps it and it is told so.
func handleJoin(e *core.RequestEvent) error {
	t := access.TeamsOf(e.App)
	var brandName string
	err := e.App.RunInTransaction(func(tx core.App) error {
		inv := byToken(tx, e.Request.PathValue("token"))
		if inv == nil {
			return apis.NewNotFoundError(t.Word("unknown"), nil)
		}
		if state := invitationState(inv); state != "pending" {
			return refusal("token", t.Word(state))
		}
		if access.IsStudio(tx, e.Auth) || !strings.EqualFold(e.Auth.Email(), inv.GetString("email")) {
			return refusal("token", t.Word("otherAddress"))
		}
		brand := inv.GetString("brand")
		m, err := access.MembershipOf(tx, e.Auth.Id)
		if err != nil {
			return err
		}
		var left *core.Record // the empty brand m leaves, deleted once m is in the new one
		switch {
		case m == nil:
			memberships, err := tx.FindCachedCollectionByNameOrId("memberships")
			if err != nil {
				return err
			}
			m = core.NewRecord(memberships)
			m.Set("user", e.Auth.Id)
		case m.GetString("brand") != brand:
			if left, err = emptyBrand(tx, m, t); err != nil {
				return err
			}
		}
		if m.GetString("brand") != brand { // one already in the brand keeps its role
			m.Set("brand", brand)
			m.Set("role", inv.GetString("role"))
			if err := tx.Save(m); err != nil {
				return err
			}
		}
		if left != nil {
			if err := tx.Delete(left); err != nil {
				return err
			}
		}
		inv.Set("state", "used")
		if err := tx.Save(inv); err != nil {
			return err
		}
		b, err := tx.FindRecordById("brands", brand)
		brandName = b.GetString("name")
		return err
	})
	if err != nil {
		return answerFailure(e, err, "Joining the brand failed.")
	}
	return e.JSON(200, map[string]string{"brand": brandName, "redirect": "/portal"})
}

// emptyBrand is m's brand when it holds nobody else and no order (the brand a sign-up just made), for m to leave
// and the caller to delete; any other brand is kept and the join refused with its sentence.
func emptyBrand(tx core.App, m *core.Record, t access.Teams) (*core.Record, error) {
	old := m.GetString("brand")
	others := 0
	err := tx.DB().NewQuery("SELECT (SELECT COUNT(*) FROM memberships WHERE brand = {:b} AND id != {:m}) +" +
		" (SELECT COUNT(*) FROM orders WHERE brand = {:b})").Bind(dbx.Params{"b": old, "m": m.Id}).Row(&others)
	if err != nil {
		return nil, err
	}
	if others > 0 {
		return nil, refusal("token", t.Word("otherBrand"))
	}
	return tx.FindRecordById("brands", old)
}
