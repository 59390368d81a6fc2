import { PROMISE_WORDS } from "@/content/promise"
import { type FormEvent, type ReactNode, useEffect, useState } from "react"
import { ConfirmDialog } from "@/components/confirm-dialog"
import { FormField } from "@/components/form-field"
import { handleApiError } from "@/lib/api-error"
import { showOutcome } from "@/lib/feedback"
import { markPaid, paymentOptions, refundPayment, undoPaid, waivePayment } from "../api"
import { LIMITS } from "@/lib/limits"
import { HAND_METHODS, METHOD_NAMES, money, partlyRefunded, receiptLabel } from "../money"
import type { HandMethod, Payment } from "../types"
import "./payment.css"

const STATE_NAMES: Record<Payment["state"], string> = {
  due: "Unpaid",
  paid: "Paid",
  waived: "Waived",
  refunded: "Refunded",
  mismatch: "Mismatch: check in Stripe",
}

/**
 * useUndoLeft is how many seconds are left to undo payment's Mark paid (0: none): the window of
 * MARK_PAID_UNDO_SECONDS from its paid_at, for a payment the studio marked paid; it counts down each second.
 */
function useUndoLeft(payment: Payment): number {
  const [windowS, setWindowS] = useState(0)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    let live = true
    void paymentOptions().then((o) => live && setWindowS(o.undoSeconds))
    return () => {
      live = false
    }
  }, [])
  const byHand = payment.state === "paid" && payment.method !== "card" && payment.paid_at !== ""
  const end = byHand ? Date.parse(payment.paid_at.replace(" ", "T")) + windowS * 1000 : 0
  useEffect(() => {
    if (end <= Date.now()) return
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [end])
  return Math.max(0, Math.ceil((end - now) / 1000))
}

/**
 * AdminPaymentPanel shows the studio an order's payment and its actions: mark paid, waive, refund; children (the
 * order's second payments) come last.
 */
export function AdminPaymentPanel({
  orderId,
  payment,
  children,
}: {
  orderId: string
  payment: Payment
  children?: ReactNode
}) {
  const [busy, setBusy] = useState(false)
  const [method, setMethod] = useState<HandMethod>("bank_transfer")
  const [reference, setReference] = useState("")
  const [reason, setReason] = useState("")
  // Mark paid e-mails the client a receipt and may start the 2-day clock: the studio confirms what it records first
  const [confirming, setConfirming] = useState(false)
  const open = payment.state === "due" || payment.state === "mismatch"
  const undoLeft = useUndoLeft(payment)
  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true)
    try {
      await action()
      showOutcome("success", done, `payment-${orderId}`)
    } catch (err) {
      handleApiError(err, { fallback: "The payment could not be changed." })
    } finally {
      setBusy(false)
    }
  }
  const submit = (e: FormEvent, action: () => Promise<unknown>, done: string) => {
    e.preventDefault()
    void run(action, done)
  }
  return (
    <section className="card payment-admin" aria-label="Payment">
      <h2>Payment</h2>
      <p>
        <strong>{STATE_NAMES[payment.state]}</strong> · {money(payment.amount_cents, payment.currency, true)}
        {payment.method ? ` · ${METHOD_NAMES[payment.method] ?? payment.method}` : ""}
        {payment.receipt_no ? ` · receipt ${receiptLabel(payment.receipt_no)}` : ""}
      </p>
      {partlyRefunded(payment) ? (
        <p className="payment-admin__refund">
          Partly refunded: {money(payment.refunded_cents, payment.currency, true)} of{" "}
          {money(payment.amount_cents, payment.currency, true)}
        </p>
      ) : null}
      {payment.reference ? <p>Reference: {payment.reference}</p> : null}
      {payment.note ? <p>Note: {payment.note}</p> : null}
      {open ? (
        <>
          <form
            onSubmit={(e) => {
              e.preventDefault()
              setConfirming(true)
            }}
          >
            <FormField id="payment-method" label="Paid by">
              {(control) => (
                <select
                  {...control}
                  className="select"
                  value={method}
                  onChange={(e) => setMethod(e.target.value as HandMethod)}
                >
                  {HAND_METHODS.map((m) => (
                    <option key={m} value={m}>
                      {METHOD_NAMES[m]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField id="payment-reference" label="Reference" optional>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  value={reference}
                  maxLength={LIMITS.paymentReference.max}
                  onChange={(e) => setReference(e.target.value)}
                />
              )}
            </FormField>
            <button type="submit" className="button button--small" disabled={busy}>
              Mark paid
            </button>
          </form>
          <form onSubmit={(e) => submit(e, () => waivePayment(orderId, reason), "Payment waived.")}>
            <FormField id="payment-waive-reason" label="Reason to waive">
              {(control) => (
                <input
                  {...control}
                  className="input"
                  value={reason}
                  maxLength={LIMITS.waiveReason.max}
                  required
                  onChange={(e) => setReason(e.target.value)}
                />
              )}
            </FormField>
            <button type="submit" className="button button--small button--secondary" disabled={busy}>
              Waive payment
            </button>
          </form>
        </>
      ) : null}
      {undoLeft > 0 ? (
        <div className="payment-admin__undo" role="status">
          <p>The receipt e-mail goes to the client in {undoLeft} s.</p>
          <button
            type="button"
            className="button button--small button--secondary"
            disabled={busy}
            onClick={() => void run(() => undoPaid(orderId), "Mark paid undone: the payment is due again.")}
          >
            Undo Mark paid
          </button>
        </div>
      ) : null}
      {payment.state === "paid" && payment.method === "card" ? (
        <div className="payment-admin__actions">
          <button
            type="button"
            className="button button--small button--secondary"
            disabled={busy}
            onClick={() => void run(() => refundPayment(orderId), "Refunded in full through Stripe.")}
          >
            {partlyRefunded(payment) ? "Refund the rest" : "Refund in full"}
          </button>
        </div>
      ) : null}
      {children}
      {confirming ? (
        <ConfirmDialog
          title={`Mark ${money(payment.amount_cents, payment.currency, true)} paid?`}
          confirmLabel="Mark paid"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false)
            void run(() => markPaid(orderId, method, reference), "Marked paid.")
          }}
        >
          <p>
            Paid by {METHOD_NAMES[method]?.toLowerCase()}
            {reference.trim() ? `, reference ${reference.trim()}` : ", no reference"}.
          </p>
          <p>{`The client is e-mailed a receipt, and the ${PROMISE_WORDS.dayAdjective} clock can start.`}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  )
}
