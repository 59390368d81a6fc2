package cas

import (
	"database/sql/driver"
	"net/http"
	"reflect"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// Sentences the API answers when the row moved under an update, by collection; "" is any other collection.
var (
	changedMeanwhile = map[string]string{
		"orders": "This order was changed by someone else while you were saving it: reload it to see the change, then save again.",
		"users":  "Your account was changed elsewhere while you were saving it: reload the page to see the change, then save again.",
		"":       "This was changed by someone else while you were saving it: reload to see the change, then save again.",
	}
	deletedMeanwhile = "This was deleted while you were saving it."
)

// merge brings record (read before the request's hooks and uploads) up to date with its stored row, read with tx.
// Per field, with was = the value record was read with, now = the stored value, mine = the value being written:
// now == was (nobody else wrote it) or mine == now: nothing to do; mine == was (the request leaves the field alone):
// take now; otherwise both changed it: refuse. An auth record whose password or e-mail changes gets a new token key
// if the stored one would be kept, as PocketBase does for a write that is not concurrent.
func merge(tx core.App, record *core.Record) error {
	id, _ := record.LastSavedPK().(string)
	stored, err := tx.FindRecordById(record.Collection(), id)
	if err != nil {
		return router.NewNotFoundError(deletedMeanwhile, err)
	}
	original := record.Original()
	for _, field := range record.Collection().Fields {
		name := field.GetName()
		if name == core.FieldNameId || field.Type() == core.FieldTypeAutodate {
			continue
		}
		was, now, mine := valueOf(original, field), valueOf(stored, field), valueOf(record, field)
		switch {
		case reflect.DeepEqual(now, was), reflect.DeepEqual(mine, now):
		case reflect.DeepEqual(mine, was):
			record.SetRaw(name, stored.GetRaw(name))
		default:
			return router.NewApiError(http.StatusConflict, sentenceFor(record.Collection().Name), nil)
		}
	}
	if record.Collection().IsAuth() && record.TokenKey() == stored.TokenKey() &&
		(!reflect.DeepEqual(valueOf(record, passwordField(record)), valueOf(stored, passwordField(record))) ||
			record.Email() != stored.Email()) {
		record.RefreshTokenKey()
	}
	return nil
}

func sentenceFor(collection string) string {
	if s, ok := changedMeanwhile[collection]; ok {
		return s
	}
	return changedMeanwhile[""]
}

func passwordField(record *core.Record) core.Field {
	return record.Collection().Fields.GetByName(core.FieldNamePassword)
}

// valueOf is field's value in record as the UPDATE statement would write it (PocketBase's DBExport), comparable.
func valueOf(record *core.Record, field core.Field) any {
	if field == nil {
		return nil
	}
	var v any = record.GetRaw(field.GetName())
	if f, ok := field.(core.DriverValuer); ok {
		dv, err := f.DriverValue(record)
		if err != nil {
			return err.Error()
		}
		v = dv
	}
	if valuer, ok := v.(driver.Valuer); ok {
		if dv, err := valuer.Value(); err == nil {
			v = dv
		}
	}
	if b, ok := v.([]byte); ok {
		return string(b)
	}
	return v
}
