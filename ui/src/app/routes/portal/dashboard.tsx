import { PROMISE_WORDS } from "@/content/promise"
import { Link, useLocation } from "react-router-dom"
import { EmptyState } from "@/components/empty-state"
import { ArrowRightIcon, CalendarIcon, PlusIcon } from "@/components/icons"
import { PageHeader } from "@/components/page-header"
import { Spinner } from "@/components/spinner"
import { booking } from "@/content/booking"
import { useSession } from "@/features/auth/session-store"
import { recentUnread } from "@/features/notifications/api"
import { NotificationItem } from "@/features/notifications/components/notification-item"
import { useLiveNotifications } from "@/features/notifications/live-store"
import { recentOrders } from "@/features/orders/api"
import { OrderNextSteps } from "@/features/orders/components/order-next-steps"
import { PortalOrderCard } from "@/features/orders/components/portal-order-card"
import { submittedFirst } from "@/features/orders/submitted-first"
import type { SubmittedOrderState } from "@/features/orders/types"
import { OrderUnreadBadge } from "@/features/messages/components/unread-badge"
import { mayOrder, useLiveOrders } from "@/features/orders/live-orders-store"
import { cardPayments, type DuePayment, duePayments } from "@/features/payments/api"
import { DuePayments } from "@/features/payments/components/due-payments"
import { handleApiError } from "@/lib/api-error"
import type { FirstLoadRequest } from "@/lib/first-load/requests"
import { useFirstLoad } from "@/lib/first-load/use-first-load"
import type { NotificationRecord, OrderRecord } from "@/lib/pocketbase-types"
import { paths } from "../../paths"
import "./portal.css"

interface DashboardData {
  orders: OrderRecord[]
  totalOrders: number
  unread: NotificationRecord[]
  /** Payments due. */
  due: DuePayment[]
  /** Whether the studio takes cards through Stripe. */
  card: boolean
}

/** The dashboard's data: the latest orders, unread notifications and payments due, one request each. */
const dashboardRequest = (userId: string): FirstLoadRequest<DashboardData> => ({
  key: `portal-dashboard:${userId}`,
  load: () =>
    Promise.all([recentOrders(), recentUnread(userId), duePayments(), cardPayments()]).then(
      ([orders, unread, due, card]) => ({
        orders: orders.items,
        totalOrders: orders.totalItems,
        unread: unread.items,
        due,
        card,
      }),
    ),
})

const noData: DashboardData = { orders: [], totalOrders: 0, unread: [], due: [], card: false }

/** This screen's data requests, started before it renders on a first load of /portal (app/first-load). */
export const firstLoadRequests = (userId: string): FirstLoadRequest<unknown>[] => [dashboardRequest(userId)]

export default function PortalDashboard() {
  const user = useSession((s) => s.user)
  const newAccount = useSession((s) => s.newAccount)
  const revision = useLiveNotifications((s) => s.revision)
  const ordersRevision = useLiveOrders((s) => s.revision)
  const ordering = mayOrder(useLiveOrders((s) => s.role)) // a billing member places no orders
  const userId = user?.id ?? ""
  // Set by the new-order page, which returns here 2 seconds after the order was submitted.
  const submittedId = (useLocation().state as SubmittedOrderState | null)?.submittedOrderId
  // Loads at start and again after every live change of the client's orders or notifications. The spec:
  // dashboard failures are not shown; the page ends loading with what it has.
  const data = useFirstLoad(
    dashboardRequest(userId),
    (err, shown) => (handleApiError(err, { toast: false }) !== null && !shown ? noData : undefined),
    `${revision}:${ordersRevision}`,
  )

  const listed = submittedFirst(data?.orders ?? [], submittedId)
  const firstName = user?.name.split(" ")[0] || "there"
  const newOrder = (
    <Link to={paths.portal.newOrder.href()} className="button">
      <PlusIcon width={18} height={18} />
      New Order
    </Link>
  )

  return (
    <>
      <PageHeader
        title={newAccount ? `Welcome, ${firstName}` : `Welcome back, ${firstName}`}
        documentTitle="Dashboard"
        subtitle={
          data && data.orders.length === 0
            ? "Your projects will show here."
            : "Here is where your projects stand."
        }
        // With no orders yet, the empty list below offers the one New Order button.
        actions={!ordering || (data && data.orders.length === 0) ? undefined : newOrder}
      />
      {!data ? (
        <Spinner label="Loading your dashboard" />
      ) : (
        <div className="dash">
          {listed.waiting ? (
            <div className="dash__next">
              <OrderNextSteps
                order={{ title: listed.waiting.title, href: paths.portal.order.href(listed.waiting.id) }}
                conversationHref={`${paths.portal.order.href(listed.waiting.id)}#thread-${listed.waiting.id}`}
              />
            </div>
          ) : null}
          <DuePayments due={data.due} card={data.card} orderHref={paths.portal.order.href} />
          <section className="dash__panel dash__orders" aria-labelledby="dash-orders">
            <div className="dash__panel-head">
              <h2 id="dash-orders">Recent orders</h2>
              {data.orders.length > 3 ? (
                <Link to={paths.portal.orders.href()} className="dash__more">
                  View all {data.totalOrders} orders <ArrowRightIcon width={16} height={16} />
                </Link>
              ) : null}
            </div>
            {data.orders.length === 0 ? (
              <EmptyState title="No orders yet" action={ordering ? newOrder : undefined}>
                {`Tell us about your brand and we will build your store in ${PROMISE_WORDS.days}.`}
              </EmptyState>
            ) : (
              <ul className="stack-list order-list">
                {listed.orders.slice(0, 3).map((o) => (
                  <PortalOrderCard
                    key={o.id}
                    order={o}
                    href={paths.portal.order.href(o.id)}
                    compact
                    extra={
                      <>
                        {o.id === submittedId ? (
                          <span className="order-card__new">Just submitted</span>
                        ) : null}
                        <OrderUnreadBadge orderId={o.id} />
                      </>
                    }
                  />
                ))}
              </ul>
            )}
          </section>
          <section className="dash__panel dash__notes" aria-labelledby="dash-notes">
            <div className="dash__panel-head">
              <h2 id="dash-notes">Unread notifications</h2>
              <Link to={paths.portal.notifications.href()} className="dash__more">
                All notifications <ArrowRightIcon width={16} height={16} />
              </Link>
            </div>
            {data.unread.length === 0 ? (
              <EmptyState title="All caught up!">No unread notifications.</EmptyState>
            ) : (
              <ul className="stack-list">
                {data.unread.slice(0, 3).map((n) => (
                  <NotificationItem key={n.id} notification={n} orderHref={paths.portal.order.href} compact />
                ))}
              </ul>
            )}
          </section>
          <section className="dash__call card" aria-labelledby="dash-call">
            <CalendarIcon />
            <div>
              <h2 id="dash-call">Not sure where to start?</h2>
              <p>
                Book a {booking.consultationMinutes}-minute consultation and we will plan your store together.
              </p>
            </div>
            <Link to={paths.portal.bookCall.href()} className="button button--accent">
              Book a Call
            </Link>
          </section>
        </div>
      )}
    </>
  )
}
