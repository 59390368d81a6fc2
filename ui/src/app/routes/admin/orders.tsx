import { PageHeader } from "@/components/page-header"
import { useTableUrl } from "@/hooks/use-table-url"
import { adminOrdersQuery } from "@/features/orders/admin-orders-query"
import { useAdminOrdersStore } from "@/features/orders/admin-orders-store"
import { AdminOrderFilters } from "@/features/orders/components/admin-order-filters"
import { adminOrderColumns } from "@/features/orders/components/admin-orders-columns"
import { AdminOrdersTable } from "@/features/orders/components/admin-orders-table"
import { OrderUnreadBadge } from "@/features/messages/components/unread-badge"
import { launchDueColumn } from "@/features/launch/components/launch-due-column"
import { OverdueFilter } from "@/features/launch/components/overdue-filter"
import { CancelRefundPrompt } from "@/features/payments/components/cancel-refund-prompt"
import { paymentColumn } from "@/features/payments/components/payment-column"
import { UnpaidFilter } from "@/features/payments/components/unpaid-filter"
import type { Payment } from "@/features/payments/types"
import { useLivePayments } from "@/features/payments/use-live-payments"
import { paths } from "../../paths"

const orderColumns = adminOrderColumns(
  paths.admin.order.href,
  (order) => <OrderUnreadBadge orderId={order.id} />,
  (order) => <CancelRefundPrompt orderId={order.id} cancelled={false} />,
)
const columns = [
  ...orderColumns.slice(0, -2),
  launchDueColumn,
  paymentColumn,
  ...orderColumns.slice(-2),
] as typeof orderColumns

// A payment made due (an approval) or settled (Stripe, the studio) shows in its row's Payment column at once.
const showPayment = (payment: Payment) =>
  useAdminOrdersStore.getState().patchExpand(payment.order, { payments_via_order: payment })

export default function AdminOrdersPage() {
  const url = useTableUrl(adminOrdersQuery)
  useLivePayments(showPayment)
  return (
    <>
      <PageHeader title="Orders" subtitle="Every order, newest first. Change a status right in the list." />
      <AdminOrderFilters filters={url.state.filters} onChange={url.setFilters} />
      <div className="order-filters__switches">
        <OverdueFilter
          checked={url.state.filters.overdue === "true"}
          onChange={(on) => url.setFilters({ overdue: on ? "true" : undefined })}
        />
        <UnpaidFilter
          checked={url.state.filters.unpaid === "true"}
          onChange={(on) => url.setFilters({ unpaid: on ? "true" : undefined })}
        />
      </div>
      <AdminOrdersTable url={url} columns={columns} />
    </>
  )
}
