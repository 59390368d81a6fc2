package demo

import (
	"encoding/json"
	"fmt"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// Every seeded launch gets its stance (who it waits on, what comes next, what the client owes, what the clock
// needs) from the hooks' own launch_steps.js stance, once the payments and reviews it depends on are seeded, as
// pb_hooks/lib/launch_store.js refresh would have left it. The launches share a handful of distinct facts, so the
// stance is computed once per distinct set and written with one UPDATE each: 100 000 launches take a few queries.

// stanceFactsSQL is one row per distinct set of a launch's facts (a payment or review missing reads "").
const stanceFactsSQL = `SELECT DISTINCT l.step, l.access, l.intake_complete AS intake, o.status,
	COALESCE(p.state, '') AS payment, COALESCE(r.state, '') AS review, l.clock_started != '' AS started
	FROM launches l JOIN orders o ON o.id = l."order"
	LEFT JOIN payments p ON p."order" = l."order" LEFT JOIN reviews r ON r."order" = l."order"`

// stanceUpdateSQL writes the stance of every launch with the facts of one row of stanceFactsSQL.
const stanceUpdateSQL = `UPDATE launches SET waits_on = {:waits}, next = {:next}, owes = {:owes}, needs = {:needs}
	WHERE id IN (SELECT l.id FROM launches l JOIN orders o ON o.id = l."order"
		LEFT JOIN payments p ON p."order" = l."order" LEFT JOIN reviews r ON r."order" = l."order"
		WHERE l.step = {:step} AND l.access = {:access} AND l.intake_complete = {:intake} AND o.status = {:status}
		AND COALESCE(p.state, '') = {:payment} AND COALESCE(r.state, '') = {:review}
		AND (l.clock_started != '') = {:started})`

type stanceFacts struct {
	Step    string `db:"step"`
	Access  string `db:"access"`
	Intake  bool   `db:"intake"`
	Status  string `db:"status"`
	Payment string `db:"payment"`
	Review  string `db:"review"`
	Started bool   `db:"started"`
}

// stances writes every launch's stance; nothing without the hooks' modules.
func (s *seeder) stances(tx core.App) error {
	if s.texts == nil {
		return nil
	}
	var rows []stanceFacts
	if err := tx.DB().NewQuery(stanceFactsSQL).All(&rows); err != nil {
		return fmt.Errorf("launch stances: %w", err)
	}
	for _, f := range rows {
		facts := map[string]any{"step": f.Step, "access": f.Access, "intakeComplete": f.Intake,
			"held": f.Status == "pending_approval", "cancelled": f.Status == "cancelled",
			"review": f.Review, "clockStarted": f.Started}
		if f.Payment != "" {
			facts["paymentSettled"] = f.Payment == "paid" || f.Payment == "waived"
		}
		out, err := s.texts.call(s.texts.steps, "stance", facts)
		if err != nil {
			return fmt.Errorf("launch stances: %w", err)
		}
		st, _ := out.(map[string]any)
		owes, _ := json.Marshal(st["owes"])
		needs, _ := json.Marshal(st["needs"])
		_, err = tx.DB().NewQuery(stanceUpdateSQL).Bind(dbx.Params{"waits": st["waitsOn"], "next": st["next"],
			"owes": string(owes), "needs": string(needs), "step": f.Step, "access": f.Access, "intake": f.Intake,
			"status": f.Status, "payment": f.Payment, "review": f.Review, "started": f.Started}).Execute()
		if err != nil {
			return fmt.Errorf("launch stances: %w", err)
		}
	}
	return nil
}
