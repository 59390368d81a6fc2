import { SearchInput } from "@/components/search-input"
import { StatusSelect } from "@/components/status-select"
import type { OrderStatus } from "@/lib/pocketbase-types"
import { statusChoices } from "../status"

interface PortalOrderFiltersProps {
  q: string
  status: OrderStatus | ""
  onSearch: (q: string) => void
  onStatus: (status: OrderStatus | "") => void
}

/** PortalOrderFilters: search on title or company name, and the status filter of My Orders. */
export function PortalOrderFilters({ q, status, onSearch, onStatus }: PortalOrderFiltersProps) {
  return (
    <div className="order-filters">
      <SearchInput
        id="orders-search"
        label="Search orders"
        placeholder="Title or company name"
        value={q}
        onCommit={onSearch}
      />
      <StatusSelect
        id="orders-status"
        label="Status"
        all="All Status"
        choices={statusChoices()}
        value={status}
        onChange={(s) => onStatus(s as OrderStatus | "")}
      />
    </div>
  )
}
