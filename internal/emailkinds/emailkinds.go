// Package emailkinds reads the kinds of e-mail a person can turn off, written once in pb_hooks/lib/email_kinds.json:
// for each role, the kinds its account page offers and the outbox kinds of e-mail each one stops. The hooks require
// the same file (lib/email_prefs.js) and the UI imports it (ui/src/features/auth/email-prefs.ts); Go reads it here,
// so that its tests hold every e-mail's footer to it.
package emailkinds

import (
	"fmt"
	"slices"

	"launchdesk/internal/kept"
)

// File is where the kinds live, relative to the hooks directory.
const File = "lib/email_kinds.json"

// Kind is one preference: its key in users.email_prefs, its words on the account page and the e-mails it stops.
type Kind struct {
	Kind  string   `json:"kind"`
	Label string   `json:"label"`
	Hint  string   `json:"hint"`
	Mails []string `json:"mails"`
}

// Role is what one role can turn off, and the sentence about what it always gets.
type Role struct {
	Kinds      []Kind `json:"kinds"`
	AlwaysSent string `json:"alwaysSent"`
}

// Contract is the file: "client" and "admin".
type Contract map[string]Role

// Read reads and checks the kinds of the hooks in hooksDir: both roles, each kind named and stopping some e-mail.
func Read(hooksDir string) (Contract, error) {
	c := Contract{}
	path, err := kept.ReadJSON(hooksDir, File, "the e-mail kinds", &c)
	if err != nil {
		return nil, err
	}
	for _, role := range []string{"client", "admin"} {
		r, ok := c[role]
		if !ok || r.AlwaysSent == "" {
			return nil, fmt.Errorf("the e-mail kinds in %s: the %s role and what it always gets are missing", path, role)
		}
		for _, k := range r.Kinds {
			if k.Kind == "" || k.Label == "" || len(k.Mails) == 0 {
				return nil, fmt.Errorf("the e-mail kinds in %s: a %s kind lacks its key, label or e-mails", path, role)
			}
		}
	}
	return c, nil
}

// CanTurnOff tells whether a reader of role can stop e-mails of the outbox kind mail on the account page.
func (c Contract) CanTurnOff(role, mail string) bool {
	for _, k := range c[role].Kinds {
		if slices.Contains(k.Mails, mail) {
			return true
		}
	}
	return false
}
