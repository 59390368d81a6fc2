import { PageHeader } from "@/components/page-header"
import { useTableUrl } from "@/hooks/use-table-url"
import { adminOrdersQuery } from "@/features/orders/admin-orders-query"
import { AdminOrderFilters } from "@/features/orders/components/admin-order-filters"
import { adminOrderColumns } from "@/features/orders/components/admin-orders-columns"
import { AdminOrdersTable } from "@/features/orders/components/admin-orders-table"
import { OrderUnreadBadge } from "@/features/messages/components/unread-badge"
import { paths } from "../../paths"

const columns = adminOrderColumns(paths.admin.order.href, (id) => <OrderUnreadBadge orderId={id} />)

export default function AdminOrdersPage() {
  const url = useTableUrl(adminOrdersQuery)
  return (
    <>
      <PageHeader title="Orders" subtitle="Every order, newest first. Change a status right in the list." />
      <AdminOrderFilters filters={url.state.filters} onChange={url.setFilters} />
      <AdminOrdersTable url={url} columns={columns} />
    </>
  )
}
