import type { ReactNode } from "react"
import { OrderStatusBadge } from "@/features/orders/components/order-status-badge"
import { statusExplanation } from "@/features/orders/status"
import type { Payment } from "@/features/payments/types"
import type { OrderRecord } from "@/lib/pocketbase-types"
import { OrderPayment } from "./order-payment"

/** OrderHead is the order page's heading: its title and company. */
export function OrderHead({ order }: { order: OrderRecord }) {
  return (
    <header className="spread-row order-detail__head">
      <div>
        <h1>{order.title}</h1>
        <p>{order.company_name}</p>
      </div>
    </header>
  )
}

/** OrderStatus is the order page's status section: the badge, then what the page says of it (children). */
export function OrderStatus({ status, children }: { status: OrderRecord["status"]; children: ReactNode }) {
  return (
    <section className={`order-detail__status order-detail__status--${status}`} aria-label="Status">
      <OrderStatusBadge status={status} />
      {children}
    </section>
  )
}

/**
 * OrderCardView is an order as a billing member of its brand sees it (docs/teams.md): its title, company and
 * status, and its payment with the receipt; never its conversation, files, intake or review.
 */
export function OrderCardView({
  back,
  order,
  payment,
  returned,
}: {
  back: ReactNode
  order: OrderRecord
  payment: Payment | null
  returned: string | null
}) {
  return (
    <article className="order-detail">
      {back}
      <OrderHead order={order} />
      <OrderStatus status={order.status}>
        <p>{statusExplanation(order.status)}</p>
      </OrderStatus>
      {payment ? <OrderPayment orderId={order.id} payment={payment} returned={returned} /> : null}
    </article>
  )
}
