import type { ReactNode } from "react"
import { Link } from "react-router-dom"
import { offer } from "@/content/offer"
import { formatDate } from "@/lib/format-date"
import type { OrderRecord } from "@/lib/pocketbase-types"
import { formatBudget } from "../format-budget"
import { OrderStatusBadge } from "./order-status-badge"
import "./portal-orders.css"

const capitalize = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : "—")

/**
 * What the client reads beside the specification's Budget and Priority: whose they are. The budget is the flat price
 * fixed on the order when it was sent, not an amount the client chose; the priority is the studio's (issue 40 item 23).
 */
const CARD_NOTES = { budget: offer.priceTerm, priority: "Set by the studio" }

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
      <Link to={href} className="stack-card order-card__link">
        <div className="spread-row order-card__head">
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
              <dd>
                {formatBudget(order.budget)}
                {order.budget ? <span className="order-card__whose">{CARD_NOTES.budget}</span> : null}
              </dd>
            </div>
            <div>
              <dt>Timeline</dt>
              <dd>{order.timeline || "—"}</dd>
            </div>
            <div>
              <dt>Priority</dt>
              <dd>
                {capitalize(order.priority)}
                {order.priority ? <span className="order-card__whose">{CARD_NOTES.priority}</span> : null}
              </dd>
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
