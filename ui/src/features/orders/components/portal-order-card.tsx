import type { ReactNode } from "react"
import { Link } from "react-router-dom"
import { formatDate } from "@/lib/format-date"
import type { OrderRecord } from "@/lib/pocketbase-types"
import { formatBudget } from "../format-budget"
import { OrderStatusBadge } from "./order-status-badge"
import "./portal-orders.css"

const capitalize = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : "—")

/** PortalOrderCard is one order of the client's lists, linking to its detail page. */
export function PortalOrderCard({
  order,
  href,
  compact,
  extra,
}: {
  order: OrderRecord
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
              <dt>Budget</dt>
              <dd>{formatBudget(order.budget)}</dd>
            </div>
            <div>
              <dt>Timeline</dt>
              <dd>{order.timeline || "—"}</dd>
            </div>
            <div>
              <dt>Priority</dt>
              <dd>{capitalize(order.priority)}</dd>
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
