import { PROMISE_WORDS } from "@/content/promise"
import { useEffect } from "react"
import { Link, Navigate, useSearchParams } from "react-router-dom"
import { Alert } from "@/components/alert"
import { EmptyState } from "@/components/empty-state"
import { PlusIcon } from "@/components/icons"
import { ListPager } from "@/components/list-pager"
import { PageHeader } from "@/components/page-header"
import { Spinner } from "@/components/spinner"
import { useSession } from "@/features/auth/session-store"
import { PortalOrderCard } from "@/features/orders/components/portal-order-card"
import { OrderUnreadBadge } from "@/features/messages/components/unread-badge"
import { PortalOrderFilters } from "@/features/orders/components/portal-order-filters"
import { ORDERS_PER_PAGE, readOrderListQuery, writeOrderListQuery } from "@/features/orders/list-query"
import { useLiveOrders } from "@/features/orders/live-orders-store"
import { useMyOrders } from "@/features/orders/my-orders-store"
import type { OrderListQuery } from "@/features/orders/types"
import { paths } from "../../paths"

const newOrderButton = (
  <Link to={paths.portal.newOrder.href()} className="button">
    <PlusIcon width={18} height={18} />
    New Order
  </Link>
)

export default function MyOrdersPage() {
  const userId = useSession((s) => s.user?.id ?? "")
  const [params, setParams] = useSearchParams()
  const query = readOrderListQuery(params)
  const { page, q, status } = query
  const rows = useMyOrders((s) => s.rows)
  const total = useMyOrders((s) => s.total)
  const totalPages = useMyOrders((s) => s.totalPages)
  const loading = useMyOrders((s) => s.loading)
  const error = useMyOrders((s) => s.error)
  const load = useMyOrders((s) => s.load)
  const revision = useLiveOrders((s) => s.revision)

  // Loads again, in place, when the provider changes one of the client's orders.
  useEffect(() => {
    if (userId) void load(userId, { page, q, status })
  }, [userId, page, q, status, load, revision])

  const go = (next: OrderListQuery, replace = false) => setParams(writeOrderListQuery(next), { replace })
  const href = (p: number) => `${paths.portal.orders.href()}?${writeOrderListQuery({ ...query, page: p })}`
  const filtered = Boolean(q || status)

  if (!loading && !error && rows.length === 0 && page > 1 && totalPages >= 1) {
    return <Navigate to={href(totalPages)} replace />
  }

  return (
    <>
      <PageHeader
        title="My Orders"
        subtitle="Every order you have submitted, newest first."
        // A client with no orders at all gets the one New Order button in the empty list below.
        actions={!loading && !error && total === 0 && !filtered ? undefined : newOrderButton}
      />
      <PortalOrderFilters
        q={q}
        status={status}
        onSearch={(text) => go({ ...query, q: text, page: 1 }, true)}
        onStatus={(s) => go({ ...query, status: s, page: 1 })}
      />
      {error ? (
        <Alert>
          {error}{" "}
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => void load(userId, query)}
          >
            Try again
          </button>
        </Alert>
      ) : null}
      {loading && rows.length === 0 ? <Spinner label="Loading orders" /> : null}
      {!loading && !error && rows.length === 0 ? (
        filtered ? (
          <EmptyState
            title="No orders match your filters"
            action={
              <Link to={paths.portal.orders.href()} className="button button--secondary">
                Clear filters
              </Link>
            }
          >
            Try another search or status.
          </EmptyState>
        ) : (
          <EmptyState title="No orders yet" action={newOrderButton}>
            {`Tell us about your brand and we will build your store in ${PROMISE_WORDS.days}.`}
          </EmptyState>
        )
      ) : null}
      <h2 className="visually-hidden">Orders</h2>
      {rows.length > 0 ? (
        <ul className="stack-list order-list" aria-busy={loading} aria-label="Orders">
          {rows.map((order) => (
            <PortalOrderCard
              key={order.id}
              order={order}
              href={paths.portal.order.href(order.id)}
              extra={<OrderUnreadBadge orderId={order.id} />}
            />
          ))}
        </ul>
      ) : null}
      <ListPager
        label="My Orders pages"
        page={page}
        totalPages={totalPages}
        total={total}
        perPage={ORDERS_PER_PAGE}
        noun="orders"
        hrefFor={href}
      />
    </>
  )
}
