import { useEffect, useState } from "react"
import { Link, useNavigate } from "react-router-dom"
import { PageHeader } from "@/components/page-header"
import { booking } from "@/content/booking"
import { offer } from "@/content/offer"
import { useDocumentTitle } from "@/hooks/use-document-title"
import { useSession } from "@/features/auth/session-store"
import type { PendingTab } from "@/features/orders/calendar-tab"
import { OrderSubmitted } from "@/features/orders/components/order-submitted"
import { PortalNewOrderForm } from "@/features/orders/components/portal-new-order-form"
import { SUBMITTED_REDIRECT_MS } from "@/features/orders/new-order-rules"
import type { SubmittedOrderState } from "@/features/orders/types"
import type { OrderRecord } from "@/lib/pocketbase-types"
import { bookingUrl } from "@/lib/booking-url"
import { paths } from "../../paths"

export default function NewOrderPage() {
  const clientId = useSession((s) => s.user?.id ?? null)
  const navigate = useNavigate()
  const [done, setDone] = useState<{ state: SubmittedOrderState; calendar: boolean } | null>(null)
  useDocumentTitle(done ? "Order Submitted" : null)

  // The specification's steps: the confirmation (and the calendar first, when a call was asked for), then
  // back to the dashboard after 2 seconds, which puts the new order first with what happens next.
  useEffect(() => {
    if (!done) return
    const timer = setTimeout(
      () => void navigate(paths.portal.root.href(), { state: done.state }),
      SUBMITTED_REDIRECT_MS,
    )
    return () => clearTimeout(timer)
  }, [done, navigate])

  const onSubmitted = (order: OrderRecord, calendar: PendingTab | null) => {
    calendar?.go(bookingUrl(booking.consultationUrl))
    setDone({ state: { submittedOrderId: order.id }, calendar: Boolean(calendar) })
  }

  if (done) {
    return (
      <OrderSubmitted
        calendarOpened={done.calendar}
        dashboardHref={paths.portal.root.href()}
        dashboardState={done.state}
      />
    )
  }

  return (
    <>
      <PageHeader
        title="New Order"
        subtitle={`A custom online store for your brand: ${offer.priceLabel} flat, live in ${offer.turnaround}.`}
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
