import type { OrderRecord } from "@/lib/pocketbase-types"
import { money } from "../money"
import type { Payment } from "../types"

const LABELS: Record<Payment["state"], string> = {
  due: "unpaid",
  paid: "paid",
  waived: "waived",
  refunded: "refunded",
  mismatch: "check in Stripe",
}

/** paymentOfRow reads the payment the admin orders route expands on each order (one, or a list of one). */
function paymentOfRow(order: OrderRecord): Payment | null {
  const expanded = (order.expand as { payments_via_order?: Payment | Payment[] } | undefined)
    ?.payments_via_order
  if (!expanded) return null
  return Array.isArray(expanded) ? (expanded[0] ?? null) : expanded
}

/** PaymentBadge: the order's payment state in the admin orders table (the amount in its tooltip). */
export function PaymentBadge({ order }: { order: OrderRecord }) {
  const payment = paymentOfRow(order)
  if (!payment) return null
  const late = payment.state === "due" || payment.state === "mismatch"
  return (
    <span
      className={`order-cell__company${late ? " due-cell--late" : ""}`}
      title={money(payment.amount_cents, payment.currency, true)}
    >
      Payment: {LABELS[payment.state]}
    </span>
  )
}

/** UnpaidFilter: the admin orders table's "Unpaid only" switch (?unpaid=true). */
export function UnpaidFilter({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="overdue-filter">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} /> Unpaid only
    </label>
  )
}
