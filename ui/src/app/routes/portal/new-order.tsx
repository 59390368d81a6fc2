import { Link, useNavigate } from "react-router-dom"
import { PageHeader } from "@/components/page-header"
import { booking } from "@/content/booking"
import { offer } from "@/content/offer"
import { useSession } from "@/features/auth/session-store"
import type { PendingTab } from "@/features/orders/calendar-tab"
import { PortalNewOrderForm } from "@/features/orders/components/portal-new-order-form"
import type { OrderRecord } from "@/lib/pocketbase-types"
import { bookingUrl } from "@/lib/booking-url"
import { paths } from "../../paths"

export default function NewOrderPage() {
  const clientId = useSession((s) => s.user?.id ?? null)
  const navigate = useNavigate()

  // The new order's page confirms the submission and says what happens next (OrderNextSteps).
  const onSubmitted = (order: OrderRecord, calendar: PendingTab | null) => {
    calendar?.go(bookingUrl(booking.consultationUrl))
    void navigate(paths.portal.order.href(order.id), {
      state: { submitted: true, calendar: Boolean(calendar) },
    })
  }

  return (
    <>
      <PageHeader
        title="New Order"
        subtitle={`A custom online store for your brand: ${offer.priceLabel} flat, live in ${offer.turnaroundDays} days.`}
        actions={
          <Link to={paths.portal.root.href()} className="button button--secondary">
            Return to Dashboard
          </Link>
        }
      />
      <PortalNewOrderForm clientId={clientId} onSubmitted={onSubmitted} />
    </>
  )
}
