import { useEffect, useState } from "react"
import { Link } from "react-router-dom"
import { StatCard } from "@/components/stat-card"
import { type PaymentSummary, paymentSummary } from "../api"
import { money } from "../money"

/** PaymentFigures: the studio's dashboard figures of paid this month, outstanding and refunded. */
export function PaymentFigures({ unpaidHref }: { unpaidHref: string }) {
  const [s, setS] = useState<PaymentSummary | null>(null)
  useEffect(() => {
    paymentSummary().then(setS, () => undefined) // the dashboard shows what it has
  }, [])
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
      {s && s.outstanding > 0 ? (
        <p className="payment-figures__link">
          <Link to={unpaidHref}>See the unpaid orders</Link>
        </p>
      ) : null}
    </section>
  )
}
