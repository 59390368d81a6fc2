import { Link } from "react-router-dom"
import { CheckIcon } from "@/components/icons"
import type { SubmittedOrderState } from "../types"
import "./portal-new-order.css"

interface OrderSubmittedProps {
  /** The consultation call was asked for: its calendar opened in a new tab with the submission. */
  calendarOpened: boolean
  /** The dashboard, where the page returns by itself (the route's timer) or by Return to Dashboard. */
  dashboardHref: string
  /** What the dashboard is told about the order just submitted. */
  dashboardState: SubmittedOrderState
}

/** OrderSubmitted is the specification's confirmation, shown until the page returns to the dashboard. */
export function OrderSubmitted({ calendarOpened, dashboardHref, dashboardState }: OrderSubmittedProps) {
  return (
    <div className="order-success card" role="status">
      <span className="order-success__icon" aria-hidden="true">
        <CheckIcon width={28} height={28} />
      </span>
      <h1>Order Submitted Successfully!</h1>
      <p>Thank you for your order submission. We&apos;ll review it and get back to you soon.</p>
      {calendarOpened ? <p className="order-success__redirect">Redirecting to calendar booking...</p> : null}
      <Link to={dashboardHref} state={dashboardState} className="button button--secondary">
        Return to Dashboard
      </Link>
    </div>
  )
}
