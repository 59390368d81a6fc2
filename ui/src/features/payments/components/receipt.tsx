import { useEffect, useState } from "react"
import { formatDate } from "@/lib/format-date"
import { type BusinessDetails, paymentOptions } from "../api"
import { METHOD_NAMES, money, partlyRefunded, receiptLabel } from "../money"
import type { Payment } from "../types"
import "./payment.css"
import "./receipt.css"

interface Props {
  payment: Payment
  order: { id: string; title: string; company_name: string }
  client: { name: string; email: string }
}

/** Receipt is a paid order's receipt, laid out for the screen and for print (the browser's "Save as PDF"). */
export function Receipt({ payment, order, client }: Props) {
  const [business, setBusiness] = useState<BusinessDetails | null>(null)
  useEffect(() => void paymentOptions().then((o) => setBusiness(o.business)), [])
  const issuer = business ? [business.name, business.address, business.taxId].filter(Boolean) : []
  return (
    <article className="receipt" aria-label="Receipt">
      <header className="receipt__head">
        <div>
          <h1>
            Receipt <span className="receipt-no">{receiptLabel(payment.receipt_no)}</span>
          </h1>
          <p>
            {payment.state === "refunded"
              ? "Refunded"
              : partlyRefunded(payment)
                ? "Paid, partly refunded"
                : "Paid"}
          </p>
        </div>
        {/* the studio's details as it set them (BUSINESS_*): only those, never invented ones */}
        {issuer.length > 0 ? (
          <address>
            {issuer.map((part, i) => (
              <span key={part} className="receipt__issuer">
                {i === 0 ? <strong>{part}</strong> : part}
              </span>
            ))}
          </address>
        ) : null}
      </header>
      <dl className="receipt__facts">
        <dt>Billed to</dt>
        <dd>
          {client.name || client.email} ({client.email}), {order.company_name}
        </dd>
        <dt>For</dt>
        <dd>Store launch: {order.title}</dd>
        <dt>Amount</dt>
        <dd>{money(payment.amount_cents, payment.currency, true)}</dd>
        {payment.refunded_cents > 0 ? (
          <>
            <dt>Refunded</dt>
            <dd>
              {money(payment.refunded_cents, payment.currency, true)} of{" "}
              {money(payment.amount_cents, payment.currency, true)}
            </dd>
          </>
        ) : null}
        <dt>Paid on</dt>
        <dd>{payment.paid_at ? formatDate(payment.paid_at) : "—"}</dd>
        <dt>Paid by</dt>
        <dd>{METHOD_NAMES[payment.method] ?? "—"}</dd>
        <dt>Order ID</dt>
        <dd>
          <code>{order.id}</code>
        </dd>
      </dl>
      <button type="button" className="button receipt__print" onClick={() => window.print()}>
        Print receipt
      </button>
    </article>
  )
}
