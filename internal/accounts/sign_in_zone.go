package accounts

import (
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"

	_ "time/tzdata" // the zones' rules inside the binary: a slim deploy image may have no /usr/share/zoneinfo
)

// ZoneHeader is the request header in which the app's sign-in requests name the browser's time zone (an IANA
// name such as "Europe/Paris"), so that the "New sign-in" e-mail says the time as the signing-in device had it.
const ZoneHeader = "X-Time-Zone"

// signInZone is a sign-in's zone: its name and its offset from UTC at the sign-in, in minutes.
type signInZone struct {
	name   string
	offset int
}

// zoneOf reads a ZoneHeader value at now; ok is false for an empty or unknown name.
func zoneOf(name string, now time.Time) (signInZone, bool) {
	if name == "" || len(name) > 64 || name == "Local" {
		return signInZone{}, false
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		return signInZone{}, false
	}
	_, offset := now.In(loc).Zone()
	return signInZone{name: name, offset: offset / 60}, true
}

// registerSignInZone hands the zone a sign-in request names to the "New sign-in" e-mail that PocketBase sends while
// it answers that request (the e-mail's hook sees no request): kept per account for the time of the request, and
// given to the e-mail's hooks as meta "zone" and "offsetMinutes" (pb_hooks/lib/account_outbox.js).
func registerSignInZone(app core.App) {
	var zones sync.Map // account id → signInZone, while its sign-in request is answered
	app.OnRecordAuthRequest("users").BindFunc(func(e *core.RecordAuthRequestEvent) error {
		zone, ok := zoneOf(e.Request.Header.Get(ZoneHeader), time.Now())
		if !ok {
			return e.Next()
		}
		zones.Store(e.Record.Id, zone)
		defer zones.Delete(e.Record.Id) // PocketBase sends the alert, and waits for it, within e.Next()
		return e.Next()
	})
	app.OnMailerRecordAuthAlertSend("users").Bind(&hook.Handler[*core.MailerRecordEvent]{
		Id:       "launchdeskSignInZone",
		Priority: -10, // before the hooks that write the e-mail (account_mails.pb.js)
		Func: func(e *core.MailerRecordEvent) error {
			if v, ok := zones.Load(e.Record.Id); ok {
				zone := v.(signInZone)
				if e.Meta == nil {
					e.Meta = map[string]any{}
				}
				e.Meta["zone"] = zone.name
				e.Meta["offsetMinutes"] = zone.offset
			}
			return e.Next()
		},
	})
}
