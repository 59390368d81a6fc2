package touch

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// Register binds the hooks: a sign-up's touches cleaned and its gpc read from the request, a new account without a
// touch given the touches of its calls booked with the same address, and each new order given its client's first
// touch. Each runs once per sign-up or order (a few a day), in Go.
func Register(app core.App) {
	app.OnRecordCreateRequest("users").BindFunc(func(e *core.RecordRequestEvent) error {
		Put(e.Record, e.Record.Get(Fields[0]), e.Record.Get(Fields[1]), e.Request)
		return e.Next()
	})
	app.OnRecordCreateExecute("users").BindFunc(func(e *core.RecordEvent) error {
		if Clean(e.Record.Get(Fields[0])) != nil || Clean(e.Record.Get(Fields[1])) != nil {
			return e.Next()
		}
		// read in the transaction that saves the account (joining one that is open); the save's later hooks get the
		// app back, not the finished transaction
		original := e.App
		defer func() { e.App = original }()
		return original.RunInTransaction(func(tx core.App) error {
			if err := fromBookings(tx, e.Record); err != nil {
				return err
			}
			e.App = tx
			return e.Next()
		})
	})
	app.OnRecordCreateRequest("orders").BindFunc(func(e *core.RecordRequestEvent) error {
		e.Record.Set("touch", nil) // never what the request says
		owner := e.Auth
		if client := e.Record.GetString("client"); owner == nil || owner.Id != client {
			owner, _ = e.App.FindRecordById("users", client)
		}
		if owner != nil {
			if t := Clean(owner.Get(Fields[0])); t != nil {
				e.Record.Set("touch", t)
			}
		}
		return e.Next()
	})
}

// fromBookings gives user the first touch of the earliest call booked with its address and the last touch of the
// latest one, when such calls carry touches.
func fromBookings(tx core.App, user *core.Record) error {
	for i, order := range []string{"ASC", "DESC"} {
		var raw []string
		err := tx.DB().NewQuery(`SELECT [[` + Fields[i] + `]] FROM bookings
			WHERE lower(email) = lower({:email}) AND json_valid([[` + Fields[i] + `]]) AND json_type([[` + Fields[i] + `]]) = 'object'
			ORDER BY created ` + order + ` LIMIT 1`).Bind(dbx.Params{"email": user.Email()}).Column(&raw)
		if err != nil {
			return err
		}
		if len(raw) == 1 {
			user.Set(Fields[i], orNil(Clean(raw[0])))
		}
	}
	return nil
}
