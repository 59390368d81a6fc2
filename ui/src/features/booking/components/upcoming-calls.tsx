import { useEffect, useState } from "react"
import { Link } from "react-router-dom"
import { handleApiError } from "@/lib/api-error"
import { showOutcome } from "@/lib/feedback"
import { formatDateTime, parsePbDate } from "@/lib/format-date"
import { getCalls, inviteToOrder, markOutcome, type StudioCall } from "../admin-api"
import "./booking.css"

const SOURCES: Record<string, string> = {
  landing: "Website",
  portal: "Client portal",
  new_order: "New order",
}
const OUTCOMES: Record<string, string> = { attended: "Attended", no_show: "No-show" }

/** isToday tells a call that starts on the studio's screen's today (the list starts with them). */
const isToday = (start: string, now: number) =>
  parsePbDate(start)?.toDateString() === new Date(now).toDateString()

/**
 * UpcomingCalls lists the studio's calls from today on, today's first (marked), with who booked, their brand, note
 * and where they booked from; a call that has started is marked attended or no-show here.
 */
interface UpcomingCallsProps {
  /** The booking settings, linked from the list's head (none on the settings page itself). */
  settingsHref?: string
  /** How many calls to show (all when undefined). */
  limit?: number
  /** The order a consultation was booked from, and the orders of a person who has an account. */
  orderHref: (order: string) => string
  clientOrdersHref: (client: string) => string
}

export function UpcomingCalls({ settingsHref, limit, orderHref, clientOrdersHref }: UpcomingCallsProps) {
  const [calls, setCalls] = useState<StudioCall[] | null>(null)
  // the calls whose person was invited to order from this screen: the button says so rather than sending again
  const [invited, setInvited] = useState<string[]>([])
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
      setInvited((ids) => [...ids, call.id])
      showOutcome("success", `${call.name} is invited to order.`)
    } catch (err) {
      handleApiError(err)
    }
  }

  return (
    <section className="card studio-calls" aria-labelledby="studio-calls-title">
      <div className="studio-calls__head">
        <h2 id="studio-calls-title">Upcoming calls</h2>
        {settingsHref ? <Link to={settingsHref}>Booking settings</Link> : null}
      </div>
      {calls === null ? <p>Loading calls…</p> : null}
      {calls?.length === 0 ? <p>No calls booked from today on.</p> : null}
      <ul className="studio-calls__list">
        {calls?.slice(0, limit).map((c) => (
          <li key={c.id} className="studio-calls__item" data-status={c.status}>
            <p className="studio-calls__when">
              {isToday(c.start, now) ? (
                <span className="badge badge--yellow studio-calls__today">Today</span>
              ) : null}
              {formatDateTime(c.start)}
              {c.status === "cancelled" ? " · cancelled" : ""}
              {c.outcome ? ` · ${OUTCOMES[c.outcome]}` : ""}
            </p>
            <p>
              <strong>{c.name}</strong> · {c.brand} · {c.email}
            </p>
            {c.note ? <p className="studio-calls__note">{c.note}</p> : null}
            <p className="studio-calls__source">
              From: {SOURCES[c.source] ?? c.source}
              {c.order ? (
                <>
                  {" · "}
                  <Link to={orderHref(c.order)}>Its order</Link>
                </>
              ) : c.client ? (
                <>
                  {" · "}
                  <Link to={clientOrdersHref(c.client)}>Their orders</Link>
                </>
              ) : null}
            </p>
            {c.status === "booked" && (parsePbDate(c.start)?.getTime() ?? Infinity) <= now ? (
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
                disabled={invited.includes(c.id)}
                onClick={() => void invite(c)}
              >
                {invited.includes(c.id) ? "Invited to order" : "Invite to order"}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {calls && settingsHref && limit !== undefined && calls.length > limit ? (
        <p className="studio-calls__more">
          The next {limit} of {calls.length} calls. <Link to={settingsHref}>See them all</Link>
        </p>
      ) : null}
    </section>
  )
}
