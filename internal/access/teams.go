package access

import (
	"database/sql"
	"errors"
	"fmt"
	"slices"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/kept"
)

// TeamsFile is which role of a brand may do what, relative to the hooks directory: the hooks' lib/team_rules.js
// builds the collections' API rules from it, so Go, the rules and the hooks name one table.
const TeamsFile = "lib/teams.json"

// Abilities a brand's role may have (teams.json can).
const (
	See  = "see"  // the brand's orders' titles and statuses (the portal's order cards)
	Work = "work" // the orders themselves: thread, intake, preview review, testimonial
	Pay  = "pay"  // the payments and receipts
	Team = "team" // invite, change roles, remove, hand ownership over
)

// Teams is pb_hooks/lib/teams.json.
type Teams struct {
	Roles     []string            `json:"roles"`
	Invitable []string            `json:"invitable"`
	RoleNames map[string]string   `json:"roleNames"`
	Can       map[string][]string `json:"can"`
	// WaitingMail is each kind of e-mail that waits in the outbox for a brand's member (a message e-mail's delay, the
	// intake reminder's period, a receipt's undo window) and the ability it is sent for: whoever loses that ability
	// on the order's brand (removed, or given a role without it) loses those not yet sent.
	WaitingMail    map[string]string `json:"waitingMail"`
	MaxMembers     int               `json:"maxMembers"`
	InvitationDays int               `json:"invitationDays"`
	Words          map[string]string `json:"words"` // the team routes' refusals and the join page's states
}

// ReadTeams reads and checks teams.json from the hooks in hooksDir.
func ReadTeams(hooksDir string) (Teams, error) {
	t := Teams{}
	path, err := kept.ReadJSON(hooksDir, TeamsFile, "brand roles", &t)
	if err != nil {
		return Teams{}, err
	}
	for _, ability := range []string{See, Work, Pay, Team} {
		for _, role := range t.Can[ability] {
			if !slices.Contains(t.Roles, role) {
				return Teams{}, fmt.Errorf("brand roles, in %s: %s names an unknown role %q", path, ability, role)
			}
		}
		if len(t.Can[ability]) == 0 {
			return Teams{}, fmt.Errorf("brand roles, in %s: no role may %s", path, ability)
		}
	}
	for kind, ability := range t.WaitingMail {
		if len(t.Can[ability]) == 0 {
			return Teams{}, fmt.Errorf("brand roles, in %s: waitingMail %s names an unknown ability %q", path, kind, ability)
		}
	}
	if t.MaxMembers < 1 || t.InvitationDays < 1 {
		return Teams{}, fmt.Errorf("brand roles, in %s: maxMembers and invitationDays must be positive", path)
	}
	return t, nil
}

var teams = kept.NewSlot[Teams]("launchdesk.access.teams",
	"access.TeamsOf: the brand roles were not loaded (access.Use at start)")

// TeamsOf is teams.json as Use kept it on app; it panics when Use was not called (a wiring mistake).
func TeamsOf(app core.App) Teams { return teams.Of(app) }

// Word is the team's sentence called name; it panics for a name teams.json does not have (a typo in the code).
func (t Teams) Word(name string) string {
	return kept.Named(t.Words, name, "access: teams.json has no word")
}

// Allows tells whether role may do ability.
func (t Teams) Allows(role, ability string) bool {
	return role != "" && slices.Contains(t.Can[ability], role)
}

// MembershipOf is the users account's membership of its brand (one at most), read through app (a transaction's
// when a write depends on it); nil when it belongs to none.
func MembershipOf(app core.App, userID string) (*core.Record, error) {
	if userID == "" {
		return nil, nil
	}
	m, err := app.FindFirstRecordByFilter("memberships", "user = {:user}", dbx.Params{"user": userID})
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	return m, err
}

// May tells whether auth may do ability on order: a users account that is a member of the order's brand in a role
// teams.json lets do it. The studio works on every order through the rules, but acts for no brand (it does not pay
// an order, nor book a client's call): May is false for it.
func May(app core.App, auth, order *core.Record, ability string) bool {
	if auth == nil || order == nil || auth.Collection().Name != "users" || order.GetString("brand") == "" {
		return false
	}
	m, err := MembershipOf(app, auth.Id)
	if err != nil || m == nil || m.GetString("brand") != order.GetString("brand") {
		return false
	}
	return TeamsOf(app).Allows(m.GetString("role"), ability)
}

// Member is one person of a brand: the membership's id, the account, its name and address, and its role.
type Member struct {
	ID    string `json:"id"`
	User  string `json:"user"`
	Name  string `json:"name"`
	Email string `json:"email,omitempty"`
	Role  string `json:"role"`
}

// MembersOf lists the people of the brand with id brand, the owner first, then by when they joined: the team page
// and the studio's order page name them alike.
func MembersOf(app core.App, brand string) ([]Member, error) {
	members := []Member{}
	err := app.DB().NewQuery("SELECT m.id, m.user, u.name, u.email, m.role FROM memberships m JOIN users u ON u.id = m.user" +
		" WHERE m.brand = {:brand} ORDER BY m.role != 'owner', m.created, m.id").Bind(dbx.Params{"brand": brand}).All(&members)
	return members, err
}
