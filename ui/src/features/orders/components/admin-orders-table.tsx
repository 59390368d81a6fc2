import { useCallback, useEffect, useRef } from "react"
import { DataTable } from "@/components/data-table"
import { EmptyState } from "@/components/empty-state"
import { useServerTable } from "@/hooks/use-server-table"
import { useSubscription } from "@/hooks/use-subscription"
import type { TableUrl } from "@/hooks/use-table-url"
import { subscribeToOrders } from "../admin-orders-api"
import { type AdminOrderFilter, adminOrdersQuery } from "../admin-orders-query"
import { useAdminOrdersStore } from "../admin-orders-store"
import type { adminOrderColumns } from "./admin-orders-columns"

interface AdminOrdersTableProps {
  url: TableUrl<AdminOrderFilter>
  columns: ReturnType<typeof adminOrderColumns>
}

/** AdminOrdersTable shows the page the URL asks for, and orders created or changed meanwhile, live. */
export function AdminOrdersTable({ url, columns }: AdminOrdersTableProps) {
  const { query } = url
  const { filter } = query
  const rows = useAdminOrdersStore((s) => s.rows)
  const total = useAdminOrdersStore((s) => s.total)
  const loading = useAdminOrdersStore((s) => s.loading)
  const error = useAdminOrdersStore((s) => s.error)
  const fresh = useAdminOrdersStore((s) => s.fresh)
  const arrivedElsewhere = useAdminOrdersStore((s) => s.arrivedElsewhere)
  const load = useAdminOrdersStore((s) => s.load)

  // The subscription carries the filter; the page and sort are read when an event arrives.
  const current = useRef(query)
  useEffect(() => {
    current.current = query
  })
  useSubscription(
    useCallback(
      () =>
        subscribeToOrders(filter, (event) => useAdminOrdersStore.getState().receive(event, current.current)),
      [filter],
    ),
  )

  const table = useServerTable(url, columns, { rows, total, load })

  const filtered = Object.keys(url.state.filters).length > 0
  return (
    <div className="admin-orders-table">
      {arrivedElsewhere > 0 ? (
        <div className="live-note" role="status">
          {arrivedElsewhere === 1 ? "1 new order" : `${arrivedElsewhere} new orders`} arrived.
          <button
            type="button"
            className="button button--small"
            onClick={() => url.onSortingChange(adminOrdersQuery.defaultSort)}
          >
            Show newest
          </button>
        </div>
      ) : null}
      <DataTable
        table={table}
        caption="Orders"
        noun="orders"
        loading={loading}
        error={error}
        onRetry={() => void load(query)}
        rowClassName={(row) => (fresh.includes(row.id) ? "is-fresh" : undefined)}
        empty={
          <EmptyState title={filtered ? "No orders match your filters" : "No orders yet"}>
            {filtered
              ? "Try another status or search, or clear the filters."
              : "New orders from clients appear here as soon as they are submitted."}
          </EmptyState>
        }
      />
    </div>
  )
}
