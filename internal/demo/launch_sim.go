package demo

import (
	"time"
)

// simLaunch is one order's launch as the hooks keep it (pb_hooks/lib/launch_store.js): the facts (step, access,
// intake items) and the fields derived from them at each change by the hooks' own launch_steps.js and
// launch_clock.js (who it waits on, intake complete, the clock, its due time, launched on time).
type simLaunch struct {
	id, order, step, access, storeDomain string
	shopify, intakeComplete, onTime      bool
	waitsOn                              string
	items                                map[string]string // intake item → open, done or not_needed
	approvedAt, launchedAt, updated      time.Time
	clock                                map[string]any // { startedAt, runningSince, usedMs }, epoch ms or nil
	dueAt                                time.Time
}

// openSimLaunch is the launch of an order approved at at: step Approved, every intake item open, and the store
// access path (Shopify when the order came with a collaborator code, else the studio's development store).
func (h *hookModules) openSimLaunch(order string, shopify bool, at time.Time) (*simLaunch, error) {
	l := &simLaunch{id: newID(), order: order, step: "approved", shopify: shopify, access: "dev_store",
		items: map[string]string{}, approvedAt: at, clock: map[string]any{"startedAt": nil, "runningSince": nil, "usedMs": 0}}
	if shopify {
		l.access = "code_received"
	}
	for _, item := range h.items {
		l.items[item] = "open"
	}
	return l, h.refresh(l, at)
}

func msAt(v any) (time.Time, bool) {
	switch n := v.(type) {
	case int64:
		return time.UnixMilli(n).UTC(), true
	case float64:
		return time.UnixMilli(int64(n)).UTC(), true
	}
	return time.Time{}, false
}

// refresh recomputes the derived fields at now, as launch_store.js refresh does.
func (h *hookModules) refresh(l *simLaunch, now time.Time) error {
	items := []map[string]any{}
	for _, item := range h.items {
		items = append(items, map[string]any{"item": item, "state": l.items[item]})
	}
	complete, err := h.call(h.steps, "intakeComplete", items)
	if err != nil {
		return err
	}
	l.intakeComplete, _ = complete.(bool)
	facts := map[string]any{"step": l.step, "access": l.access, "intakeComplete": l.intakeComplete}
	if l.step == "preview" {
		facts["review"] = "asked" // a launch at Preview has its preview posted (reviews.go askedSQL)
	}
	state, err := h.call(h.steps, "clockState", facts)
	if err != nil {
		return err
	}
	waits, err := h.call(h.steps, "waitsOn", facts)
	if err != nil {
		return err
	}
	l.waitsOn, _ = waits.(string)
	synced, err := h.call(h.clock, "sync", l.clock, state, now.UnixMilli())
	if err != nil {
		return err
	}
	l.clock, _ = synced.(map[string]any)
	due, err := h.call(h.clock, "dueAt", l.clock, now.UnixMilli())
	if err != nil {
		return err
	}
	l.dueAt, _ = msAt(due)
	if l.step == "launched" && l.launchedAt.IsZero() {
		left, err := h.call(h.clock, "remainingMs", l.clock, now.UnixMilli())
		if err != nil {
			return err
		}
		_, started := msAt(l.clock["startedAt"])
		l.launchedAt = now
		l.onTime = started && toFloat(left) >= 0
	}
	l.updated = now
	return nil
}

func toFloat(v any) float64 {
	switch n := v.(type) {
	case int64:
		return float64(n)
	case float64:
		return n
	}
	return 0
}

// row is the launches row of l.
func (l *simLaunch) row() map[string]any {
	started, _ := msAt(l.clock["startedAt"])
	running, _ := msAt(l.clock["runningSince"])
	return map[string]any{
		"id": l.id, "order": l.order, "step": l.step, "waits_on": l.waitsOn, "shopify": l.shopify,
		"access": l.access, "store_domain": l.storeDomain, "intake_complete": l.intakeComplete,
		"approved_at": dbTimeOrEmpty(l.approvedAt), "clock_started": dbTimeOrEmpty(started),
		"clock_running_since": dbTimeOrEmpty(running), "clock_used_ms": int64(toFloat(l.clock["usedMs"])),
		"due_at": dbTimeOrEmpty(l.dueAt), "launched_at": dbTimeOrEmpty(l.launchedAt), "on_time": l.onTime,
		"created": dbTime(l.approvedAt), "updated": dbTime(l.updated),
	}
}

func dbTimeOrEmpty(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return dbTime(t)
}
