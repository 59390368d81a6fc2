package demo

import (
	"fmt"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/config"
)

// paymentsSQL gives every approved order its payment, as the hooks and the studio would have left it in a studio
// without Stripe: paid by bank transfer once its clock started (the clock waits for the payment), due while it has
// not, and one completed order in seven refunded. Bulk SQL in the seed's transaction.
const paymentsSQL = `INSERT INTO payments (id, "order", amount_cents, currency, state, method, reference, note,
	receipt_no, stripe_session, stripe_payment_intent, checkout_url, checkout_expires, paid_at, refunded_at, created, updated)
	SELECT substr(lower(hex(randomblob(8))), 1, 15), o.id, {:price}, {:currency}, p.state,
		CASE p.state WHEN 'due' THEN '' ELSE 'bank_transfer' END,
		CASE p.state WHEN 'due' THEN '' ELSE 'TR-' || upper(substr(o.id, 1, 6)) END, '', 0, '', '', '', '',
		CASE p.state WHEN 'due' THEN '' ELSE COALESCE(NULLIF(l.clock_started, ''), o.updated) END,
		CASE p.state WHEN 'refunded' THEN o.updated ELSE '' END, o.updated, o.updated
	FROM orders o LEFT JOIN launches l ON l."order" = o.id
	JOIN (SELECT o2.id AS oid, CASE
			WHEN o2.status = 'completed' AND unicode(substr(o2.id, 3, 1)) % 7 = 0 THEN 'refunded'
			WHEN o2.status = 'completed' THEN 'paid'
			WHEN l2.id IS NOT NULL AND l2.clock_started = '' THEN 'due'
			WHEN l2.id IS NULL AND unicode(substr(o2.id, 3, 1)) % 3 = 0 THEN 'due'
			ELSE 'paid' END AS state
		FROM orders o2 LEFT JOIN launches l2 ON l2."order" = o2.id) p ON p.oid = o.id
	WHERE o.status != 'pending_approval' AND NOT EXISTS (SELECT 1 FROM payments x WHERE x."order" = o.id)`

// receiptsSQL numbers the new paid and refunded payments after the last receipt given, in the order they were paid,
// and moves the counter on: no gaps, as the hooks keep them.
const receiptsSQL = `UPDATE payments SET receipt_no = r.n + (SELECT value FROM counters WHERE name = 'receipts')
	FROM (SELECT id, ROW_NUMBER() OVER (ORDER BY paid_at, id) AS n FROM payments
		WHERE state IN ('paid', 'refunded') AND receipt_no = 0) r
	WHERE payments.id = r.id`

// oneRefundSQL makes sure the demo shows a refund: the newest completed order's payment when none is refunded yet.
const oneRefundSQL = `UPDATE payments SET state = 'refunded', refunded_at = updated
	WHERE id = (SELECT p.id FROM payments p JOIN orders o ON o.id = p."order" WHERE o.status = 'completed'
		ORDER BY o.updated DESC LIMIT 1)
	AND NOT EXISTS (SELECT 1 FROM payments WHERE state = 'refunded')`

// refundedSQL records the refunded payments' whole amount as refunded (refunded_cents, summed by the dashboard).
const refundedSQL = `UPDATE payments SET refunded_cents = amount_cents WHERE state = 'refunded' AND refunded_cents = 0`

const counterSQL = `UPDATE counters SET value = (SELECT COALESCE(MAX(receipt_no), 0) FROM payments) WHERE name = 'receipts'`

// payments inserts the payment of every approved order that has none; it returns how many.
func (s *seeder) payments(tx core.App) (int, error) {
	price := config.StoredHooks(tx)
	res, err := tx.DB().NewQuery(paymentsSQL).Bind(dbx.Params{"price": price.PriceCents, "currency": price.Currency}).Execute()
	if err != nil {
		return 0, fmt.Errorf("payments: %w", err)
	}
	for _, q := range []string{oneRefundSQL, refundedSQL, receiptsSQL, counterSQL} {
		if _, err := tx.DB().NewQuery(q).Execute(); err != nil {
			return 0, fmt.Errorf("receipts: %w", err)
		}
	}
	n, err := res.RowsAffected()
	return int(n), err
}
