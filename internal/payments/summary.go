package payments

import (
	"net/http"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/access"
	"launchdesk/internal/config"
)

// Summary is the studio's books at a glance, in cents of Currency, each with how many payments: paid this month
// (UTC; what the studio keeps of them, a partial refund taken off), outstanding (due or a mismatch) and refunded (in
// full or in part: what was refunded). A cent paid is counted once: kept, or refunded.
type Summary struct {
	Currency         string `json:"currency" db:"currency"`
	PaidMonthCents   int64  `json:"paidMonthCents" db:"paidMonthCents"`
	PaidMonth        int    `json:"paidMonth" db:"paidMonth"`
	OutstandingCents int64  `json:"outstandingCents" db:"outstandingCents"`
	Outstanding      int    `json:"outstanding" db:"outstanding"`
	RefundedCents    int64  `json:"refundedCents" db:"refundedCents"`
	Refunded         int    `json:"refunded" db:"refunded"`
	// ToRefund: second payments (extra_payments) Stripe took on an order already settled, waiting for the studio's
	// refund.
	ToRefundCents int64 `json:"toRefundCents" db:"toRefundCents"`
	ToRefund      int   `json:"toRefund" db:"toRefund"`
}

// summarySQL reads every figure in one statement; the second payments to refund are two uncorrelated subqueries on
// the small extra_payments table.
const summarySQL = `SELECT {:currency} AS currency,
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
		s := Summary{}
		err := e.App.DB().NewQuery(summarySQL).
			Bind(dbx.Params{"month": month, "currency": config.StoredHooks(e.App).Currency}).One(&s)
		if err != nil {
			return e.InternalServerError("Reading the payments failed.", err)
		}
		return e.JSON(http.StatusOK, s)
	}).Bind(access.RequireStudio("Only the studio reads the books."))
}
