import { SearchInput } from "@/components/search-input"
import { ORDER_STATUSES, type OrderStatus } from "@/lib/pocketbase-types"
import { ORDER_STATUS_LABELS } from "../status"

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
      <div className="field order-filters__status">
        <label className="field__label" htmlFor="orders-status">
          Status
        </label>
        <select
          id="orders-status"
          className="select"
          value={status}
          onChange={(e) => onStatus(e.target.value as OrderStatus | "")}
        >
          <option value="">All Status</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ORDER_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
