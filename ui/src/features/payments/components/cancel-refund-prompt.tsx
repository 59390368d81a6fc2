import { useState } from "react"
import { handleApiError } from "@/lib/api-error"
import { refundPayment } from "../api"
import { money } from "../money"
import { usePayment } from "../use-payment"
import "./payment.css"

const PAID_BY: Record<string, string> = {
  card: "by card through Stripe",
  bank_transfer: "by bank transfer",
  cash: "in cash",
}

/**
 * CancelRefundPrompt tells the studio, when an order it cancels (or has cancelled) was paid, that cancelling refunds
 * nothing and offers the refund: one click for a card payment (Stripe, in full), a reminder to pay it back for a
 * payment made by hand. Nothing when the order is not paid. Never refunds without the click (docs/decisions.md §27).
 */
export function CancelRefundPrompt({ orderId, cancelled }: { orderId: string; cancelled: boolean }) {
  const { state } = usePayment(orderId)
  const [busy, setBusy] = useState(false)
  const [refunded, setRefunded] = useState(false)
  if (refunded) {
    return (
      <p className="payment-refund-prompt" role="status">
        Refunded in full through Stripe: the client gets its money back in a few days.
      </p>
    )
  }
  if (state.kind !== "ready" || state.payment?.state !== "paid") return null
  const payment = state.payment
  const left = money(payment.amount_cents - (payment.refunded_cents ?? 0), payment.currency, true)
  const card = payment.method === "card"
  const refund = async () => {
    setBusy(true)
    try {
      await refundPayment(orderId)
      setRefunded(true)
    } catch (err) {
      handleApiError(err, { fallback: "The payment could not be refunded." })
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="payment-refund-prompt" role="note">
      <p>
        <strong>The client paid {left}</strong> {PAID_BY[payment.method] ?? "by hand"}
        {cancelled ? " for this cancelled order, and it is not refunded" : ". Cancelling does not refund it"}
        {card ? ": refund it here if the client should get it back." : ": pay it back the way it was paid."}
      </p>
      {card ? (
        <button
          type="button"
          className="button button--small button--secondary"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void refund()}
        >
          Refund {left} to the client
        </button>
      ) : null}
    </div>
  )
}
