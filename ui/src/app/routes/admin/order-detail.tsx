import { Link, useParams } from "react-router-dom"
import { Alert } from "@/components/alert"
import { PageHeader } from "@/components/page-header"
import { Spinner } from "@/components/spinner"
import { useDocumentTitle } from "@/hooks/use-document-title"
import { useSession } from "@/features/auth/session-store"
import { MessageThread } from "@/features/messages/components/message-thread"
import { useAdminOrder } from "@/features/orders/admin-order-detail"
import { AdminOrderHistory, AdminOrderMails } from "@/features/orders/components/admin-order-activity"
import { AdminOrderClient } from "@/features/orders/components/admin-order-client"
import { AdminOrderInfo } from "@/features/orders/components/admin-order-info"
import { AdminStatusSelect } from "@/features/orders/components/admin-status-select"
import { OrderStatusBadge } from "@/features/orders/components/order-status-badge"
import { AdminLaunchPanel } from "@/features/launch/components/admin-launch-panel"
import { CancelRefundPrompt } from "@/features/payments/components/cancel-refund-prompt"
import { DisputePanel } from "@/features/payments/components/dispute-panel"
import { MakeGoodPanel } from "@/features/guarantee/components/make-good-panel"
import { PaymentSection } from "@/features/payments/components/payment-section"
import { AdminReviewPanel } from "@/features/review/components/admin-review-panel"
import { paths } from "../../paths"

const notifyHref = (user: string) => paths.admin.newNotification.href({ user })
const ordersHref = (client: string) => paths.admin.orders.href({ client })

function BackLink() {
  return (
    <Link to={paths.admin.orders.href()} className="detail-back">
      <span aria-hidden="true">←</span> All orders
    </Link>
  )
}

function OrderPage({ id }: { id: string }) {
  const { view, changeStatus, retry } = useAdminOrder(id)
  const userId = useSession((s) => s.user?.id ?? "")
  useDocumentTitle(
    view.kind === "ready" ? view.order.title : view.kind === "missing" ? "Order Not Found" : "Order",
  )

  if (view.kind === "loading") return <Spinner label="Loading order" />
  if (view.kind === "missing") {
    return (
      <div className="centered-page centered-page--inset">
        <h1>Order Not Found</h1>
        <p>The order you're looking for doesn't exist.</p>
        <Link to={paths.admin.orders.href()} className="button">
          Back to orders
        </Link>
      </div>
    )
  }
  if (view.kind === "error") {
    return (
      <>
        <BackLink />
        <Alert>
          {view.message}{" "}
          <button type="button" className="link-button" onClick={() => void retry()}>
            Try again
          </button>
        </Alert>
      </>
    )
  }

  const { order, events, mails, accountMails } = view
  return (
    <>
      <BackLink />
      <PageHeader
        title={order.title}
        subtitle={<OrderStatusBadge status={order.status} />}
        actions={
          <AdminStatusSelect
            id="order-status"
            label="Status"
            orderId={order.id}
            orderTitle={order.title}
            status={order.status}
            onChange={changeStatus}
            cancelNotice={<CancelRefundPrompt orderId={order.id} cancelled={false} />}
          />
        }
      />
      <div className="detail-grid">
        <div className="detail-grid__main">
          <AdminLaunchPanel
            orderId={order.id}
            inProgress={order.status === "in_progress"}
            held={order.status === "cancelled" ? "cancelled" : order.status === "pending_approval"}
          />
          <AdminReviewPanel orderId={order.id} inProgress={order.status === "in_progress"} />
          <AdminOrderInfo order={order} />
          <MessageThread orderId={order.id} viewer={{ id: userId, isAdmin: true }} />
        </div>
        <div className="detail-grid__side">
          {order.status === "cancelled" ? <CancelRefundPrompt orderId={order.id} cancelled /> : null}
          <DisputePanel orderId={order.id} evidenceHref={paths.admin.evidence.href(order.id)} />
          <MakeGoodPanel orderId={order.id} />
          <PaymentSection orderId={order.id} viewer={{ admin: true }} />
          <AdminOrderClient
            client={order.expand?.client}
            brandId={order.brand}
            notifyHref={notifyHref}
            ordersHref={ordersHref}
          />
          {events ? <AdminOrderHistory events={events} /> : null}
          {mails ? <AdminOrderMails mails={mails} /> : null}
          {accountMails ? (
            <AdminOrderMails
              mails={accountMails}
              id="order-account-mails-title"
              title="Client's account e-mails"
              empty="No account e-mails yet."
            />
          ) : null}
        </div>
      </div>
    </>
  )
}

export default function AdminOrderDetailPage() {
  const { id = "" } = useParams()
  return <OrderPage key={id} id={id} />
}
