import { PROMISE_WORDS } from "@/content/promise"
import { useEffect } from "react"
import { Link, Navigate, useSearchParams } from "react-router-dom"
import { useShallow } from "zustand/react/shallow"
import { EmptyState } from "@/components/empty-state"
import { PlusIcon } from "@/components/icons"
import { PageHeader } from "@/components/page-header"
import { listPageOf, PagedList } from "@/components/paged-list"
import { useSession } from "@/features/auth/session-store"
import { PortalOrderCard } from "@/features/orders/components/portal-order-card"
import { OrderUnreadBadge } from "@/features/messages/components/unread-badge"
import { PortalOrderFilters } from "@/features/orders/components/portal-order-filters"
import { ORDERS_PER_PAGE, readOrderListQuery, writeOrderListQuery } from "@/features/orders/list-query"
import { mayOrder, useLiveOrders } from "@/features/orders/live-orders-store"
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
  const ordering = mayOrder(useLiveOrders((s) => s.role)) // a billing member places no orders
  const list = useMyOrders(useShallow(listPageOf))
  const { rows, total, totalPages, loading, error } = list
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
        actions={!ordering || (!loading && !error && total === 0 && !filtered) ? undefined : newOrderButton}
      />
      <PortalOrderFilters
        q={q}
        status={status}
        onSearch={(text) => go({ ...query, q: text, page: 1 }, true)}
        onStatus={(s) => go({ ...query, status: s, page: 1 })}
      />
      <PagedList
        name="Orders"
        className="order-list"
        list={list}
        item={(order) => (
          <PortalOrderCard
            key={order.id}
            order={order}
            href={paths.portal.order.href(order.id)}
            extra={<OrderUnreadBadge orderId={order.id} />}
          />
        )}
        retry={
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => void load(userId, query)}
          >
            Try again
          </button>
        }
        loadingLabel="Loading orders"
        empty={
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
            <EmptyState title="No orders yet" action={ordering ? newOrderButton : undefined}>
              {`Tell us about your brand and we will build your store in ${PROMISE_WORDS.days}.`}
            </EmptyState>
          )
        }
        pager={{ label: "My Orders pages", page, perPage: ORDERS_PER_PAGE, noun: "orders", hrefFor: href }}
      />
    </>
  )
}
