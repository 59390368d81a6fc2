import { sentence } from "@/lib/sentence"
import { Link } from "react-router-dom"
import { ArrowRightIcon, BellIcon, ClockIcon, UsersIcon } from "@/components/icons"
import { PageHeader } from "@/components/page-header"
import { StatCard } from "@/components/stat-card"
import { useSession } from "@/features/auth/session-store"
import { adminStatsRequest, useAdminStats } from "@/features/orders/admin-stats"
import { AdminRecentOrders, recentOrdersRequest } from "@/features/orders/components/admin-recent-orders"
import { ORDER_STATUS_LABELS } from "@/features/orders/status"
import { OrderUnreadBadge } from "@/features/messages/components/unread-badge"
import { LaunchPromiseCard, launchStatsRequest } from "@/features/launch/components/launch-promise-card"
import { PaymentFigures, paymentSummaryRequest } from "@/features/payments/components/payment-figures"
import { PaymentSetup } from "@/features/payments/components/payment-setup"
import { SecondPaymentsToRefund } from "@/features/payments/components/second-payments"
import { dataSafetyRequest } from "@/features/ops/api"
import { DataSafetyCard } from "@/features/ops/components/data-safety-card"
import { GuaranteeCard } from "@/features/guarantee/components/guarantee-card"
import type { FirstLoadRequest } from "@/lib/first-load/requests"
import { paths } from "../../paths"
import { StudioCalls } from "./studio-calls"
import "./admin-pages.css"

const quickLinks = [
  {
    to: paths.admin.orders.href({ status: "pending_approval" }),
    label: "Review Pending Orders",
    text: "Approve new orders and start the work.",
    icon: <ClockIcon />,
  },
  {
    to: paths.admin.newNotification.href(),
    label: "Send Notification",
    text: "Message a client in their portal.",
    icon: <BellIcon />,
  },
  {
    to: paths.admin.users.href(),
    label: "Manage Users",
    text: "See every client and their orders.",
    icon: <UsersIcon />,
  },
]

/** This screen's data requests, started before it renders on a first load of /admin (app/first-load). */
export const firstLoadRequests = (): FirstLoadRequest<unknown>[] => [
  adminStatsRequest,
  recentOrdersRequest,
  launchStatsRequest,
  dataSafetyRequest,
  paymentSummaryRequest,
]

export default function AdminDashboard() {
  const name = useSession((s) => s.user?.name)
  const stats = useAdminStats()
  return (
    <>
      <PageHeader title="Dashboard" subtitle={name ? sentence(`Welcome back, ${name}`) : "Welcome back."} />
      <section className="stat-grid" aria-label="Order figures">
        <StatCard label="Total Orders" value={stats?.totalOrders ?? null} />
        <StatCard label={ORDER_STATUS_LABELS.pending_approval} value={stats?.pendingApproval ?? null} />
        <StatCard label={ORDER_STATUS_LABELS.in_progress} value={stats?.inProgress ?? null} />
        <StatCard label="Total Clients" value={stats?.totalClients ?? null} />
      </section>
      <PaymentFigures unpaidHref={paths.admin.orders.href({ unpaid: "true" })} />
      <div className="dashboard-grid">
        <AdminRecentOrders
          detailHref={paths.admin.order.href}
          allHref={paths.admin.orders.href()}
          extra={(id) => <OrderUnreadBadge orderId={id} />}
        />
        <nav className="quick-links" aria-label="Quick links">
          <h2 className="quick-links__title">Quick links</h2>
          {quickLinks.map((link) => (
            <Link key={link.label} to={link.to} className="quick-link">
              <span className="quick-link__icon">{link.icon}</span>
              <span className="quick-link__text">
                <span className="quick-link__label">{link.label}</span>
                <span className="quick-link__hint">{link.text}</span>
              </span>
              <ArrowRightIcon className="quick-link__arrow" />
            </Link>
          ))}
        </nav>
      </div>
      <StudioCalls limit={10} />
      <LaunchPromiseCard detailHref={paths.admin.order.href} />
      <DataSafetyCard />
      {/* last, so what they load moves nothing above them; the figures' line at the top points to the refunds */}
      <SecondPaymentsToRefund orderHref={(id) => paths.admin.order.href(id)} />
      <GuaranteeCard detailHref={paths.admin.order.href} />
      <PaymentSetup />
    </>
  )
}
