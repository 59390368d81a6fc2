import { useEffect, useState } from "react"
import { Link } from "react-router-dom"
import { handleApiError } from "@/lib/api-error"
import { showOutcome } from "@/lib/feedback"
import { formatDateTime } from "@/lib/format-date"
import { getCalls, inviteToOrder, markOutcome, type StudioCall } from "../admin-api"
import "./booking.css"

const SOURCES: Record<string, string> = {
  landing: "Website",
  portal: "Client portal",
  new_order: "New order",
}
const OUTCOMES: Record<string, string> = { attended: "Attended", no_show: "No-show" }

/** UpcomingCalls lists the studio's calls from today on, soonest first, with who booked and how it went. */
export function UpcomingCalls({ settingsHref }: { settingsHref: string }) {
  const [calls, setCalls] = useState<StudioCall[] | null>(null)
  const [now] = useState(() => Date.now())

  useEffect(() => {
    getCalls()
      .then((answer) => setCalls(answer.calls))
      .catch((err: unknown) => handleApiError(err))
  }, [])

  async function mark(call: StudioCall, outcome: "attended" | "no_show") {
    try {
      await markOutcome(call.id, outcome)
      setCalls((all) => (all ?? []).map((c) => (c.id === call.id ? { ...c, outcome } : c)))
    } catch (err) {
      handleApiError(err)
    }
  }

  async function invite(call: StudioCall) {
    try {
      await inviteToOrder(call.id)
      showOutcome("success", `${call.name} is invited to order.`)
    } catch (err) {
      handleApiError(err)
    }
  }

  return (
    <section className="card studio-calls" aria-labelledby="studio-calls-title">
      <div className="studio-calls__head">
        <h2 id="studio-calls-title">Upcoming calls</h2>
        <Link to={settingsHref}>Booking settings</Link>
      </div>
      {calls === null ? <p>Loading calls…</p> : null}
      {calls?.length === 0 ? <p>No calls booked from today on.</p> : null}
      <ul className="studio-calls__list">
        {calls?.map((c) => (
          <li key={c.id} className="studio-calls__item" data-status={c.status}>
            <p className="studio-calls__when">
              {formatDateTime(c.start)}
              {c.status === "cancelled" ? " · cancelled" : ""}
              {c.outcome ? ` · ${OUTCOMES[c.outcome]}` : ""}
            </p>
            <p>
              <strong>{c.name}</strong> · {c.brand} · {c.email}
            </p>
            {c.note ? <p className="studio-calls__note">{c.note}</p> : null}
            <p className="studio-calls__source">From: {SOURCES[c.source] ?? c.source}</p>
            {c.status === "booked" && Date.parse(c.start.replace(" ", "T")) <= now ? (
              <div className="booking__actions">
                <button
                  className="button button--small"
                  type="button"
                  onClick={() => void mark(c, "attended")}
                >
                  Attended
                </button>
                <button
                  className="button button--small button--secondary"
                  type="button"
                  onClick={() => void mark(c, "no_show")}
                >
                  No-show
                </button>
              </div>
            ) : null}
            {c.kind === "intro" && c.status === "booked" && !c.client ? (
              <button
                className="button button--small button--secondary"
                type="button"
                onClick={() => void invite(c)}
              >
                Invite to order
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
