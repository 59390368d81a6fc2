import { useState } from "react"
import { Link } from "react-router-dom"
import { handleApiError } from "@/lib/api-error"
import { STEP_COPY } from "../copy"
import { formatLeft } from "../countdown"
import { clockLine, todo } from "@/lib/turns"
import { getOpenLaunches, type OpenLaunch, type OpenLaunchPage } from "../stats-api"

/**
 * timeLeft says where an open launch's clock stands, in the words of its stance: time left or late, paused while
 * the client owes something (what), or what it waits on before it starts.
 */
function timeLeft(o: OpenLaunch): string {
  if (o.remaining_ms === null)
    return clockLine({ ...o, clock_started: "", clock_running_since: "" }, "studio")
  return formatLeft(o.remaining_ms) + (o.paused ? ` · paused: ${todo(o, "studio").join(" ")}` : "")
}

/** OpenLaunchesList: every open launch with its time left, late first, a page at a time. */
export function OpenLaunchesList({
  first,
  detailHref,
}: {
  first: OpenLaunchPage
  detailHref: (id: string) => string
}) {
  const [data, setData] = useState(first)
  const [busy, setBusy] = useState(false)
  const pages = Math.max(1, Math.ceil(data.total / data.perPage))
  const go = (page: number) => {
    setBusy(true)
    getOpenLaunches(page).then(
      (next) => {
        setData(next)
        setBusy(false)
      },
      (err: unknown) => {
        handleApiError(err, { fallback: "The open launches could not be loaded." })
        setBusy(false)
      },
    )
  }
  const from = (data.page - 1) * data.perPage + 1
  return (
    <div className="open-launches">
      <h3>
        Open launches <span className="promise__count">{data.total}</span>
        {data.late > 0 ? <span className="open-launches__late"> {data.late} late</span> : null}
      </h3>
      {data.items.length === 0 ? (
        <p className="muted">No open launches.</p>
      ) : (
        <ol className="open-launches__list" start={from} aria-busy={busy}>
          {data.items.map((o) => (
            <li key={o.order} className="open-launches__item">
              <span className="open-launches__what">
                <Link to={detailHref(o.order)}>{o.title}</Link>
                <span className="open-launches__meta muted">
                  {o.company_name} · {STEP_COPY[o.step]?.name ?? o.step}
                </span>
              </span>
              <span
                className={
                  o.remaining_ms !== null && o.remaining_ms < 0 ? "due-cell--late" : "open-launches__left"
                }
              >
                {timeLeft(o)}
              </span>
            </li>
          ))}
        </ol>
      )}
      {pages > 1 ? (
        <nav className="open-launches__pager" aria-label="Open launches pages">
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={busy || data.page <= 1}
            onClick={() => go(data.page - 1)}
          >
            Previous
          </button>
          <span className="muted">
            {from}–{from + data.items.length - 1} of {data.total}
          </span>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={busy || data.page >= pages}
            onClick={() => go(data.page + 1)}
          >
            Next
          </button>
        </nav>
      ) : null}
    </div>
  )
}
