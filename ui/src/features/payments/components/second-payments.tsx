import { useState } from "react"
import { Link } from "react-router-dom"
import { handleApiError } from "@/lib/api-error"
import { showOutcome } from "@/lib/feedback"
import { formatDate } from "@/lib/format-date"
import { refundExtraPayment } from "../api"
import { money } from "../money"
import type { ExtraPayment } from "../types"
import { useExtraPayments } from "../use-extra-payments"
import "./payment.css"

// Second payments: Stripe took money on one of an order's Checkout Sessions after the order was settled (paid by
// another session or by hand, waived or refunded). The client reads that it will be refunded; the studio refunds it
// in one click, from the order's Payment panel or the dashboard.

const amountOf = (extra: ExtraPayment) => money(extra.amount_cents, extra.currency, true)

/** SecondPaymentsNotice tells the client about its order's second payments: to be refunded, or refunded. */
export function SecondPaymentsNotice({ extras }: { extras: ExtraPayment[] }) {
  if (extras.length === 0) return null
  return (
    <section className="card payment-second" aria-label="Second payment" aria-live="polite">
      <h2>Second payment</h2>
      {extras.map((extra) =>
        extra.state === "refunded" ? (
          <p key={extra.id}>
            Your second payment of {amountOf(extra)} was refunded on {formatDate(extra.refunded_at)}. It can
            take 5 to 10 business days to show on your statement.
          </p>
        ) : (
          <p key={extra.id}>
            We received a second payment of {amountOf(extra)} on {formatDate(extra.paid_at)}, after this order
            was already settled. It will be refunded: you need to do nothing.
          </p>
        ),
      )}
    </section>
  )
}

/** OrderSecondPayments loads the order's second payments (live) and tells the client about them. */
export function OrderSecondPayments({ orderId, revision = 0 }: { orderId: string; revision?: number }) {
  return <SecondPaymentsNotice extras={useExtraPayments(orderId, revision)} />
}

/** RefundSecondButton refunds one second payment in full through Stripe (the studio). */
function RefundSecondButton({ extra }: { extra: ExtraPayment }) {
  const [busy, setBusy] = useState(false)
  const refund = async () => {
    setBusy(true)
    try {
      await refundExtraPayment(extra.order, extra.id)
      showOutcome("success", `Refunded ${amountOf(extra)} through Stripe.`, `extra-${extra.id}`)
    } catch (err) {
      handleApiError(err, { fallback: "The payment could not be refunded." })
    } finally {
      setBusy(false)
    }
  }
  return (
    <button
      type="button"
      className="button button--small button--secondary"
      disabled={busy}
      onClick={() => void refund()}
    >
      {busy ? "Refunding..." : `Refund ${amountOf(extra)}`}
    </button>
  )
}

/** SecondPaymentsAdmin lists an order's second payments in the studio's Payment panel, each with its refund. */
export function SecondPaymentsAdmin({ extras }: { extras: ExtraPayment[] }) {
  if (extras.length === 0) return null
  return (
    <div className="payment-second-admin">
      <h3>Second payments</h3>
      <ul className="payment-due__list">
        {extras.map((extra) => (
          <li key={extra.id}>
            <span>
              {amountOf(extra)} by card on {formatDate(extra.paid_at)}:{" "}
              {extra.state === "refunded"
                ? `refunded on ${formatDate(extra.refunded_at)}`
                : "the order was already settled, so refund it"}
            </span>
            {extra.state === "to_refund" ? <RefundSecondButton extra={extra} /> : null}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** SecondPaymentsToRefund is the studio's dashboard list of every second payment still to refund (none: nothing). */
export function SecondPaymentsToRefund({ orderHref }: { orderHref: (id: string) => string }) {
  const extras = useExtraPayments()
  const open = extras.filter((e) => e.state === "to_refund")
  if (open.length === 0) return null
  return (
    <section
      id="second-payments"
      className="card payment-second payment-second--dashboard"
      aria-label="Second payments to refund"
    >
      <h2>Second payments to refund</h2>
      <p>Stripe took these payments for orders that were already settled: refund each in full.</p>
      <ul className="payment-due__list">
        {open.map((extra) => (
          <li key={extra.id}>
            <Link to={orderHref(extra.order)}>{extra.expand?.order?.title ?? extra.order}</Link>
            <span>
              {amountOf(extra)} on {formatDate(extra.paid_at)}
            </span>
            <RefundSecondButton extra={extra} />
          </li>
        ))}
      </ul>
    </section>
  )
}
