// Package access decides who may do what, once, for every Go route and hook: who the studio is (IsStudio,
// RequireStudio), and who may read a record, always by the collection's own API rule through PocketBase's
// CanAccessRecord (CanRead, CanReadOrder) or, for a list, the same rule as a filter (Narrow). Who the studio is
// lives in pb_hooks/lib/studio.json, which the hooks' lib/studio.js requires and Use reads at start, so the hooks
// and Go cannot disagree (docs/decisions.md §31). No other package compares a role, asks IsSuperuser or compares
// an order's client with the caller: guard_test.go fails on one.
package access

import (
	"fmt"

	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/kept"
)

// File is where who the studio is lives, relative to the hooks directory.
const File = "lib/studio.json"

// Studio is who the studio is (pb_hooks/lib/studio.json).
type Studio struct {
	// Role is the users role of the studio's accounts, the one the collections' API rules name.
	Role string `json:"role"`
	// SuperuserIsStudio: a PocketBase superuser is the studio too. It must be true: PocketBase lets a superuser
	// past every API rule (CanAccessRecord answers yes without reading the rule), so a superuser that launchdesk's
	// own routes refused would read through the records API what those routes keep from it.
	SuperuserIsStudio bool `json:"superuserIsStudio"`
}

// Read reads and checks who the studio is from the hooks in hooksDir.
func Read(hooksDir string) (Studio, error) {
	s := Studio{}
	path, err := kept.ReadJSON(hooksDir, File, "who the studio is", &s)
	if err != nil {
		return Studio{}, err
	}
	if s.Role == "" {
		return Studio{}, fmt.Errorf("who the studio is, in %s: role must name the users role of the studio", path)
	}
	if !s.SuperuserIsStudio {
		return Studio{}, fmt.Errorf("who the studio is, in %s: superuserIsStudio must be true, since PocketBase "+
			"lets a superuser past every API rule (docs/decisions.md §31)", path)
	}
	return s, nil
}

var studio = kept.NewSlot[Studio]("launchdesk.access.studio",
	"access.Of: who the studio is was not loaded (access.Use at start)")

// Use reads who the studio is and which brand role may do what (teams.json) from the hooks the app runs with
// (hooksDir) and keeps them on the app for Of and TeamsOf: call it at start, before serving; a missing or bad file
// is an error that stops the start.
func Use(app core.App, hooksDir string) error {
	if err := studio.Keep(app, func() (Studio, error) { return Read(hooksDir) }); err != nil {
		return err
	}
	return teams.Keep(app, func() (Teams, error) { return ReadTeams(hooksDir) })
}

// Of is who the studio is, as Use kept it on app. It panics when Use was not called: a wiring mistake, not a
// runtime condition.
func Of(app core.App) Studio { return studio.Of(app) }

// Is tells whether auth (a request's auth record, a realtime client's, or a users record) is the studio: a
// superuser, or a users account with the studio's role.
func (s Studio) Is(auth *core.Record) bool {
	if auth == nil {
		return false
	}
	if auth.IsSuperuser() {
		return s.SuperuserIsStudio
	}
	return auth.Collection().Name == "users" && auth.GetString("role") == s.Role
}

// IsStudio tells whether auth is the studio of app (Studio.Is).
func IsStudio(app core.App, auth *core.Record) bool {
	return Of(app).Is(auth)
}

// IsSuperuser tells whether the request is a PocketBase superuser's, for what PocketBase itself grants the server's
// operator apart from any rule: its own exemptions (rate limits, body sizes, a chosen record id) and the health
// details. Who may read or change launchdesk's records is IsStudio's and the rules' answer, never this one.
func IsSuperuser(e *core.RequestEvent) bool {
	return e.HasSuperuserAuth()
}
