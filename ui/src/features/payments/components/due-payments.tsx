import { useEffect, useState } from "react"
import { Link } from "react-router-dom"
import { cardPayments, type DuePayment, duePayments } from "../api"
import { money } from "../money"
import { PayButton } from "./payment-card"
import "./payment.css"

/** DuePayments lists the client's approved orders waiting for payment, each with its Pay button (card payments on). */
export function DuePayments({
  revision,
  orderHref,
}: {
  revision: number
  orderHref: (id: string) => string
}) {
  const [due, setDue] = useState<DuePayment[]>([])
  const [card, setCard] = useState(false)
  useEffect(() => void cardPayments().then(setCard), [])
  useEffect(() => {
    let live = true
    duePayments(revision).then(
      (rows) => live && setDue(rows),
      () => undefined, // the dashboard shows what it has (the specification: failures logged only)
    )
    return () => {
      live = false
    }
  }, [revision])
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
