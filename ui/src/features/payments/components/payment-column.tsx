import { createColumnHelper } from "@tanstack/react-table"
import type { ServerTableFeatures } from "@/components/data-table-features"
import type { OrderRecord } from "@/lib/pocketbase-types"
import { money } from "../money"
import type { Payment } from "../types"

const column = createColumnHelper<ServerTableFeatures, OrderRecord>()

const LABELS: Record<Payment["state"], string> = {
  due: "Unpaid",
  paid: "Paid",
  waived: "Waived",
  refunded: "Refunded",
  mismatch: "Check in Stripe",
}

/** paymentOfRow reads the payment the admin orders route expands on each order (one, or a list of one). */
function paymentOfRow(order: OrderRecord): Payment | null {
  const expanded = (order.expand as { payments_via_order?: Payment | Payment[] } | undefined)
    ?.payments_via_order
  if (!expanded) return null
  return Array.isArray(expanded) ? (expanded[0] ?? null) : expanded
}

function PaymentCell({ order }: { order: OrderRecord }) {
  const payment = paymentOfRow(order)
  if (!payment) return <span className="muted">—</span>
  const late = payment.state === "due" || payment.state === "mismatch"
  return (
    <div className="order-cell">
      <span className={late ? "due-cell--late" : undefined}>{LABELS[payment.state]}</span>
      <span className="order-cell__company">{money(payment.amount_cents, payment.currency)}</span>
    </div>
  )
}

/** paymentColumn is the admin orders table's "Payment" column (not sortable: the "Unpaid only" filter finds them). */
export const paymentColumn = column.accessor((order) => order.id, {
  id: "payment",
  header: "Payment",
  enableSorting: false,
  cell: (info) => <PaymentCell order={info.row.original} />,
})

/** UnpaidFilter: the admin orders table's "Unpaid only" switch (?unpaid=true). */
export function UnpaidFilter({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="overdue-filter">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} /> Unpaid only
    </label>
  )
}
