import { useEffect, useState } from "react"
import { Link } from "react-router-dom"
import { bankTransfer } from "@/content/payment"
import { handleApiError } from "@/lib/api-error"
import { cardPayments, startCheckout } from "../api"
import { money, partlyRefunded, receiptLabel } from "../money"
import type { Payment } from "../types"
import "./payment.css"

interface Props {
  orderId: string
  payment: Payment
  /** Where the Checkout page sent the client back: "return" (paid, maybe) or "cancelled". */
  returned: string | null
  receiptHref: string
  /** Drawn inside the launch tracker's Payment step: no card or heading of its own. */
  embedded?: boolean
}

/** PayButton sends the client to Stripe Checkout for the order. */
export function PayButton({ orderId, payment }: { orderId: string; payment: Payment }) {
  const [busy, setBusy] = useState(false)
  const pay = async () => {
    setBusy(true)
    try {
      window.location.assign((await startCheckout(orderId)).url)
    } catch (err) {
      handleApiError(err, { fallback: "The payment could not be started. Try again in a minute." })
      setBusy(false)
    }
  }
  return (
    <button type="button" className="button button--accent" disabled={busy} onClick={() => void pay()}>
      {busy ? "Opening payment..." : `Pay ${money(payment.amount_cents, payment.currency)}`}
    </button>
  )
}

/** PaymentCard is the client's view of an order's payment: how to pay, then Paid (live) with the receipt. */
export function PaymentCard({ orderId, payment, returned, receiptHref, embedded = false }: Props) {
  const [card, setCard] = useState<boolean | null>(null)
  useEffect(() => void cardPayments().then(setCard), [])
  const amount = money(payment.amount_cents, payment.currency, true)
  return (
    <section
      className={`${embedded ? "" : "card "}payment payment--${payment.state}`}
      aria-label="Payment"
      aria-live="polite"
    >
      {embedded ? null : <h2>Payment</h2>}
      {payment.state === "paid" ? (
        <>
          <p className="payment__state">Paid</p>
          <p>
            {amount} received, receipt {receiptLabel(payment.receipt_no)}.{" "}
            <Link to={receiptHref}>View receipt</Link>
          </p>
          {partlyRefunded(payment) ? (
            <p className="payment__refund">
              Partly refunded: {money(payment.refunded_cents, payment.currency, true)} of {amount} was
              returned to you.
            </p>
          ) : null}
        </>
      ) : payment.state === "waived" ? (
        <p>No payment is due for this order: the studio waived it.</p>
      ) : payment.state === "refunded" ? (
        <p className="payment__state">Refunded: {amount} was returned to you.</p>
      ) : payment.state === "mismatch" ? (
        <p>We are checking your payment with Stripe: the studio will be in touch.</p>
      ) : returned === "return" && card ? (
        <p className="payment__confirming" role="status">
          Confirming payment...
        </p>
      ) : card === null ? null : card ? (
        <>
          <p>{amount} is due. The 2-day clock starts once it is paid.</p>
          {returned === "cancelled" ? (
            <p className="payment__note">The payment was cancelled: you can try again.</p>
          ) : null}
          <PayButton orderId={orderId} payment={payment} />
        </>
      ) : (
        <BankTransfer amount={amount} orderId={orderId} />
      )}
    </section>
  )
}

function BankTransfer({ amount, orderId }: { amount: string; orderId: string }) {
  return (
    <div className="payment__bank">
      <p>
        <strong>{amount}</strong> is due. {bankTransfer.heading}:
      </p>
      {bankTransfer.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <dl className="payment__facts">
        {bankTransfer.details.map((d) => (
          <div key={d.label}>
            <dt>{d.label}</dt>
            <dd>{d.value}</dd>
          </div>
        ))}
        <div>
          <dt>Reference</dt>
          <dd>
            <code>{orderId}</code>
          </dd>
        </div>
      </dl>
    </div>
  )
}
