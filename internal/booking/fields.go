package booking

import (
	"encoding/json"
	"errors"
	"net/mail"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// request is the body of POST /api/launchdesk/booking.
type request struct {
	Kind  string `json:"kind"`
	Start string `json:"start"`
	Name  string `json:"name"`
	Email string `json:"email"`
	Brand string `json:"brand"`
	Note  string `json:"note"`
	TZ    string `json:"tz"`
	// Order links a consultation booked from a new order to it (the client's own orders only).
	Order string `json:"order"`
	// FirstTouch and LastTouch are where the visitor came from, as the browser kept them; cleaned, never refused
	// (internal/touch).
	FirstTouch json.RawMessage `json:"first_touch"`
	LastTouch  json.RawMessage `json:"last_touch"`
}

// fieldLabels are the words of each field in the sentences ("Enter your name.").
var fieldLabels = map[string]string{"name": "name", "email": "e-mail address", "brand": "brand", "note": "note", "tz": "time zone"}

// check refuses what does not fit, with its sentence: a field over its limit is refused, never cut. It answers the
// field at fault and the sentence, or "" when everything fits.
func (s *service) check(r *request) (field, sentence string) {
	r.Name, r.Email, r.Brand, r.TZ = strings.TrimSpace(r.Name), strings.TrimSpace(r.Email), strings.TrimSpace(r.Brand), strings.TrimSpace(r.TZ)
	r.Note = strings.TrimSpace(r.Note)
	values := map[string]string{"name": r.Name, "email": r.Email, "brand": r.Brand, "note": r.Note, "tz": r.TZ}
	for _, f := range []string{"name", "email", "brand", "note", "tz"} {
		if max, ok := s.c.Fields[f]; ok && utf8.RuneCountInString(values[f]) > max {
			return f, s.c.Text("tooLong", "field", fieldLabels[f], "max", itoa(max))
		}
	}
	for _, f := range []string{"name", "email", "brand"} {
		if values[f] == "" {
			return f, s.c.Text("required", "field", fieldLabels[f])
		}
		// a name or brand is one line in an e-mail's subject and an invitation's CN: no line break or other control
		if strings.IndexFunc(values[f], unicode.IsControl) >= 0 {
			return f, s.c.Text("oneLine", "field", fieldLabels[f])
		}
	}
	if a, err := mail.ParseAddress(r.Email); err != nil || a.Address != r.Email || strings.ContainsAny(r.Email, "<>\"") {
		return "email", s.c.Text("email")
	}
	if r.TZ != "" {
		if _, err := visitorZone(r.TZ); err != nil {
			return "tz", s.c.Text("tz")
		}
	}
	return "", ""
}

// visitorZone is an IANA zone a visitor may give ("Local" and "" are the server's, which means nothing to them).
func visitorZone(name string) (*time.Location, error) {
	if name == "" || strings.EqualFold(name, "local") {
		return nil, errors.New("no zone")
	}
	return time.LoadLocation(name)
}

func positiveInt(v string) (int, error) {
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 {
		return 0, errors.New("not a positive whole number")
	}
	return n, nil
}

func itoa(n int) string { return strconv.Itoa(n) }
