import { Link } from "react-router-dom"
import type { DuePayment } from "../api"
import { money } from "../money"
import { PayButton } from "./payment-card"
import "./payment.css"

/**
 * DuePayments lists the client's approved orders waiting for payment, each with its Pay button when the studio takes
 * cards (the dashboard loads both with its first data, so the panel is there on the first paint).
 */
export function DuePayments({
  due,
  card,
  orderHref,
}: {
  due: DuePayment[]
  card: boolean
  orderHref: (id: string) => string
}) {
  if (due.length === 0) return null
  return (
    <section className="dash__panel card payment-due" aria-labelledby="dash-pay">
      <h2 id="dash-pay">Payment due</h2>
      <ul className="payment-due__list">
        {due.map((p) => (
          <li key={p.id}>
            <Link to={orderHref(p.order)}>{p.expand?.order?.title ?? "Your order"}</Link>
            <span>{money(p.amount_cents, p.currency, true)}</span>
            {card ? (
              <PayButton orderId={p.order} payment={p} />
            ) : (
              <Link to={orderHref(p.order)}>How to pay</Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
