import { useTable } from "@tanstack/react-table"
import { useEffect, useRef } from "react"
import { Alert } from "@/components/alert"
import { DataTable } from "@/components/data-table"
import { serverTableFeatures } from "@/components/data-table-features"
import { EmptyState } from "@/components/empty-state"
import type { TableUrl } from "@/hooks/use-table-url"
import { handleApiError } from "@/lib/api-error"
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

  // The query object only changes when the URL does (useTableUrl memoises it).
  useEffect(() => {
    void load(query)
  }, [load, query])

  // The subscription carries the filter; the page and sort are read when an event arrives.
  const current = useRef(query)
  useEffect(() => {
    current.current = query
  })
  useEffect(() => {
    let stop: (() => Promise<void>) | null = null
    let gone = false
    subscribeToOrders(filter, (event) => useAdminOrdersStore.getState().receive(event, current.current))
      .then((unsubscribe) => (gone ? void unsubscribe() : (stop = unsubscribe)))
      .catch((err: unknown) => handleApiError(err, { toast: false }))
    return () => {
      gone = true
      void stop?.()
    }
  }, [filter])

  const table = useTable({
    features: serverTableFeatures,
    columns,
    data: rows,
    getRowId: (row) => row.id,
    manualPagination: true,
    manualSorting: true,
    enableSortingRemoval: false,
    rowCount: total,
    state: { pagination: url.state.pagination, sorting: url.state.sorting },
    onPaginationChange: url.onPaginationChange,
    onSortingChange: url.onSortingChange,
  })

  const filtered = Object.keys(url.state.filters).length > 0
  return (
    <>
      {error ? (
        <Alert>
          {error}{" "}
          <button type="button" className="link-button" onClick={() => void load(query)}>
            Try again
          </button>
        </Alert>
      ) : null}
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
        rowClassName={(row) => (fresh.includes(row.id) ? "is-fresh" : undefined)}
        empty={
          <EmptyState title={filtered ? "No orders match your filters" : "No orders yet"}>
            {filtered
              ? "Try another status or search, or clear the filters."
              : "New orders from clients appear here as soon as they are submitted."}
          </EmptyState>
        }
      />
    </>
  )
}
