import { DataTable } from "@/components/data-table"
import { EmptyState } from "@/components/empty-state"
import { SearchInput } from "@/components/search-input"
import { type StatusChoice, StatusSelect } from "@/components/status-select"
import { useServerTable } from "@/hooks/use-server-table"
import type { TableUrl } from "@/hooks/use-table-url"
import type { AdminNotificationFilter } from "../admin-notifications-query"
import { useAdminNotificationsStore } from "../admin-notifications-store"
import type { adminNotificationColumns } from "./admin-notifications-columns"
import "./admin-notifications.css"

interface AdminNotificationsHistoryProps {
  url: TableUrl<AdminNotificationFilter>
  columns: ReturnType<typeof adminNotificationColumns>
}

const READ_CHOICES: StatusChoice[] = [
  { value: "unread", label: "Unread" },
  { value: "read", label: "Read" },
]

/** AdminNotificationsHistory: every notification sent, with its client and related order, paged on the server. */
export function AdminNotificationsHistory({ url, columns }: AdminNotificationsHistoryProps) {
  const rows = useAdminNotificationsStore((s) => s.rows)
  const total = useAdminNotificationsStore((s) => s.total)
  const loading = useAdminNotificationsStore((s) => s.loading)
  const error = useAdminNotificationsStore((s) => s.error)
  const load = useAdminNotificationsStore((s) => s.load)

  const table = useServerTable(url, columns, { rows, total, load })

  const { q, status } = url.state.filters
  return (
    <div className="history">
      <div className="history__filters">
        <SearchInput
          id="history-search"
          label="Search"
          placeholder="Title, message or client name"
          value={q ?? ""}
          onCommit={(next) => url.setFilters({ q: next }, { replace: true })}
        />
        <StatusSelect
          id="history-status"
          label="Status"
          all="All"
          choices={READ_CHOICES}
          value={status ?? ""}
          onChange={(next) => url.setFilters({ status: next })}
        />
      </div>
      <DataTable
        table={table}
        caption="Notification history"
        noun="notifications"
        loading={loading}
        error={error}
        onRetry={() => void load(url.query)}
        empty={
          <EmptyState title={q || status ? "No notifications match your filters" : "No notifications yet"}>
            {q || status ? "Try another search or status." : "Notifications you send appear here."}
          </EmptyState>
        }
      />
    </div>
  )
}
