import { useExtraPayments } from "../use-extra-payments"
import { usePayment } from "../use-payment"
import { AdminPaymentPanel } from "./admin-payment-panel"
import { PaymentCard } from "./payment-card"
import { SecondPaymentsAdmin } from "./second-payments"

interface Props {
  orderId: string
  revision?: number
  /** The client's page: how to pay and the receipt; the studio's: the payment's actions. */
  viewer: { admin: true } | { admin: false; returned: string | null; receiptHref: string }
}

/**
 * PaymentSection loads the order's payment (live) and shows it; nothing before the order is approved. The studio's
 * panel lists the order's second payments too (the client's page shows them with OrderSecondPayments).
 */
export function PaymentSection({ orderId, revision = 0, viewer }: Props) {
  const { state } = usePayment(orderId, revision)
  const extras = useExtraPayments(orderId, revision)
  if (state.kind !== "ready" || !state.payment) return null
  return viewer.admin ? (
    <AdminPaymentPanel orderId={orderId} payment={state.payment}>
      <SecondPaymentsAdmin extras={extras} />
    </AdminPaymentPanel>
  ) : (
    <PaymentCard
      orderId={orderId}
      payment={state.payment}
      returned={viewer.returned}
      receiptHref={viewer.receiptHref}
    />
  )
}
