import { createColumnHelper } from "@tanstack/react-table"
import { Badge, type BadgeTone } from "@/components/badge"
import type { ServerTableFeatures } from "@/components/data-table-features"
import type { OrderRecord } from "@/lib/pocketbase-types"
import { money, partlyRefunded } from "../money"
import type { Payment, PaymentState } from "../types"
import "./payment.css"

const column = createColumnHelper<ServerTableFeatures, OrderRecord>()

const BADGES: Record<PaymentState, { label: string; tone: BadgeTone; title?: string }> = {
  due: { label: "Due", tone: "yellow" },
  paid: { label: "Paid", tone: "green" },
  waived: { label: "Waived", tone: "grey" },
  refunded: { label: "Refunded", tone: "blue" },
  mismatch: {
    label: "Mismatch",
    tone: "red",
    title: "Stripe reported another amount or currency: check the payment in Stripe.",
  },
}

/** paymentOfRow reads the payment the admin orders route expands on each order (one, or a list of one). */
export function paymentOfRow(order: OrderRecord): Payment | null {
  const expanded = (order.expand as { payments_via_order?: Payment | Payment[] } | undefined)
    ?.payments_via_order
  if (!expanded) return null
  return Array.isArray(expanded) ? (expanded[0] ?? null) : expanded
}

/**
 * PaymentCell: the payment's state as a badge over the amount, and under a paid one what was refunded of it in part;
 * a dash before approval (no payment yet).
 */
export function PaymentCell({ order }: { order: OrderRecord }) {
  const payment = paymentOfRow(order)
  if (!payment) return <span className="muted">—</span>
  const badge = BADGES[payment.state]
  return (
    <div className="payment-cell" title={badge.title}>
      <Badge tone={badge.tone}>{badge.label}</Badge>
      <span className="order-cell__company">{money(payment.amount_cents, payment.currency)}</span>
      {partlyRefunded(payment) ? (
        <span className="payment-cell__refund">
          {money(payment.refunded_cents, payment.currency)} refunded
        </span>
      ) : null}
    </div>
  )
}

/**
 * paymentColumn is the admin orders table's "Payment" column. Not sortable: the state lives in the payments table,
 * and no index yields orders in their payment's order (the "Unpaid only" switch is the server's filter instead).
 */
export const paymentColumn = column.display({
  id: "payment",
  header: "Payment",
  cell: ({ row }) => <PaymentCell order={row.original} />,
})
