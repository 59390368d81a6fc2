import { useEffect, useState } from "react"
import { Link, useNavigate, useSearchParams } from "react-router-dom"
import { PageHeader } from "@/components/page-header"
import { booking } from "@/content/booking"
import { offer } from "@/content/offer"
import { useDocumentTitle } from "@/hooks/use-document-title"
import { useSession } from "@/features/auth/session-store"
import { mayOrder, useLiveOrders } from "@/features/orders/live-orders-store"
import type { PendingTab } from "@/features/orders/calendar-tab"
import { OrderSubmitted } from "@/features/orders/components/order-submitted"
import { PortalNewOrderForm } from "@/features/orders/components/portal-new-order-form"
import { SUBMITTED_REDIRECT_MS } from "@/features/orders/new-order-rules"
import type { SubmittedOrderState } from "@/features/orders/types"
import type { OrderRecord } from "@/lib/pocketbase-types"
import { bookingUrl } from "@/lib/booking-url"
import { paths } from "../../paths"

/**
 * calendarUrl is where the consultation asked for with an order is booked: the portal's own page, linked to the order
 * (the native setting; a whole address, for the tab opened empty), or the external calendar with `fbc` (external).
 */
const calendarUrl = (orderId: string) =>
  booking.mode === "native"
    ? new URL(paths.portal.bookCall.href(orderId), window.location.origin).href
    : bookingUrl(booking.consultationUrl)

/** What a billing member reads here: the server refuses their order (the orders' create rule, lib/teams.json). */
const BILLING_NO_ORDERS =
  "As the brand's billing member you see its payments and receipts: the brand's owner or a member places new orders."

export default function NewOrderPage() {
  const ordering = mayOrder(useLiveOrders((s) => s.role))
  const clientId = useSession((s) => s.user?.id ?? null)
  const navigate = useNavigate()
  // ?brand=: the brand named at an intro call ("Invite to order"), the form's company/brand name to start with
  const [query] = useSearchParams()
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
    calendar?.go(calendarUrl(order.id))
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
      {ordering ? (
        <PortalNewOrderForm
          clientId={clientId}
          initial={{ company_name: query.get("brand") ?? "" }}
          onSubmitted={onSubmitted}
        />
      ) : (
        <p className="card">{BILLING_NO_ORDERS}</p>
      )}
    </>
  )
}
