import { business } from "@/content/payment"
import { formatDate } from "@/lib/format-date"
import { METHOD_NAMES, money, partlyRefunded, receiptLabel } from "../money"
import type { Payment } from "../types"
import "./receipt.css"

interface Props {
  payment: Payment
  order: { id: string; title: string; company_name: string }
  client: { name: string; email: string }
}

/** Receipt is a paid order's receipt, laid out for the screen and for print (the browser's "Save as PDF"). */
export function Receipt({ payment, order, client }: Props) {
  return (
    <article className="receipt" aria-label="Receipt">
      <header className="receipt__head">
        <div>
          <h1>Receipt {receiptLabel(payment.receipt_no)}</h1>
          <p>
            {payment.state === "refunded"
              ? "Refunded"
              : partlyRefunded(payment)
                ? "Paid, partly refunded"
                : "Paid"}
          </p>
        </div>
        <address>
          <strong>{business.name}</strong>
          <br />
          {business.address}
          <br />
          {business.taxId}
        </address>
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
