package demo

import (
	"fmt"

	"github.com/pocketbase/pocketbase/core"
)

// reviewsSQL gives every completed order without a review its client's approval of the preview, as the launch gate
// requires of a launched order (docs/decisions.md §21, pb_hooks/lib/launch_gate.js): round 1, asked three hours
// and approved by the order's client one hour before the launch. Bulk SQL, in the seed's transaction.
const reviewsSQL = `INSERT INTO reviews (id, "order", round, state, url, password, asked_at, answered_by, answered_at,
	override_reason, created, updated)
	SELECT substr(lower(hex(randomblob(8))), 1, 15), o.id, 1, 'approved',
		'https://preview-' || o.id || '.example.com', '',
		strftime('%Y-%m-%d %H:%M:%fZ', o.updated, '-3 hours'), o.client,
		strftime('%Y-%m-%d %H:%M:%fZ', o.updated, '-1 hours'), '',
		strftime('%Y-%m-%d %H:%M:%fZ', o.updated, '-3 hours'), strftime('%Y-%m-%d %H:%M:%fZ', o.updated, '-1 hours')
	FROM orders o
	WHERE o.status = 'completed' AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r."order" = o.id)`

// askedSQL posts the preview of every launch at Preview that has no review: a launch reaches Preview only with a
// preview to review (pb_hooks/lib/launch_actions.js), so round 1 is asked, with its link and password, when the
// launch moved there.
const askedSQL = `INSERT INTO reviews (id, "order", round, state, url, password, asked_at, answered_by, answered_at,
	override_reason, created, updated)
	SELECT substr(lower(hex(randomblob(8))), 1, 15), l."order", 1, 'asked',
		'https://preview-' || l."order" || '.example.com', 'launchdesk', l.updated, '', '', '', l.updated, l.updated
	FROM launches l
	WHERE l.step = 'preview' AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r."order" = l."order")`

// reviews inserts the approved review of every completed order, and the asked review of every launch at Preview,
// that has none; it returns how many.
func (s *seeder) reviews(tx core.App) (int, error) {
	total := 0
	for _, q := range []string{reviewsSQL, askedSQL} {
		res, err := tx.DB().NewQuery(q).Execute()
		if err != nil {
			return 0, fmt.Errorf("reviews: %w", err)
		}
		n, err := res.RowsAffected()
		if err != nil {
			return 0, err
		}
		total += int(n)
	}
	return total, nil
}
