package demo

import (
	"fmt"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
)

// storyRun is one story order being written: its row's changing fields, its launch and intake items.
type storyRun struct {
	o               storyOrder
	m               member
	id, status      string
	code            string
	created, update time.Time
	launch          *simLaunch
	items           map[string]dbx.Params
}

// unreadFor is how long a notification or message stays unread by its recipient in the demo.
const unreadFor = 6 * time.Hour

func (w *storyWriter) seen(at time.Time) bool { return w.s.now.Sub(at) > unreadFor }

// order writes one story order: what the pipeline writes for the new order, then each act.
func (w *storyWriter) order(o storyOrder) error {
	r := &storyRun{o: o, m: w.clients[o.client], id: newID(), status: "pending_approval", code: o.code,
		items: map[string]dbx.Params{}}
	r.created = hoursAfter(w.s.now, -o.hoursAgo)
	r.update = r.created
	err := w.insert("orders", dbx.Params{"id": r.id, "title": o.title, "description": o.description,
		"company_name": r.m.brand, "phone_number": r.m.phone, "current_website": o.current, "reference_website": "",
		"collaborator_code": o.code, "client": r.m.id, "brand": r.m.brandID, "status": r.status, "budget": w.s.budget, "timeline": w.s.timeline,
		"priority": o.priority, "service_type": o.service, "created": dbTime(r.created), "updated": dbTime(r.created)})
	if err != nil {
		return err
	}
	w.out.orders++
	if err := w.newOrder(r); err != nil {
		return err
	}
	for _, a := range o.acts {
		if err := w.act(r, a, hoursAfter(r.created, a.hours)); err != nil {
			return fmt.Errorf("%q: %w", a.what, err)
		}
	}
	if err := w.finish(r); err != nil {
		return err
	}
	return w.thread(r)
}

// newOrder: the first history row, the studio's "New order" alert (read once the order is approved) and its e-mail.
func (w *storyWriter) newOrder(r *storyRun) error {
	if err := w.event(r.id, dbx.Params{"to": "pending_approval"}, r.m.id, "client", r.created); err != nil {
		return err
	}
	title, message, err := w.h.note("newOrderNotification", r.o.title, r.m.brand, r.m.name)
	if err != nil {
		return err
	}
	// the alert is read once the order leaves pending approval (approved, or cancelled: lib/studio_queue.js)
	first := ""
	if len(r.o.acts) > 0 {
		first, _, _ = strings.Cut(r.o.acts[0].what, " ")
	}
	answered := first == "approve" || first == "cancel"
	if err := w.notify(w.s.adminID, title, message, r.id, r.created, answered); err != nil {
		return err
	}
	subject, lines, err := w.h.newOrderWords(r.o.title, r.m.brand, r.m.name)
	if err != nil {
		return err
	}
	return w.mail("new_order", w.emails[w.s.adminID], subject, strings.Join(lines, "\n"), r.id, r.m.id, r.created)
}

// statusChange: the history row, the client's notification and e-mail, as the status pipeline writes them.
func (w *storyWriter) statusChange(r *storyRun, to string, at time.Time) error {
	from := r.status
	r.status, r.update = to, at
	if err := w.event(r.id, dbx.Params{"from": from, "to": to}, w.s.adminID, "admin", at); err != nil {
		return err
	}
	title, message, err := w.h.note("statusChangeNotification", r.o.title, to)
	if err != nil {
		return err
	}
	if err := w.notify(r.m.id, title, message, r.id, at, w.seen(at)); err != nil {
		return err
	}
	subject, err := w.h.text("statusChangeSubject", r.o.title)
	if err != nil {
		return err
	}
	sentence, err := w.h.text("statusSentence", to)
	if err != nil {
		return err
	}
	return w.mail("status_change", w.emails[r.m.id], subject, sentence, r.id, "", at)
}

// cancel: the studio cancels the order for reason, as the status pipeline writes it: the history row with the
// reason, the client's own notification and e-mail (pb_hooks/lib/order_texts.js, docs/decisions.md §27).
func (w *storyWriter) cancel(r *storyRun, reason string, at time.Time) error {
	from := r.status
	r.status, r.update = "cancelled", at
	if err := w.event(r.id, dbx.Params{"from": from, "to": "cancelled", "note": reason}, w.s.adminID, "admin", at); err != nil {
		return err
	}
	title, message, err := w.h.note("cancelledNotification", r.o.title, reason)
	if err != nil {
		return err
	}
	if err := w.notify(r.m.id, title, message, r.id, at, w.seen(at)); err != nil {
		return err
	}
	out, err := w.h.call(w.h.texts, "cancelledLines", reason, r.launch != nil, "")
	if err != nil {
		return err
	}
	lines := []string{}
	for _, line := range out.([]any) {
		lines = append(lines, fmt.Sprint(line))
	}
	return w.mail("order_cancelled", w.emails[r.m.id], title, strings.Join(lines, "\n"), r.id, "", at)
}

