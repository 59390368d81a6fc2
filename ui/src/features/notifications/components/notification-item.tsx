import { Link } from "react-router-dom"
import { Badge } from "@/components/badge"
import { LinkedText } from "@/components/linked-text"
import { formatDateTime } from "@/lib/format-date"
import type { NotificationRecord } from "@/lib/pocketbase-types"
import "./notifications.css"

interface NotificationItemProps {
  notification: NotificationRecord
  /** The detail page of an order; the related order's title links there. */
  orderHref: (id: string) => string
  onMarkRead?: (id: string) => void
  /** Dashboard preview: no actions, message clamped. */
  compact?: boolean
}

/** NotificationItem shows one notification: 'New' while unread, its related order and Mark as read. */
export function NotificationItem({ notification: n, orderHref, onMarkRead, compact }: NotificationItemProps) {
  const unread = n.status === "unread"
  const order = n.expand?.related_order
  return (
    <li className={`stack-card note${unread ? " note--unread" : ""}${compact ? " note--compact" : ""}`}>
      <div className="note__head">
        <h3 className="note__title">{n.title}</h3>
        {unread ? <Badge tone="yellow">New</Badge> : null}
      </div>
      <p className="note__message">
        <LinkedText text={n.message} />
      </p>
      <div className="note__foot">
        <time className="note__time" dateTime={n.created.replace(" ", "T")}>
          {formatDateTime(n.created)}
        </time>
        {order ? (
          <Link className="note__order" to={orderHref(order.id)}>
            Order: {order.title}
          </Link>
        ) : null}
        {unread && onMarkRead ? (
          <button
            type="button"
            className="button button--secondary button--small note__action"
            onClick={() => onMarkRead(n.id)}
            aria-label={`Mark as read: ${n.title}`}
          >
            Mark as read
          </button>
        ) : null}
      </div>
    </li>
  )
}
