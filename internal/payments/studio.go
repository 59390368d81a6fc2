package payments

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/access"
	"launchdesk/internal/config"
	"launchdesk/internal/contract"
)

// studioBody is what the studio's payment actions read: a method and reference to mark paid, a reason to waive.
type studioBody struct {
	Method    string `json:"method"`
	Reference string `json:"reference"`
	Reason    string `json:"reason"`
}

// handMethods are the ways the studio records a payment itself (pb_hooks/lib/payments.json byHand).
func handMethods(app core.App) []string { return contract.Of(app).Payments.ByHand }

// registerStudio adds POST /api/launchdesk/orders/{id}/payment/{action} for the studio (403 for anyone else):
// mark-paid {method, reference}, waive {reason}, refund (in full, through Stripe, for a card payment) and undo-paid
// (a mark-paid taken back while its receipt e-mail waits).
func registerStudio(se *core.ServeEvent, s *Service) {
	se.Router.POST("/api/launchdesk/orders/{id}/payment/{action}", func(e *core.RequestEvent) error {
		action := e.Request.PathValue("action")
		if action != "mark-paid" && action != "waive" && action != "refund" && action != "undo-paid" {
			return e.NotFoundError("", nil)
		}
		var body studioBody
		if err := e.BindBody(&body); err != nil {
			return e.BadRequestError("The request could not be read.", nil)
		}
		if action == "refund" {
			return s.refund(e)
		}
		if action == "undo-paid" {
			return undoPaid(e)
		}
		var refusal, paymentID string
		err := e.App.RunInTransaction(func(tx core.App) error {
			payment := paymentOf(tx, e.Request.PathValue("id"))
			refusal = handChange(contract.Of(tx), payment, action, body)
			if refusal != "" {
				return nil
			}
			paymentID = payment.Id
			return tx.Save(payment)
		})
		if err != nil {
			return err
		}
		if refusal != "" {
			return e.BadRequestError(refusal, nil)
		}
		s.expireOthers(e.App, paymentID, "") // settled by hand: its open sessions can no longer be paid
		return e.JSON(http.StatusOK, map[string]string{"state": map[string]string{"mark-paid": "paid", "waive": "waived"}[action]})
	}).Bind(access.RequireStudio("Only the studio can change a payment."))
}

// undoPaid takes back a "Mark paid" within MARK_PAID_UNDO_SECONDS, while its receipt e-mail still waits: the payment
// is due again, read and written in one transaction. The hooks (pb_hooks/lib/payment_hooks.js undoMark) drop the
// waiting receipt e-mail and the client's notification, give the receipt number back and unstart a clock the
// payment started. Refused once the receipt has gone, for a payment Stripe confirmed, and when another receipt was
// numbered since (the numbers stay without a gap: refund that payment instead).
func undoPaid(e *core.RequestEvent) error {
	window := time.Duration(config.StoredHooks(e.App).MarkPaidUndoMs) * time.Millisecond
	var refusal string
	err := e.App.RunInTransaction(func(tx core.App) error {
		payment := paymentOf(tx, e.Request.PathValue("id"))
		refusal = undoRefusal(tx, payment, window)
		if refusal != "" {
			return nil
		}
		payment.Set("state", "due")
		payment.Set("method", "")
		payment.Set("reference", "")
		payment.Set("paid_at", "")
		payment.Set("receipt_no", 0)
		return tx.Save(payment)
	})
	if err != nil {
		return err
	}
	if refusal != "" {
		return e.BadRequestError(refusal, nil)
	}
	return e.JSON(http.StatusOK, map[string]string{"state": "due"})
}

// receiptGone refuses an undo once the receipt e-mail has left, or its window has passed.
const receiptGone = "The receipt has gone to the client: this payment can no longer be undone. Refund it if it was a mistake."

