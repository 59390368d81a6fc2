import { SearchInput } from "@/components/search-input"
import { StatusSelect } from "@/components/status-select"
import type { AdminOrderFilter } from "../admin-orders-query"
import { useAdminOrdersStore } from "../admin-orders-store"
import { statusChoices } from "../status"

interface AdminOrderFiltersProps {
  filters: Partial<Record<AdminOrderFilter, string>>
  onChange: (
    filters: Partial<Record<AdminOrderFilter, string | undefined>>,
    options?: { replace?: boolean },
  ) => void
}

/** AdminOrderFilters: search on title or company, the status filter, and the client filter a link may set. */
export function AdminOrderFilters({ filters, onChange }: AdminOrderFiltersProps) {
  // The client's name comes with its orders (expand); a client without orders has none to show.
  const clientName = useAdminOrdersStore(
    (s) => s.rows.find((r) => r.client === filters.client)?.expand?.client?.name,
  )
  return (
    <div className="order-filters">
      <div className="order-filters__row">
        <SearchInput
          id="order-search"
          label="Search"
          placeholder="Title or company"
          value={filters.q ?? ""}
          onCommit={(q) => onChange({ q }, { replace: true })}
        />
        <StatusSelect
          id="order-status-filter"
          label="Status"
          all="All Status"
          choices={statusChoices()}
          value={filters.status ?? ""}
          onChange={(status) => onChange({ status })}
        />
      </div>
      {filters.client ? (
        <p className="order-filters__chip">
          <span>
            Orders of <strong>{clientName ?? "one client"}</strong>
          </span>
          <button type="button" className="link-button" onClick={() => onChange({ client: undefined })}>
            Show all clients
          </button>
        </p>
      ) : null}
    </div>
  )
}
