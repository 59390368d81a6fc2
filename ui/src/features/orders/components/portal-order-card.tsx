import type { ReactNode } from "react"
import { Link } from "react-router-dom"
import { formatDate } from "@/lib/format-date"
import { money } from "@/lib/format-money"
import type { OrderRecord } from "@/lib/pocketbase-types"
import type { OrderPrice } from "../types"
import { OrderStatusBadge } from "./order-status-badge"
import "./portal-orders.css"

/** priceOf renders the card's price, "$200"; without one (an older server's answer), a dash. */
const priceOf = (order: OrderPrice) =>
  order.price_cents ? money(order.price_cents, order.currency || "usd") : "—"

/**
 * PortalOrderCard is one order of the client's lists, linking to its detail page: what is the client's (its price,
 * never the studio's budget or priority).
 */
export function PortalOrderCard({
  order,
  href,
  compact,
  extra,
}: {
  order: OrderRecord & OrderPrice
  href: string
  compact?: boolean
  /** Shown under the titles (e.g. the unread message count, from the route). */
  extra?: ReactNode
}) {
  return (
    <li className={`order-card${compact ? " order-card--compact" : ""}`}>
      <Link to={href} className="order-card__link">
        <div className="order-card__head">
          <div className="order-card__titles">
            <h3 className="order-card__title">{order.title}</h3>
            <p className="order-card__company">{order.company_name}</p>
            {extra}
          </div>
          <OrderStatusBadge status={order.status} />
        </div>
        {compact ? (
          <p className="order-card__meta">Submitted {formatDate(order.created)}</p>
        ) : (
          <dl className="order-card__facts">
            <div>
              <dt>Price</dt>
              <dd>{priceOf(order)}</dd>
            </div>
            <div>
              <dt>Timeline</dt>
              <dd>{order.timeline || "—"}</dd>
            </div>
            <div>
              <dt>Submitted</dt>
              <dd>{formatDate(order.created)}</dd>
            </div>
          </dl>
        )}
      </Link>
    </li>
  )
}
