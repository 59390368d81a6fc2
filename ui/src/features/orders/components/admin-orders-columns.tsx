import { createColumnHelper } from "@tanstack/react-table"
import type { ReactNode } from "react"
import { Link } from "react-router-dom"
import type { ServerTableFeatures } from "@/components/data-table-features"
import { formatDate } from "@/lib/format-date"
import type { OrderRecord } from "@/lib/pocketbase-types"
import { useAdminOrdersStore } from "../admin-orders-store"
import { AdminStatusSelect } from "./admin-status-select"
import { Wrappable } from "@/components/wrappable"

const column = createColumnHelper<ServerTableFeatures, OrderRecord>()

/**
 * The columns of the admin orders table. Column ids are PocketBase field names, so a sorted
 * column is the sort the server applies. `detailHref` is injected by the route (paths live in app/), and so are
 * what the title cell adds and what the status dialog says when the admin cancels an order (the payment prompt).
 */
export function adminOrderColumns(
  detailHref: (id: string) => string,
  titleExtra?: (order: OrderRecord) => ReactNode,
  cancelNotice?: (order: OrderRecord) => ReactNode,
) {
  return column.columns([
    column.accessor("title", {
      header: "Order",
      meta: { className: "data-table__cell--primary" },
      cell: ({ row }) => (
        <div className="order-cell">
          <Link to={detailHref(row.original.id)} className="order-cell__title">
            {row.original.title}
          </Link>
          <span className="order-cell__company">{row.original.company_name}</span>
          {titleExtra?.(row.original)}
        </div>
      ),
    }),
    column.display({
      id: "client",
      header: "Client",
      cell: ({ row }) => {
        const client = row.original.expand?.client
        return client ? (
          <div className="order-cell">
            <span>{client.name}</span>
            {row.original.expand?.brand ? (
              <span className="order-cell__brand">{row.original.expand.brand.name}</span>
            ) : null}
            <Wrappable className="data-table__email order-cell__email" text={client.email} />
          </div>
        ) : (
          <span className="muted">Unknown client</span>
        )
      },
    }),
    column.accessor("status", {
      header: "Status",
      meta: { className: "data-table__cell--stack" },
      cell: ({ row }) => (
        <AdminStatusSelect
          orderId={row.original.id}
          orderTitle={row.original.title}
          status={row.original.status}
          cancelNotice={cancelNotice?.(row.original)}
          onChange={(next, reason) =>
            useAdminOrdersStore.getState().changeStatus(row.original.id, next, reason)
          }
        />
      ),
    }),
    column.accessor("created", {
      header: "Created",
      sortDescFirst: true,
      meta: { className: "data-table__cell--nowrap" },
      cell: ({ getValue }) => formatDate(getValue()),
    }),
    column.display({
      id: "actions",
      header: () => <span className="visually-hidden">Actions</span>,
      meta: { label: "Actions", className: "data-table__cell--actions data-table__cell--end" },
      cell: ({ row }) => (
        <Link to={detailHref(row.original.id)} className="button button--secondary button--small">
          View Details
        </Link>
      ),
    }),
  ])
}
