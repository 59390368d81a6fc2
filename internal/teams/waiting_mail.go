package teams

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/access"
)

// dropWaitingMail deletes, in the caller's transaction, the e-mails still waiting in the outbox for user about an
// order of brand that need an ability role no longer gives (role "" when the person left the brand): a removed
// designer gets no intake reminder or message e-mail a day later, a member made billing no message e-mail. Only rows
// no worker has claimed go; one being sent now is already on its way.
func dropWaitingMail(tx core.App, user *core.Record, brand, role string) error {
	t := access.TeamsOf(tx)
	kinds := []any{}
	for kind, ability := range t.WaitingMail {
		if !t.Allows(role, ability) {
			kinds = append(kinds, kind)
		}
	}
	if len(kinds) == 0 {
		return nil
	}
	_, err := tx.DB().Delete("mail_outbox", dbx.And(
		dbx.HashExp{"recipient": user.Email(), "state": "queued", "claim": ""},
		dbx.In("kind", kinds...),
		dbx.NewExp("[[order]] IN (SELECT [[id]] FROM {{orders}} WHERE [[brand]] = {:brand})", dbx.Params{"brand": brand}),
	)).Execute()
	return err
}
