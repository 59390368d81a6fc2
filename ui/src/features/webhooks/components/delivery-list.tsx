import { Badge, type BadgeTone } from "@/components/badge"
import { handleApiError } from "@/lib/api-error"
import { showOutcome } from "@/lib/feedback"
import { formatDateTime } from "@/lib/format-date"
import { type Delivery, sendAgain } from "../api"

const TONES: Record<Delivery["state"], BadgeTone> = {
  queued: "yellow",
  sending: "blue",
  delivered: "green",
  failed: "red",
}

/** lastAnswer is a delivery's last answer in words: the status and body, or why there was none. */
function lastAnswer(d: Delivery): string {
  if (d.last_error) return d.last_error
  if (!d.last_status) return "Not sent yet."
  return `${d.last_status}${d.last_answer ? ` · ${d.last_answer}` : ""}`
}

/** DeliveryList shows the newest deliveries with their last answer and a "Send again" button each. */
export function DeliveryList({ deliveries, onChanged }: { deliveries: Delivery[]; onChanged: () => void }) {
  async function again(id: string) {
    try {
      await sendAgain(id)
      showOutcome("success", "Queued again, with the same event id.")
      onChanged()
    } catch (err) {
      handleApiError(err)
    }
  }
  if (deliveries.length === 0) return <p className="webhooks__empty">No delivery yet.</p>
  return (
    <ul className="stack-list webhooks__deliveries">
      {deliveries.map((d) => (
        <li key={d.id} className="card webhooks__delivery">
          <p className="webhooks__delivery-head">
            <code>{d.type}</code> <Badge tone={TONES[d.state]}>{d.state}</Badge>{" "}
            <span className="webhooks__meta">
              {formatDateTime(d.created)} · {d.attempts} {d.attempts === 1 ? "attempt" : "attempts"}
            </span>
          </p>
          <p className="webhooks__meta">
            {d.url} · <code>{d.event_id}</code>
          </p>
          <p className="webhooks__answer">Last answer: {lastAnswer(d)}</p>
          <button
            type="button"
            className="button button--small button--secondary"
            disabled={d.state === "sending"}
            onClick={() => void again(d.id)}
          >
            Send again
          </button>
        </li>
      ))}
    </ul>
  )
}