// stepEvent writes a launch row of the history (step_from → step, with a note).
func (w *storyWriter) stepEvent(r *storyRun, from, to, note, who, actor string, at time.Time) error {
	return w.event(r.id, dbx.Params{"step_from": from, "step": to, "note": note}, who, actor, at)
}

// act applies one act at at, as the hooks' routes would (pb_hooks/lib/launch_actions.js).
func (w *storyWriter) act(r *storyRun, a storyAct, at time.Time) error {
	verb, arg, _ := strings.Cut(a.what, " ")
	admin := w.s.adminID
	if verb == "cancel" {
		return w.cancel(r, arg, at)
	}
	if verb == "approve" {
		if err := w.statusChange(r, "in_progress", at); err != nil {
			return err
		}
		l, err := w.h.openSimLaunch(r.id, r.code != "", at)
		if err != nil {
			return err
		}
		r.launch = l
		return w.stepEvent(r, "", "approved", "", admin, "admin", at)
	}
	l := r.launch
	if l == nil {
		return fmt.Errorf("the order is not approved")
	}
	switch verb {
	case "step":
		from := l.step
		l.step = arg
		if err := w.stepEvent(r, from, arg, "", admin, "admin", at); err != nil {
			return err
		}
		if err := w.h.refresh(l, at); err != nil {
			return err
		}
		if arg == "launched" {
			return w.statusChange(r, "completed", at)
		}
		return nil
	case "done", "skip":
		return w.intake(r, arg, verb == "done", at)
	case "answer":
		return w.answerAll(r, a.hours, arg)
	case "request", "granted":
		note := "Access request sent to " + arg
		l.access, l.storeDomain = "request_sent", arg
		if verb == "granted" {
			note, l.access, r.code, r.update = "Store access granted", "granted", "", at
		}
		if err := w.stepEvent(r, l.step, l.step, note, admin, "admin", at); err != nil {
			return err
		}
		return w.h.refresh(l, at)
	}
	return fmt.Errorf("unknown act")
}

// intake completes an item (done: the client's answer) or marks it not needed (the studio), then refreshes the
// launch; the intake's completion goes into the history.
func (w *storyWriter) intake(r *storyRun, item string, done bool, at time.Time) error {
	l := r.launch
	who, actor, state, answer := w.s.adminID, "admin", "not_needed", ""
	if done {
		who, actor, state, answer = r.m.id, "client", "done", intakeAnswers[r.o.client][item]
	}
	l.items[item] = state
	r.items[item] = dbx.Params{"state": state, "answer": answer, "done_by": who, "done_at": dbTime(at), "updated": dbTime(at)}
	was := l.intakeComplete
	if err := w.h.refresh(l, at); err != nil {
		return err
	}
	if l.intakeComplete && !was {
		return w.stepEvent(r, l.step, l.step, "Brand intake complete", who, actor, at)
	}
	return nil
}

// finish writes the order's final state, its launch and its intake items.
func (w *storyWriter) finish(r *storyRun) error {
	_, err := w.tx.DB().Update("orders", dbx.Params{"status": r.status, "collaborator_code": r.code,
		"updated": dbTime(r.update)}, dbx.HashExp{"id": r.id}).Execute()
	if err != nil || r.launch == nil {
		return err
	}
	if err := w.insert("launches", dbx.Params(r.launch.row())); err != nil {
		return err
	}
	w.out.launches++
	for _, item := range w.h.items {
		row := dbx.Params{"id": newID(), "order": r.id, "item": item, "state": "open", "answer": "", "message": "",
			"done_by": "", "done_at": "", "created": dbTime(r.launch.approvedAt), "updated": dbTime(r.launch.approvedAt)}
		for k, v := range r.items[item] {
			row[k] = v
		}
		if err := w.insert("intake_items", row); err != nil {
			return err
		}
	}
	return nil
}
