import { useTable } from "@tanstack/react-table"
import { useEffect } from "react"
import { Alert } from "@/components/alert"
import { DataTable } from "@/components/data-table"
import { serverTableFeatures } from "@/components/data-table-features"
import { EmptyState } from "@/components/empty-state"
import type { TableUrl } from "@/hooks/use-table-url"
import type { ClientFilter } from "../clients-query"
import { useClientsStore } from "../clients-store"
import type { clientColumns } from "./clients-columns"
import "./clients.css"

interface ClientsTableProps {
  url: TableUrl<ClientFilter>
  columns: ReturnType<typeof clientColumns>
}

/** ClientsTable: one page of clients with their order figures, all from a single client_stats request. */
export function ClientsTable({ url, columns }: ClientsTableProps) {
  const rows = useClientsStore((s) => s.rows)
  const total = useClientsStore((s) => s.total)
  const loading = useClientsStore((s) => s.loading)
  const error = useClientsStore((s) => s.error)
  const load = useClientsStore((s) => s.load)

  // The query object only changes when the URL does (useTableUrl memoises it).
  const query = url.query
  useEffect(() => {
    void load(query)
  }, [load, query])

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

  return (
    <>
      {error ? (
        <Alert>
          {error}{" "}
          <button type="button" className="link-button" onClick={() => void load(url.query)}>
            Try again
          </button>
        </Alert>
      ) : null}
      <DataTable
        table={table}
        caption="Clients"
        noun="clients"
        loading={loading}
        empty={
          <EmptyState title={url.state.filters.q ? "No clients match your search" : "No clients yet"}>
            {url.state.filters.q
              ? "Try part of a name or an e-mail address."
              : "Clients appear here once they create an account."}
          </EmptyState>
        }
      />
    </>
  )
}