// undoRefusal says why payment's "Mark paid" can no longer be undone with tx, or "" when it can.
func undoRefusal(tx core.App, payment *core.Record, window time.Duration) string {
	if payment == nil || payment.GetString("state") != "paid" || !slices.Contains(handMethods(tx), payment.GetString("method")) {
		return "Only a payment the studio marked paid can be undone."
	}
	if window <= 0 || time.Since(payment.GetDateTime("paid_at").Time()) > window {
		return receiptGone
	}
	var waiting int
	err := tx.DB().NewQuery(`SELECT COUNT(*) FROM mail_outbox WHERE "order" = {:order} AND kind = 'payment_receipt'
		AND state = 'queued'`).Bind(dbx.Params{"order": payment.GetString("order")}).Row(&waiting)
	if err != nil || waiting == 0 {
		return receiptGone
	}
	var last int
	if err := tx.DB().NewQuery("SELECT value FROM counters WHERE name = 'receipts'").Row(&last); err != nil ||
		last != payment.GetInt("receipt_no") {
		return "Another receipt was numbered since: this one can no longer be undone. Refund it if it was a mistake."
	}
	return ""
}

// handChange sets payment paid by hand or waived, or answers why it cannot be; its methods and limits are c's.
func handChange(c contract.Contract, payment *core.Record, action string, body studioBody) string {
	if payment == nil {
		return "This order has no payment yet: it is due once the order is approved."
	}
	if state := payment.GetString("state"); state != "due" && state != "mismatch" {
		return "This payment is already " + state + "."
	}
	if action == "waive" {
		reason := strings.TrimSpace(body.Reason)
		if most := c.Limit("waiveReason").Max; reason == "" || utf8.RuneCountInString(reason) > most {
			return fmt.Sprintf("Say why the payment is waived (up to %d characters).", most)
		}
		payment.Set("state", "waived")
		payment.Set("note", reason)
		return ""
	}
	reference := strings.TrimSpace(body.Reference)
	if most := c.Limit("paymentReference").Max; !slices.Contains(c.Payments.ByHand, body.Method) ||
		utf8.RuneCountInString(reference) > most {
		return fmt.Sprintf("Choose how it was paid (%s), with a reference of up to %d characters.", handWords(c), most)
	}
	payment.Set("state", "paid")
	payment.Set("method", body.Method)
	payment.Set("reference", reference)
	payment.Set("paid_at", time.Now().UTC())
	return ""
}

// refund refunds a card payment in full through Stripe (what is left of it after a partial refund made in Stripe's
// dashboard) and records it at once (the charge.refunded event that
// follows finds it refunded and changes nothing).
func (s *Service) refund(e *core.RequestEvent) error {
	payment := paymentOf(e.App, e.Request.PathValue("id"))
	if payment == nil || payment.GetString("state") != "paid" || payment.GetString("stripe_payment_intent") == "" {
		return e.BadRequestError("Only a card payment that is paid can be refunded through Stripe.", nil)
	}
	if !s.On() {
		return e.BadRequestError("Stripe is not set up: refund the payment outside launchdesk.", nil)
	}
	if err := s.refundInFull(e.Request.Context(), payment); err != nil {
		e.App.Logger().Error("Stripe refund", "payment", payment.Id, "error", err)
		return e.Error(http.StatusBadGateway, "Stripe could not refund the payment: try again in a minute.", nil)
	}
	err := e.App.RunInTransaction(func(tx core.App) error {
		fresh, err := tx.FindRecordById("payments", payment.Id)
		if err != nil || fresh.GetString("state") != "paid" {
			return err // refunded meanwhile (the webhook): nothing more to do
		}
		markRefunded(fresh)
		return tx.Save(fresh)
	})
	if err != nil {
		return err
	}
	return e.JSON(http.StatusOK, map[string]string{"state": "refunded"})
}

// refundInFull asks Stripe to refund payment's payment intent in full. The idempotency key is the payment's: a
// second click, or a retry after a lost answer, is one refund.
func (s *Service) refundInFull(ctx context.Context, payment *core.Record) error {
	return s.refundIntent(ctx, payment.GetString("stripe_payment_intent"), payment.GetString("order"),
		"launchdesk-refund-"+payment.Id)
}

// handWords names the hand methods as a sentence says them: "bank transfer, cash or other".
func handWords(c contract.Contract) string {
	words := make([]string, len(c.Payments.ByHand))
	for i, m := range c.Payments.ByHand {
		words[i] = strings.ToLower(c.Payments.MethodNames[m])
	}
	return contract.OneOf(words)
}
