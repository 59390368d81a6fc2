import { createColumnHelper } from "@tanstack/react-table"
import { Link } from "react-router-dom"
import { Badge } from "@/components/badge"
import type { ServerTableFeatures } from "@/components/data-table-features"
import { formatDateTime } from "@/lib/format-date"
import type { NotificationRecord } from "@/lib/pocketbase-types"
import { Wrappable } from "@/components/wrappable"

const column = createColumnHelper<ServerTableFeatures, NotificationRecord>()

/** The columns of the notification history; `orderHref` comes from the route's typed paths. */
export function adminNotificationColumns(orderHref: (orderId: string) => string) {
  return column.columns([
    column.accessor("title", {
      header: "Notification",
      meta: { className: "data-table__cell--primary" },
      cell: ({ row }) => (
        <div className="history-cell">
          <span className="history-cell__title">{row.original.title}</span>
          <span className="history-cell__message">{row.original.message}</span>
        </div>
      ),
    }),
    column.display({
      id: "user",
      header: "Client",
      cell: ({ row }) => {
        const user = row.original.expand?.user
        return user ? (
          <div className="history-cell">
            <span>{user.name}</span>
            <Wrappable className="data-table__email" text={user.email} />
          </div>
        ) : (
          <span className="muted">Client information not available</span>
        )
      },
    }),
    column.display({
      id: "related_order",
      header: "Related order",
      cell: ({ row }) => {
        const order = row.original.expand?.related_order
        return order ? (
          <Link to={orderHref(order.id)} className="history-cell__link">
            {order.title}
          </Link>
        ) : (
          <span className="muted">None</span>
        )
      },
    }),
    column.accessor("status", {
      header: "Status",
      cell: ({ getValue }) =>
        getValue() === "read" ? <Badge tone="green">Read</Badge> : <Badge tone="yellow">Unread</Badge>,
    }),
    column.accessor("created", {
      header: "Sent",
      sortDescFirst: true,
      meta: { className: "data-table__cell--nowrap" },
      cell: ({ getValue }) => formatDateTime(getValue()),
    }),
  ])
}
