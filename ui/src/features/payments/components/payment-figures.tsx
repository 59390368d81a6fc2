import { Link } from "react-router-dom"
import { StatCard } from "@/components/stat-card"
import type { FirstLoadRequest } from "@/lib/first-load/requests"
import { useFirstLoad } from "@/lib/first-load/use-first-load"
import { type PaymentSummary, paymentSummary } from "../api"
import { money } from "../money"
import "./payment.css"

/** The figures' request, started early on a first load of the admin dashboard (its first paint has them). */
export const paymentSummaryRequest: FirstLoadRequest<PaymentSummary> = {
  key: "admin-payment-summary",
  load: paymentSummary,
}

/** PaymentFigures: the studio's dashboard figures of paid this month, outstanding and refunded. */
export function PaymentFigures({ unpaidHref }: { unpaidHref: string }) {
  // the dashboard shows what it has: a failure leaves the figures empty
  const s = useFirstLoad(paymentSummaryRequest, () => undefined)
  const figure = (cents: number | undefined, count: number | undefined) =>
    s && cents !== undefined ? `${money(cents, s.currency)} (${count ?? 0})` : undefined
  return (
    <section aria-label="Payment figures">
      <div className="stat-grid stat-grid--3">
        <StatCard
          label="Paid this month"
          value={s?.paidMonth ?? null}
          display={figure(s?.paidMonthCents, s?.paidMonth)}
        />
        <StatCard
          label="Outstanding"
          value={s?.outstanding ?? null}
          display={figure(s?.outstandingCents, s?.outstanding)}
        />
        <StatCard
          label="Refunded"
          value={s?.refunded ?? null}
          display={figure(s?.refundedCents, s?.refunded)}
        />
      </div>
      {/* the line is kept while the figures load, so the link coming in moves nothing below it */}
      <p className="payment-figures__link">
        {s && s.outstanding > 0 ? <Link to={unpaidHref}>See the unpaid orders</Link> : null}
        {s && s.toRefund > 0 ? (
          <>
            {s.outstanding > 0 ? " · " : null}
            <a href="#second-payments">
              {s.toRefund === 1 ? "1 second payment" : `${s.toRefund} second payments`} to refund (
              {money(s.toRefundCents, s.currency, true)})
            </a>
          </>
        ) : null}
      </p>
    </section>
  )
}
