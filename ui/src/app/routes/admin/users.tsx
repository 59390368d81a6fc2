import { PageHeader } from "@/components/page-header"
import { SearchInput } from "@/components/search-input"
import { StatCard } from "@/components/stat-card"
import { useTableUrl } from "@/hooks/use-table-url"
import { clientsQuery } from "@/features/clients/clients-query"
import { clientColumns } from "@/features/clients/components/clients-columns"
import { ClientsTable } from "@/features/clients/components/clients-table"
import { useAdminStats } from "@/features/orders/admin-stats"
import { paths } from "../../paths"
import "./admin-pages.css"

const columns = clientColumns({
  notify: (user) => paths.admin.newNotification.href({ user }),
  orders: (client) => paths.admin.orders.href({ client }),
})

export default function AdminUsersPage() {
  const url = useTableUrl(clientsQuery)
  const stats = useAdminStats()
  return (
    <>
      <PageHeader title="Users" subtitle="Every client, with their orders. Search by name or e-mail." />
      <section className="stat-grid stat-grid--3" aria-label="Client figures">
        <StatCard label="Total Clients" value={stats?.totalClients ?? null} />
        <StatCard label="Active Clients" value={stats?.activeClients ?? null} />
        <StatCard label="Total Orders" value={stats?.totalOrders ?? null} />
      </section>
      <div className="admin-toolbar">
        <SearchInput
          id="client-search"
          label="Search clients"
          placeholder="Name or e-mail"
          value={url.state.filters.q ?? ""}
          onCommit={(q) => url.setFilters({ q }, { replace: true })}
        />
      </div>
      <ClientsTable url={url} columns={columns} />
    </>
  )
}
