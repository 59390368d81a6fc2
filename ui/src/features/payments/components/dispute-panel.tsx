import { useEffect, useState } from "react"
import { Link } from "react-router-dom"
import { handleApiError } from "@/lib/api-error"
import { formatDateTime } from "@/lib/format-date"
import { type Dispute, getDisputes } from "../dispute-api"
import { money } from "../money"
import { disputeReason, disputeStatus } from "../dispute-words"
import "./dispute.css"

/** DisputePanel shows the studio an order's disputes, each with its deadline and the way to the evidence page. */
export function DisputePanel({ orderId, evidenceHref }: { orderId: string; evidenceHref: string }) {
  const [disputes, setDisputes] = useState<Dispute[]>([])
  useEffect(() => {
    let live = true
    getDisputes(orderId).then(
      (list) => live && setDisputes(list),
      (err: unknown) => handleApiError(err, { toast: false }),
    )
    return () => {
      live = false
    }
  }, [orderId])
  if (disputes.length === 0) return null
  return (
    <section className="card dispute" aria-labelledby="dispute-title">
      <h2 id="dispute-title">Payment disputed</h2>
      {disputes.map((d) => (
        <dl key={d.id} className="dispute__facts">
          <dt>Amount</dt>
          <dd>{money(d.amount_cents, d.currency, true)}</dd>
          <dt>Reason</dt>
          <dd>{disputeReason(d.reason)}</dd>
          <dt>Status</dt>
          <dd>{disputeStatus(d.status)}</dd>
          <dt>Evidence due</dt>
          <dd>
            {d.closed_at ? (
              `Closed ${formatDateTime(d.closed_at)}`
            ) : d.evidence_due ? (
              <strong>{formatDateTime(d.evidence_due)}</strong>
            ) : (
              "No deadline: the bank may not allow an answer."
            )}
          </dd>
        </dl>
      ))}
      <Link className="button button--small" to={evidenceHref}>
        Open the evidence page
      </Link>
    </section>
  )
}
