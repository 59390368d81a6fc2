package payments

import (
	"net/http"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/access"
	"launchdesk/internal/config"
	"launchdesk/internal/figures"
)

// summarySQL reads the studio's books at a glance in one statement, in cents of the currency, each with how many
// payments, named by their aliases (the answer's keys, with the currency): paidMonthCents/paidMonth, paid this month (UTC; what the studio keeps of them, a partial
// refund taken off); outstandingCents/outstanding, due or a mismatch; refundedCents/refunded, in full or in part
// (what was refunded); toRefundCents/toRefund, second payments (extra_payments) Stripe took on an order already
// settled, waiting for the studio's refund (two uncorrelated subqueries on the small extra_payments table). A cent
// paid is counted once: kept, or refunded.
const summarySQL = `SELECT
	COALESCE(SUM(CASE WHEN state = 'paid' AND paid_at >= {:month} THEN amount_cents - refunded_cents END), 0)
		AS paidMonthCents,
	COUNT(CASE WHEN state = 'paid' AND paid_at >= {:month} THEN 1 END) AS paidMonth,
	COALESCE(SUM(CASE WHEN state IN ('due', 'mismatch') THEN amount_cents END), 0) AS outstandingCents,
	COUNT(CASE WHEN state IN ('due', 'mismatch') THEN 1 END) AS outstanding,
	COALESCE(SUM(refunded_cents), 0) AS refundedCents,
	COUNT(CASE WHEN refunded_cents > 0 THEN 1 END) AS refunded,
	(SELECT COALESCE(SUM(amount_cents), 0) FROM extra_payments WHERE state = 'to_refund' AND currency = {:currency})
		AS toRefundCents,
	(SELECT COUNT(*) FROM extra_payments WHERE state = 'to_refund' AND currency = {:currency}) AS toRefund
	FROM payments WHERE currency = {:currency}`

// registerSummary adds GET /api/launchdesk/admin/payments/summary for the studio's dashboard (403 for clients).
func registerSummary(se *core.ServeEvent) {
	se.Router.GET("/api/launchdesk/admin/payments/summary", func(e *core.RequestEvent) error {
		now := time.Now().UTC()
		month := time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, time.UTC).Format("2006-01-02 15:04:05.000Z")
		currency := config.StoredHooks(e.App).Currency
		s, err := figures.Read(e.App.DB().NewQuery(summarySQL).Bind(dbx.Params{"month": month, "currency": currency}))
		if err != nil {
			return e.InternalServerError("Reading the payments failed.", err)
		}
		answer := map[string]any{"currency": currency}
		for name, n := range s {
			answer[name] = n
		}
		return e.JSON(http.StatusOK, answer)
	}).Bind(access.RequireStudio("Only the studio reads the books."))
}
