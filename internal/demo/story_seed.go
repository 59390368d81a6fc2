package demo

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/launch"
)

// storyWriter writes the default demo's rows as the hooks would have: each act of storyOrders becomes the rows the
// hooks write for it (history, notifications, e-mails in the outbox, the launch and its intake items), at the
// act's time. The outbox rows are logged as sent, so the worker never sends a demo e-mail.
type storyWriter struct {
	s       *seeder
	tx      core.App
	h       *hookModules
	clients []member
	emails  map[string]string // user id → e-mail
	out     seeded
}

func hoursAfter(t time.Time, h float64) time.Time {
	return t.Add(time.Duration(h * float64(time.Hour)))
}

// story seeds storyOrders for the demo clients (clients[0] Ava, clients[1] Noah).
func (s *seeder) story(tx core.App, clients []member) (seeded, error) {
	w := &storyWriter{s: s, tx: tx, h: s.texts, clients: clients, emails: map[string]string{}}
	rows := []struct {
		ID    string `db:"id"`
		Email string `db:"email"`
	}{}
	if err := tx.DB().NewQuery("SELECT id, email FROM users").All(&rows); err != nil {
		return seeded{}, err
	}
	for _, r := range rows {
		w.emails[r.ID] = r.Email
	}
	for i, o := range storyOrders {
		if err := w.order(o); err != nil {
			return w.out, fmt.Errorf("demo order %d (%s): %w", i+1, o.title, err)
		}
	}
	return w.out, nil
}

func (w *storyWriter) insert(table string, row dbx.Params) error {
	_, err := w.tx.DB().Insert(table, row).Execute()
	return err
}

// event writes an order_events row: a status change (from → to) or a launch step change (stepFrom → step).
func (w *storyWriter) event(order string, e dbx.Params, who, actor string, at time.Time) error {
	row := dbx.Params{"id": newID(), "order": order, "from": "", "to": "", "step_from": "", "step": "", "note": "",
		"who": who, "actor": actor, "created": dbTime(at)}
	for k, v := range e {
		row[k] = v
	}
	w.out.events++
	return w.insert("order_events", row)
}

// notify writes an in-app notification; read says whether its user has seen it.
func (w *storyWriter) notify(user, title, message, order string, at time.Time, read bool) error {
	status := "unread"
	if read {
		status = "read"
	}
	w.out.notifications++
	return w.insert("notifications", dbx.Params{"id": newID(), "user": user, "title": title, "message": message,
		"status": status, "related_order": order, "created": dbTime(at), "updated": dbTime(at)})
}

// mail logs an e-mail the hooks queued at at and the worker delivered a few seconds later (mail_log.go sentMail).
func (w *storyWriter) mail(kind, to, subject, body, order, client string, at time.Time) error {
	return w.insert("mail_outbox", sentMail(kind, to, subject, body, order, client, at))
}

// thread writes the order's messages and where each side has read to: its author has read its own messages (the
// messages hook moves the author's position), and each side has read the other's messages older than unreadFor.
func (w *storyWriter) thread(r *storyRun) error {
	read := map[string]time.Time{}
	for _, m := range r.o.messages {
		at := hoursAfter(r.created, m.hours)
		author, other := r.m.id, w.s.adminID
		if m.author != "client" {
			author, other = w.s.adminID, r.m.id
		}
		body := strings.ReplaceAll(m.body, "{dayAdjective}", launch.Of(w.tx).Words.DayAdjective) // the promise's words
		err := w.insert("messages", dbx.Params{"id": newID(), "order": r.id, "author": author, "body": body,
			"files": "[]", "internal": m.author == "note", "created": dbTime(at), "updated": dbTime(at)})
		if err != nil {
			return err
		}
		w.out.messages++
		read[author] = at
		if w.seen(at) && m.author != "note" {
			read[other] = at
		}
	}
	for user, at := range read {
		if err := w.insert("message_reads", dbx.Params{"id": newID(), "user": user, "order": r.id,
			"last_read": dbTime(at), "created": dbTime(at), "updated": dbTime(at)}); err != nil {
			return err
		}
	}
	return nil
}

// answerAll is the act "answer <to>": the client answers every intake item in the hooks' order, the first at hour
// from and the last at hour to.
func (w *storyWriter) answerAll(r *storyRun, from float64, arg string) error {
	to, err := strconv.ParseFloat(arg, 64)
	if err != nil {
		return err
	}
	items := w.h.items
	for i, item := range items {
		at := hoursAfter(r.created, from+(to-from)*float64(i)/float64(len(items)-1))
		if err := w.intake(r, item, true, at); err != nil {
			return err
		}
	}
	return nil
}
