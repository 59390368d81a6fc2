import { useEffect, useState } from "react"
import { Link, useNavigate } from "react-router-dom"
import { CheckIcon } from "@/components/icons"
import { PageHeader } from "@/components/page-header"
import { useDocumentTitle } from "@/hooks/use-document-title"
import { booking } from "@/content/booking"
import { offer } from "@/content/offer"
import { useSession } from "@/features/auth/session-store"
import type { PendingTab } from "@/features/orders/calendar-tab"
import { PortalNewOrderForm } from "@/features/orders/components/portal-new-order-form"
import { bookingUrl } from "@/lib/booking-url"
import { paths } from "../../paths"

/** The specification's pause on the success message before returning to the dashboard. */
const REDIRECT_DELAY_MS = 2000

export default function NewOrderPage() {
  const clientId = useSession((s) => s.user?.id ?? null)
  const navigate = useNavigate()
  const [done, setDone] = useState<{ calendar: boolean } | null>(null)
  useDocumentTitle(done ? "Order Submitted" : null)

  useEffect(() => {
    if (!done) return
    const timer = setTimeout(() => navigate(paths.portal.root.href()), REDIRECT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [done, navigate])

  const onSubmitted = (_order: unknown, calendar: PendingTab | null) => {
    calendar?.go(bookingUrl(booking.consultationUrl))
    setDone({ calendar: Boolean(calendar) })
  }

  if (done) {
    return (
      <div className="order-success card" role="status">
        <span className="order-success__icon" aria-hidden="true">
          <CheckIcon width={28} height={28} />
        </span>
        <h1>Order Submitted Successfully!</h1>
        <p>Thank you for your order submission. We&apos;ll review it and get back to you soon.</p>
        {done.calendar ? <p className="order-success__redirect">Redirecting to calendar booking...</p> : null}
        <Link to={paths.portal.root.href()} className="button button--secondary">
          Return to Dashboard
        </Link>
      </div>
    )
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
