import { Link, useParams } from "react-router-dom"
import { Alert } from "@/components/alert"
import { Spinner } from "@/components/spinner"
import { useDocumentTitle } from "@/hooks/use-document-title"
import { useSession } from "@/features/auth/session-store"
import { usePortalOrder } from "@/features/orders/use-portal-order"
import { Receipt } from "@/features/payments/components/receipt"
import { usePayment } from "@/features/payments/use-payment"
import { paths } from "../../paths"

export default function PortalReceiptPage() {
  const { id = "" } = useParams()
  const user = useSession((s) => s.user)
  const order = usePortalOrder(id, user?.id ?? "", 0)
  const { state } = usePayment(id)
  useDocumentTitle("Receipt")
  const back = (
    <Link to={paths.portal.order.href(id)} className="order-detail__back">
      ← Back to the order
    </Link>
  )
  if (order.kind === "loading" || state.kind === "loading") return <Spinner label="Loading receipt" />
  const payment = state.kind === "ready" ? state.payment : null
  if ((order.kind !== "ready" && order.kind !== "card") || !payment || payment.receipt_no === 0) {
    return (
      <div className="order-detail__problem">
        {back}
        <Alert>This order has no receipt yet: it gets one once it is paid.</Alert>
      </div>
    )
  }
  return (
    <div className="order-detail">
      {back}
      <Receipt
        payment={payment}
        order={order.order}
        client={{ name: user?.name ?? "", email: order.order.expand?.client?.email ?? user?.email ?? "" }}
      />
    </div>
  )
}
