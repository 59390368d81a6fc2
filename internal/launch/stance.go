package launch

import "github.com/pocketbase/pocketbase/tools/types"

// Stance is a launch's stance as stored on it (pb_hooks/lib/launch_steps.js stance, saved by lib/launch_store.js):
// whose turn the order is, what comes next and what the client owes, under the launch record's own field names.
// The studio's lists that show an order's turn embed it, so every answer words a turn from the same three fields
// (ui/src/lib/turns.ts); read from a LEFT JOIN of launches, an order not approved yet has "" and [].
type Stance struct {
	WaitsOn string                  `db:"waits_on" json:"waits_on"`
	Next    string                  `db:"next" json:"next"`
	Owes    types.JSONArray[string] `db:"owes" json:"owes"`
}
