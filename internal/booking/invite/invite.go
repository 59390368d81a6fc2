// Package invite renders a booked call's iCalendar invitation (RFC 5545, through golang-ical) for the hooks'
// e-mails, and binds it and the call's time on a reader's clock into the hooks' runtimes as $booking. It is apart from
// internal/booking so that the test app (internal/testapp) can bind it without the booking routes.
package invite

import (
	"fmt"
	"strings"
	"time"

	ics "github.com/arran4/golang-ical"
	"github.com/dop251/goja"
)

// Invite is one call's invitation as the hooks describe it (pb_hooks/lib/booking_mails.js): the words are theirs,
// the iCalendar form (RFC 5545, through golang-ical) is this file's.
type Invite struct {
	// UID is stable for the life of the booking; Sequence rises with each reschedule.
	UID      string    `json:"uid"`
	Sequence int       `json:"sequence"`
	Method   string    `json:"method"` // REQUEST or CANCEL
	Start    time.Time `json:"start"`
	End      time.Time `json:"end"`
	Stamp    time.Time `json:"stamp"`
	Summary  string    `json:"summary"`
	// Description and Location are plain text: iCalendar has no markup, and golang-ical escapes its separators.
	Description   string `json:"description"`
	Location      string `json:"location"`
	URL           string `json:"url"`
	OrganizerName string `json:"organizerName"`
	OrganizerMail string `json:"organizerMail"`
	AttendeeName  string `json:"attendeeName"`
	AttendeeMail  string `json:"attendeeMail"`
}

// Render is the invitation as an iCalendar object: one VEVENT in UTC, METHOD REQUEST (or CANCEL, STATUS:CANCELLED),
// the studio as ORGANIZER and the person who booked as ATTENDEE, so calendars update or remove the one event.
func (in Invite) Render() (string, error) {
	if in.Method != "REQUEST" && in.Method != "CANCEL" {
		return "", fmt.Errorf("booking: the invitation's method is REQUEST or CANCEL, not %q", in.Method)
	}
	if in.UID == "" || !in.End.After(in.Start) {
		return "", fmt.Errorf("booking: an invitation needs a UID and an end after its start")
	}
	cal := ics.NewCalendarFor("launchdesk")
	cal.SetMethod(ics.Method(in.Method))
	ev := cal.AddEvent(in.UID)
	ev.SetSequence(in.Sequence)
	ev.SetDtStampTime(in.Stamp)
	ev.SetStartAt(in.Start)
	ev.SetEndAt(in.End)
	ev.SetSummary(OneLine(in.Summary))
	ev.SetDescription(in.Description)
	if in.Location != "" {
		ev.SetLocation(OneLine(in.Location))
	}
	if in.URL != "" {
		ev.SetURL(in.URL)
	}
	ev.SetOrganizer("mailto:"+in.OrganizerMail, ics.WithCN(cn(in.OrganizerName)))
	ev.AddAttendee("mailto:"+in.AttendeeMail, ics.WithCN(cn(in.AttendeeName)), ics.CalendarUserTypeIndividual,
		ics.ParticipationRoleReqParticipant, ics.ParticipationStatusNeedsAction, ics.WithRSVP(false))
	if in.Method == "CANCEL" {
		ev.SetStatus(ics.ObjectStatusCancelled)
	} else {
		ev.SetStatus(ics.ObjectStatusConfirmed)
	}
	return Serialize(cal), nil
}

// Serialize writes cal with the CRLF line ends RFC 5545 asks for (golang-ical writes the host's, "\n" on Linux).
func Serialize(cal *ics.Calendar) string { return cal.Serialize(ics.WithNewLineWindows) }

// OneLine keeps a one-line property on one line.
func OneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// cnSafe replaces what golang-ical would write into a CN parameter with a backslash before it: RFC 5545 has no
// escapes in parameters (such a value is quoted, which golang-ical does not do for CN), so calendars showed the
// backslashes ("O\'Neil") and a ":" could end the parameters early. A display name loses nothing that matters.
var cnSafe = strings.NewReplacer(`"`, "’", `'`, "’", `\`, "/", ",", " ", ";", " ", ":", " ")

// cn is a name fit for a CN parameter: one line, with none of the characters a parameter cannot hold as they are.
func cn(s string) string { return OneLine(cnSafe.Replace(s)) }

// BindJS gives the hooks $booking.invite(fields), which renders an Invite (see its fields; times as ISO strings or
// Dates) and throws on a bad one. Pass it to jsvm.Config.OnInit beside the other bindings.
func BindJS(vm *goja.Runtime) {
	obj := vm.NewObject()
	_ = obj.Set("invite", func(call goja.FunctionCall) goja.Value {
		var in Invite
		fields := call.Argument(0).ToObject(vm)
		for _, key := range []string{"start", "end", "stamp"} {
			t, err := jsTime(fields.Get(key))
			if err != nil {
				panic(vm.NewGoError(fmt.Errorf("booking: the invitation's %s: %w", key, err)))
			}
			switch key {
			case "start":
				in.Start = t
			case "end":
				in.End = t
			default:
				in.Stamp = t
			}
		}
		str := func(key string) string {
			if v := fields.Get(key); v != nil && !goja.IsUndefined(v) && !goja.IsNull(v) {
				return v.String()
			}
			return ""
		}
		in.UID, in.Method, in.Summary, in.Description = str("uid"), str("method"), str("summary"), str("description")
		in.Location, in.URL = str("location"), str("url")
		in.OrganizerName, in.OrganizerMail = str("organizerName"), str("organizerMail")
		in.AttendeeName, in.AttendeeMail = str("attendeeName"), str("attendeeMail")
		if v := fields.Get("sequence"); v != nil && !goja.IsUndefined(v) {
			in.Sequence = int(v.ToInteger())
		}
		out, err := in.Render()
		if err != nil {
			panic(vm.NewGoError(err))
		}
		return vm.ToValue(out)
	})
	// $booking.when(start, zone) is a call's start as its reader reads it: "Monday, March 22, 2027 at 9:00 AM
	// (Asia/Tokyo)" (the hooks' runtime has no time zone data of its own).
	_ = obj.Set("when", func(start goja.Value, zone string) string {
		t, err := jsTime(start)
		if err != nil {
			panic(vm.NewGoError(err))
		}
		loc, err := time.LoadLocation(zone)
		if err != nil || zone == "" || strings.EqualFold(zone, "local") {
			loc = time.UTC
		}
		return t.In(loc).Format("Monday, January 2, 2006 at 3:04 PM") + " (" + loc.String() + ")"
	})
	_ = vm.Set("$booking", obj)
}

// jsTime reads a JS Date, an ISO string or a PocketBase DateTime's string.
func jsTime(v goja.Value) (time.Time, error) {
	if v == nil || goja.IsUndefined(v) || goja.IsNull(v) {
		return time.Time{}, fmt.Errorf("missing")
	}
	if d, ok := v.Export().(time.Time); ok {
		return d, nil
	}
	s := strings.Replace(v.String(), " ", "T", 1)
	if t, err := time.Parse(time.RFC3339Nano, s); err == nil {
		return t, nil
	}
	return time.Time{}, fmt.Errorf("%q is not a time", v.String())
}
