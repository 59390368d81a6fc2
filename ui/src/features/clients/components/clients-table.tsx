import { DataTable } from "@/components/data-table"
import { EmptyState } from "@/components/empty-state"
import { useServerTable } from "@/hooks/use-server-table"
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
  const table = useServerTable(url, columns, { rows, total, load })
  const searching = Boolean(url.state.filters.q)

  return (
    <DataTable
      table={table}
      caption="Clients"
      noun="clients"
      loading={loading}
      error={error}
      onRetry={() => void load(url.query)}
      empty={
        <EmptyState title={searching ? "No clients match your search" : "No clients yet"}>
          {searching
            ? "Try part of a name or an e-mail address."
            : "Clients appear here once they create an account."}
        </EmptyState>
      }
    />
  )
}
