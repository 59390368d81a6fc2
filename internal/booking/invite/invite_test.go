package invite

import (
	"strings"
	"testing"
	"time"

	ics "github.com/arran4/golang-ical"
)

// A name and a brand as a hostile visitor types them: markup, quotes and every separator of the format.
func hostile() Invite {
	start := time.Date(2027, 3, 23, 10, 0, 0, 0, time.UTC)
	return Invite{
		UID: "booking-abc@example.test", Method: "REQUEST", Start: start, End: start.Add(15 * time.Minute),
		Stamp: start.Add(-time.Hour), Summary: "15-minute intro call with launchdesk",
		Description:   "15-minute intro call with launchdesk for <b>Bold</b> & Co; \"x\", y: z.\nReschedule or cancel: https://x.test/m",
		OrganizerName: "Studio: \"Best\"", OrganizerMail: "studio@example.test",
		AttendeeName: `<img src=x onerror="alert(1)">O'Neil, Jr; CEO: Eve\ex`, AttendeeMail: "eve@brand.test",
	}
}

func TestTheInvitationHasCRLFLineEndsAndReadsBackAsWritten(t *testing.T) {
	out, err := hostile().Render()
	if err != nil {
		t.Fatal(err)
	}
	for i, line := range strings.Split(strings.TrimSuffix(out, "\r\n"), "\r\n") {
		if strings.ContainsAny(line, "\r\n") {
			t.Fatalf("line %d ends without CRLF: %q", i, line)
		}
	}
	cal, err := ics.ParseCalendar(strings.NewReader(out))
	if err != nil {
		t.Fatal(err)
	}
	events := cal.Events()
	if len(events) != 1 {
		t.Fatalf("%d events, want 1", len(events))
	}
	ev := events[0]
	if got := ev.GetProperty(ics.ComponentPropertyDescription).Value; !strings.Contains(got, `<b>Bold</b> & Co`) {
		t.Errorf("the description changed the brand as typed: %q", got)
	}
	attendees := ev.Attendees()
	if len(attendees) != 1 || attendees[0].Email() != "eve@brand.test" {
		t.Fatalf("attendees %v, want eve@brand.test alone", attendees)
	}
}

// RFC 5545 has no backslash escapes in parameters: a CN holds no character golang-ical would escape, so a calendar
// shows the name without backslashes and no ":" ends the parameters before the address.
func TestNamesAreWrittenWithoutBackslashesInTheirParameters(t *testing.T) {
	out, err := hostile().Render()
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(strings.ReplaceAll(out, "\r\n ", ""), "\r\n") {
		if !strings.HasPrefix(line, "ATTENDEE;") && !strings.HasPrefix(line, "ORGANIZER;") {
			continue
		}
		params, address, _ := strings.Cut(line, ":")
		if strings.Contains(params, `\`) || !strings.HasPrefix(address, "mailto:") {
			t.Errorf("a name broke its property: %q", line)
		}
	}
	if got, want := cn(hostile().AttendeeName), "<img src=x onerror=’alert(1)’>O’Neil Jr CEO Eve/ex"; got != want {
		t.Errorf("cn = %q, want %q", got, want)
	}
}
