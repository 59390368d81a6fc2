package demo

import (
	"fmt"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// The generated orders' e-mails, as the status pipeline would have queued them and the worker delivered them: the
// studio's "New order" alert for each order, the client's e-mail for each status change. Logged as sent, so the
// order's E-mails panel shows them and the worker never sends a demo e-mail. Bulk SQL over the history rows the
// generated orders wrote (the story writes its own, story_seed.go); the wording is the pipeline's (pb_hooks/lib/order_texts.js).
const mailLogSQL = `INSERT INTO mail_outbox (id, kind, recipient, subject, html, text, state, attempts, next_attempt,
	claim, lease_until, last_error, sent_at, "order", client, orders, alert_at, expires_at, created, updated)
	WITH admins AS MATERIALIZED (SELECT email FROM users WHERE role = 'admin')
	SELECT substr(lower(hex(randomblob(8))), 1, 15), m.kind, m.recipient, m.subject, '<p>' || m.line || '</p>', m.line,
		'sent', 1, m.at, '', '', '', m.at, m.id, m.client, m.orders, '', '', m.at, m.at
	FROM (
		SELECT 'status_change' AS kind, c.email AS recipient, 'Order Update: ' || o.title AS subject,
			CASE e."to" WHEN 'in_progress' THEN {:progress} WHEN 'completed' THEN {:completed} ELSE {:pending} END AS line,
			e.created AS at, o.id, '' AS client, '[]' AS orders
		FROM order_events e JOIN orders o ON o.id = e."order" JOIN users c ON c.id = o.client
		WHERE e.rowid > {:after} AND e."from" != '' AND e."to" != ''
		UNION ALL
		SELECT 'new_order', a.email, 'New order: ' || o.title || ' from ' || o.company_name,
			c.name || ' submitted the order "' || o.title || '" for ' || o.company_name || '.',
			e.created, o.id, o.client, json_array(o.id)
		FROM order_events e JOIN orders o ON o.id = e."order" JOIN users c ON c.id = o.client CROSS JOIN admins a
		WHERE e.rowid > {:after} AND e."from" = '' AND e."to" = 'pending_approval'
	) m`

// mailLogMaxOrders bounds the generated orders whose e-mails are logged: a bench data set of more orders leaves its
// outbox empty, so `demo seed` keeps 100 000 orders within seconds (the log adds about 1.5 s of CPU per 20 000).
const mailLogMaxOrders = 20000

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
	params := dbx.Params{"after": after}
	for key, status := range map[string]string{"pending": "pending_approval", "progress": "in_progress", "completed": "completed"} {
		line, err := s.texts.text("statusSentence", status)
		if err != nil {
			return err
		}
		params[key] = line
	}
	if _, err := tx.DB().NewQuery(mailLogSQL).Bind(params).Execute(); err != nil {
		return fmt.Errorf("e-mail log: %w", err)
	}
	return nil
}

// add counts other's rows too.
func (o *seeded) add(other seeded) {
	o.orders += other.orders
	o.notifications += other.notifications
	o.events += other.events
	o.launches += other.launches
	o.messages += other.messages
}
