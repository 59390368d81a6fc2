import type { ReactNode } from "react"
import { Link } from "react-router-dom"
import { EmptyState } from "@/components/empty-state"
import { Spinner } from "@/components/spinner"
import { handleApiError } from "@/lib/api-error"
import type { FirstLoadRequest } from "@/lib/first-load/requests"
import { useFirstLoad } from "@/lib/first-load/use-first-load"
import { formatDate } from "@/lib/format-date"
import type { OrderRecord } from "@/lib/pocketbase-types"
import { listRecentOrders } from "../admin-orders-api"

/** The dashboard's five newest orders, one request (started early by the admin dashboard's route). */
export const recentOrdersRequest: FirstLoadRequest<OrderRecord[]> = {
  key: "admin-recent-orders",
  load: () => listRecentOrders(5),
}
import { OrderStatusBadge } from "./order-status-badge"
import "./admin-orders.css"

interface AdminRecentOrdersProps {
  detailHref: (id: string) => string
  allHref: string
  /** Shown beside each order's company (e.g. its unread message count, from the route). */
  extra?: (id: string) => ReactNode
}

/** AdminRecentOrders: the five newest orders, each linking to its page. */
export function AdminRecentOrders({ detailHref, allHref, extra }: AdminRecentOrdersProps) {
  const orders = useFirstLoad(recentOrdersRequest, (err) =>
    handleApiError(err, { fallback: "The recent orders could not be loaded." }) !== null ? [] : undefined,
  )

  return (
    <section className="card recent-orders" aria-labelledby="recent-orders-title">
      <div className="recent-orders__head">
        <h2 id="recent-orders-title">Recent orders</h2>
        <Link to={allHref} className="link-button">
          View all
        </Link>
      </div>
      {orders === null ? (
        <Spinner label="Loading recent orders" />
      ) : orders.length === 0 ? (
        <EmptyState title="No orders yet">New orders from clients appear here.</EmptyState>
      ) : (
        <ul className="recent-orders__list">
          {orders.map((o) => (
            <li key={o.id}>
              <Link to={detailHref(o.id)} className="recent-orders__item">
                <span className="order-cell">
                  <span className="order-cell__title">{o.title}</span>
                  <span className="order-cell__company">
                    {o.company_name}
                    {o.expand?.client ? ` · ${o.expand.client.name}` : ""} · {formatDate(o.created)}
                  </span>
                  {extra?.(o.id)}
                </span>
                <OrderStatusBadge status={o.status} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
