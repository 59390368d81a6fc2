import { formatDateTime } from "@/lib/format-date"
import teams from "../../../../../pb_hooks/lib/teams.json"
import { statusLabel } from "../status"
import type { OrderEvent } from "../types"
import { OrderStatusBadge } from "./order-status-badge"
import "./portal-order-history.css"

/** byWhom names the brand's member who acted, with its role ("Lina (Member)"); "" for the studio or the system. */
function byWhom(e: OrderEvent): string {
  const who = e.actor === "client" ? e.expand?.who : undefined
  if (!who?.name) return ""
  const role = who.expand?.memberships_via_user?.role
  const name = role ? (teams.roleNames as Record<string, string>)[role] : ""
  return name ? `${who.name} (${name})` : who.name
}

/** PortalOrderHistory lists an order's status changes, oldest first. */
export function PortalOrderHistory({ events }: { events: OrderEvent[] }) {
  if (events.length === 0) return <p className="order-history__empty">No status changes yet.</p>
  return (
    <ol className="order-history">
      {events.map((e) => (
        <li key={e.id} className="order-history__item">
          <span className="order-history__dot" aria-hidden="true" />
          <div>
            <p className="order-history__what">
              {e.from ? (
                <>
                  Status changed <span className="visually-hidden">from {statusLabel(e.from)} </span>to{" "}
                  <OrderStatusBadge status={e.to} />
                </>
              ) : (
                <>
                  Order submitted <OrderStatusBadge status={e.to} />
                </>
              )}
            </p>
            {byWhom(e) ? <p className="order-history__note">By {byWhom(e)}</p> : null}
            {e.note ? <p className="order-history__note">Reason: {e.note}</p> : null}
            <time className="order-history__when" dateTime={e.created.replace(" ", "T")}>
              {formatDateTime(e.created)}
            </time>
          </div>
        </li>
      ))}
    </ol>
  )
}
