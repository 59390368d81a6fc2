import { PROMISE_WORDS } from "@/content/promise"
import { useEffect, useState } from "react"
import { Link } from "react-router-dom"
import { bankTransfer } from "@/content/payment"
import { handleApiError } from "@/lib/api-error"
import { type BankDetails, type PaymentOptions, paymentOptions, startCheckout } from "../api"
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
  const [options, setOptions] = useState<PaymentOptions | null>(null)
  useEffect(() => void paymentOptions().then(setOptions), [])
  const card = options ? options.card : null
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
            {amount} received, receipt <span className="receipt-no">{receiptLabel(payment.receipt_no)}</span>.{" "}
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
          <p>{`${amount} is due. The ${PROMISE_WORDS.dayAdjective} clock starts once it is paid.`}</p>
          {returned === "cancelled" ? (
            <p className="payment__note">The payment was cancelled: you can try again.</p>
          ) : null}
          <PayButton orderId={orderId} payment={payment} />
        </>
      ) : (
        <BankTransfer amount={amount} orderId={orderId} bank={options?.bank ?? null} />
      )}
    </section>
  )
}

/** BankTransfer tells the client how to pay by transfer: the studio's account as it set it, or that it will send it. */
function BankTransfer({
  amount,
  orderId,
  bank,
}: {
  amount: string
  orderId: string
  bank: BankDetails | null
}) {
  if (!bank) {
    return (
      <div className="payment__bank">
        <p>
          <strong>{amount}</strong> is due. {bankTransfer.heading}.
        </p>
        <p>{bankTransfer.noAccount}</p>
      </div>
    )
  }
  const details = [
    { label: "Account name", value: bank.accountName },
    { label: "IBAN / account number", value: bank.iban },
    { label: "BIC / SWIFT", value: bank.bic },
  ].filter((d) => d.value)
  return (
    <div className="payment__bank">
      <p>
        <strong>{amount}</strong> is due. {bankTransfer.heading}:
      </p>
      {bankTransfer.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <dl className="payment__facts">
        {details.map((d) => (
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
