import { createColumnHelper } from "@tanstack/react-table"
import { Link } from "react-router-dom"
import { Badge } from "@/components/badge"
import type { ServerTableFeatures } from "@/components/data-table-features"
import { formatDate } from "@/lib/format-date"
import { formatNumber } from "@/lib/format-number"
import type { ClientStatsRecord } from "../types"
import { Wrappable } from "@/components/wrappable"

const column = createColumnHelper<ServerTableFeatures, ClientStatsRecord>()

/** Where a client's row actions lead; the route passes the typed paths (features never import app/). */
export interface ClientLinks {
  notify: (clientId: string) => string
  orders: (clientId: string) => string
}

/** The columns of the admin users table (the role rides with the name); ids are client_stats fields, sorted in SQL. */
export function clientColumns(links: ClientLinks) {
  return column.columns([
    column.accessor("name", {
      header: "Client",
      meta: { className: "data-table__cell--primary" },
      cell: ({ row }) => (
        <div className="client-cell">
          <span className="client-cell__name">
            {row.original.name || "Unnamed client"}
            <Badge tone="grey">
              <span className="visually-hidden">Role: </span>
              {row.original.role}
            </Badge>
          </span>
          <Wrappable className="data-table__email" text={row.original.email} />
          {row.original.brand ? (
            <span className="data-table__email">
              <span className="visually-hidden">Brand: </span>
              <Wrappable text={`${row.original.brand} · ${row.original.brand_role}`} />
            </span>
          ) : null}
          <span className="client-cell__verified">
            <Badge tone={row.original.verified ? "green" : "yellow"}>
              {row.original.verified ? "E-mail verified" : "E-mail not verified"}
            </Badge>
          </span>
        </div>
      ),
    }),
    column.accessor("created", {
      header: "Member since",
      sortDescFirst: true,
      meta: { className: "data-table__cell--nowrap" },
      cell: ({ getValue }) => formatDate(getValue()),
    }),
    column.accessor("order_count", {
      header: "Orders",
      sortDescFirst: true,
      meta: { label: "Total orders", className: "data-table__cell--number" },
      cell: ({ getValue }) => formatNumber(getValue()),
    }),
    column.accessor("last_order_at", {
      header: "Last order",
      sortDescFirst: true,
      meta: { className: "data-table__cell--nowrap" },
      cell: ({ getValue }) => (getValue() ? formatDate(getValue()) : <span className="muted">None</span>),
    }),
    column.display({
      id: "activity",
      header: "Activity",
      cell: ({ row }) =>
        row.original.order_count > 0 ? (
          <Badge tone="green">Active Customer</Badge>
        ) : (
          <Badge tone="blue">New User</Badge>
        ),
    }),
    column.display({
      id: "actions",
      header: () => <span className="visually-hidden">Actions</span>,
      meta: { label: "Actions", className: "data-table__cell--actions" },
      cell: ({ row }) => (
        <div className="client-actions">
          <Link to={links.notify(row.original.id)} className="button button--secondary button--small">
            Send Notification
          </Link>
          <Link to={links.orders(row.original.id)} className="button button--secondary button--small">
            View Orders
          </Link>
        </div>
      ),
    }),
  ])
}
