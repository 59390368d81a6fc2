// Package touch keeps where a person came from (docs/funnel.md, "The source travels with the person"): the browser
// sends its first and last touch ({source, medium, campaign, fbc, landed}) with the booking and the sign-up; the
// server keeps only the known keys with short strings, drops anything else without an error (a bad touch never
// refuses a booking or a sign-up), records whether the request carried Global Privacy Control, and copies a person's
// first touch onto each order it makes, from the user record and never from the request.
package touch

import (
	"encoding/json"
	"net/http"
	"unicode/utf8"
)

// Keys are the names a touch may hold; anything else is dropped.
var Keys = []string{"source", "medium", "campaign", "fbc", "landed"}

// MaxLen is the most characters a touch's value may have; a longer one is dropped.
const MaxLen = 200

// Fields are the record fields of a person (users, bookings) that hold their touches, first then last.
var Fields = [2]string{"first_touch", "last_touch"}

// Clean is raw (JSON bytes, a decoded value, or a record field's value) reduced to its known keys whose values are
// strings of at most MaxLen characters, or nil when nothing is left.
func Clean(raw any) map[string]string {
	var m map[string]any
	switch v := raw.(type) {
	case nil:
		return nil
	case map[string]any:
		m = v
	case []byte:
		_ = json.Unmarshal(v, &m)
	case json.RawMessage:
		_ = json.Unmarshal(v, &m)
	case string:
		_ = json.Unmarshal([]byte(v), &m)
	default:
		b, err := json.Marshal(v)
		if err == nil {
			_ = json.Unmarshal(b, &m)
		}
	}
	out := map[string]string{}
	for _, k := range Keys {
		if s, ok := m[k].(string); ok && s != "" && utf8.RuneCountInString(s) <= MaxLen && utf8.ValidString(s) {
			out[k] = s
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// GPC tells whether r carries Global Privacy Control (`Sec-GPC: 1`).
func GPC(r *http.Request) bool {
	return r != nil && r.Header.Get("Sec-GPC") == "1"
}

// setter is what takes a field's value: a record.
type setter interface{ Set(key string, value any) }

// Put sets a person's touches cleaned (nil where nothing is left) and gpc as r says.
func Put(rec setter, first, last any, r *http.Request) {
	rec.Set(Fields[0], orNil(Clean(first)))
	rec.Set(Fields[1], orNil(Clean(last)))
	rec.Set("gpc", GPC(r))
}

// orNil keeps an empty touch stored as null rather than {}.
func orNil(t map[string]string) any {
	if t == nil {
		return nil
	}
	return t
}
