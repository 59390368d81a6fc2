package demo

import (
	"fmt"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// The generated orders' e-mails, as the status pipeline would have queued them and the worker delivered them: the
// studio's "New order" alert for each order, the client's e-mail for each status change. Logged as sent, so the
// order's E-mails panel shows them and the worker never sends a demo e-mail. The subjects and sentences are the ones
// the e-mails' own files take (pb_hooks/lib/order_texts.js, lib/mail/new_order.js), asked of the hooks' modules once
// per distinct title, brand, client name and status; the story logs its e-mails with sentMail too (story_seed.go).

// mailLogEvents are the generated orders' history rows written after rowid {:after} that sent an e-mail: a
// submission (to pending approval from nothing) or a change of status.
const mailLogEvents = `SELECT e."order" AS id, e."from" AS "from", e."to" AS "to", e.created AS at,
	o.title AS title, o.company_name AS company, c.id AS client, c.email AS email, c.name AS name
	FROM order_events e JOIN orders o ON o.id = e."order" JOIN users c ON c.id = o.client
	WHERE e.rowid > {:after} AND e."to" != '' AND (e."from" != '' OR e."to" = 'pending_approval')
	ORDER BY e.rowid`

const mailInsertSQL = `INSERT INTO mail_outbox (id, kind, recipient, subject, html, text, state, attempts, next_attempt,
	claim, lease_until, last_error, sent_at, "order", client, orders, alert_at, expires_at, created, updated)
	VALUES ({:id}, {:kind}, {:recipient}, {:subject}, {:html}, {:text}, {:state}, {:attempts}, {:next_attempt},
	{:claim}, {:lease_until}, {:last_error}, {:sent_at}, {:order}, {:client}, {:orders}, {:alert_at}, {:expires_at},
	{:created}, {:updated})`

// mailLogMaxOrders bounds the generated orders whose e-mails are logged: a bench data set of more orders leaves its
// outbox empty, so `demo seed` keeps 100 000 orders within seconds (the log takes about 3.5 s of CPU per 20 000
// orders, half of it the hooks wording the 13 000 distinct alerts).
const mailLogMaxOrders = 20000

// mailHTML is the HTML part of a logged e-mail whose plain text is body.
func mailHTML(body string) string {
	return "<p>" + strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", "\n", "<br>").Replace(body) + "</p>"
}

// sentMail is the outbox row of an e-mail the hooks queued at at and the worker delivered a few seconds later: kind
// to recipient about order (client: the order's client, for the studio's alert), body its plain text.
func sentMail(kind, recipient, subject, body, order, client string, at time.Time) dbx.Params {
	sent := dbTime(at.Add(3 * time.Second))
	orders := "[]"
	if kind == "new_order" {
		orders = `["` + order + `"]`
	}
	return dbx.Params{"id": newID(), "kind": kind, "recipient": recipient, "subject": subject, "html": mailHTML(body),
		"text": body, "state": "sent", "attempts": 1, "next_attempt": dbTime(at), "claim": "", "lease_until": "",
		"last_error": "", "sent_at": sent, "order": order, "client": client, "orders": orders, "alert_at": "",
		"expires_at": "", "created": dbTime(at), "updated": sent}
}

// lastRowid is the largest rowid of table (0 when empty): the rows a seed adds come after it.
func lastRowid(tx core.App, table string) (int64, error) {
	var n int64
	err := tx.DB().NewQuery("SELECT COALESCE(MAX(rowid), 0) FROM " + table).Row(&n)
	return n, err
}

// logMails logs the e-mails of the generated orders' history rows written after rowid after.
func (s *seeder) logMails(tx core.App, after int64, orders int) error {
	if s.texts == nil || orders > mailLogMaxOrders {
		return nil // no hooks to take the wording from, or a bench data set: the e-mails are not logged
	}
	var admins []string
	if err := tx.DB().NewQuery("SELECT email FROM users WHERE role = 'admin'").Column(&admins); err != nil {
		return err
	}
	events := []struct{ ID, From, To, At, Title, Company, Client, Email, Name string }{}
	if err := tx.DB().NewQuery(mailLogEvents).Bind(dbx.Params{"after": after}).All(&events); err != nil {
		return fmt.Errorf("e-mail log: %w", err)
	}
	insert := tx.DB().NewQuery(mailInsertSQL).Prepare()
	defer insert.Close()
	words := map[[4]string][2]string{} // the hooks' subject and text for each distinct title, brand, name and status
	for _, e := range events {
		at, err := time.Parse(time.DateTime+".000Z", e.At)
		if err != nil {
			return fmt.Errorf("e-mail log: the history time %q: %w", e.At, err)
		}
		kind, recipients, client, key := "status_change", []string{e.Email}, "", [4]string{e.Title, "", "", e.To}
		if e.From == "" {
			kind, recipients, client, key = "new_order", admins, e.Client, [4]string{e.Title, e.Company, e.Name, ""}
		}
		w, ok := words[key]
		if !ok {
			if w[0], w[1], err = s.mailWords(kind, e.Title, e.Company, e.Name, e.To); err != nil {
				return fmt.Errorf("e-mail log: %w", err)
			}
			words[key] = w
		}
		for _, to := range recipients {
			if _, err := insert.Bind(sentMail(kind, to, w[0], w[1], e.ID, client, at)).Execute(); err != nil {
				return fmt.Errorf("e-mail log: %w", err)
			}
		}
	}
	return nil
}

// mailWords asks the hooks for the subject and plain text of a new order's alert or of a client's status e-mail.
func (s *seeder) mailWords(kind, title, company, clientName, status string) (subject, body string, err error) {
	if kind == "new_order" {
		subject, lines, err := s.texts.newOrderWords(title, company, clientName)
		return subject, strings.Join(lines, "\n"), err
	}
	if subject, err = s.texts.text("statusChangeSubject", title); err != nil {
		return "", "", err
	}
	body, err = s.texts.text("statusSentence", status)
	return subject, body, err
}

// add counts other's rows too.
func (o *seeded) add(other seeded) {
	o.orders += other.orders
	o.notifications += other.notifications
	o.events += other.events
	o.launches += other.launches
	o.messages += other.messages
}
