import { PROMISE_WORDS } from "@/content/promise"
import { useState } from "react"
import { handleApiError } from "@/lib/api-error"
import type { FirstLoadRequest } from "@/lib/first-load/requests"
import { useFirstLoad } from "@/lib/first-load/use-first-load"
import { getLaunchStats, type LaunchStats } from "../stats-api"
import { LaunchWeeksChart } from "./launch-weeks-chart"
import { OpenLaunchesList } from "./open-launches-list"
import "./launch.css"
import { formatNumber } from "@/lib/format-number"

const percent = (share: number | null) => (share === null ? "—" : `${Math.round(share * 100)}%`)
const hours = (h: number | null) =>
  h === null ? "—" : h >= 48 ? `${(h / 24).toFixed(1)} d` : `${Math.round(h)} h`

/** The card's request, started early on a first load of the admin dashboard. */
export const launchStatsRequest: FirstLoadRequest<LaunchStats> = {
  key: "admin-launch-stats",
  load: getLaunchStats,
}

/** LaunchPromiseCard: the admin dashboard's view of the 2-day promise. */
export function LaunchPromiseCard({ detailHref }: { detailHref: (id: string) => string }) {
  const [error, setError] = useState("")
  const stats = useFirstLoad(launchStatsRequest, (err) => {
    const message = handleApiError(err, { toast: false, fallback: "The launch figures could not be loaded." })
    if (message) setError(message)
    return undefined
  })
  return (
    <section className="card promise" aria-labelledby="promise-heading">
      <h2 id="promise-heading">{`The ${PROMISE_WORDS.dayAdjective} promise`}</h2>
      {error ? <p role="alert">{error}</p> : null}
      {stats ? (
        <>
          <OpenLaunchesList first={stats.open} detailHref={detailHref} />
          <dl className="promise__figures">
            {stats.windows.map((w) => (
              <div key={w.days} className="promise__window">
                <dt>Last {w.days} days</dt>
                <dd>
                  <strong>{percent(w.on_time_share)}</strong> on time ({w.on_time} of {w.launched})
                </dd>
                <dd>
                  Median clock start to launch: <strong>{hours(w.median_hours)}</strong>
                </dd>
                <dd>
                  Median review rounds per launch:{" "}
                  <strong>{w.median_rounds == null ? "—" : formatNumber(w.median_rounds)}</strong>
                  {w.reviewed > 0 ? ` (${w.reviewed} reviewed)` : ""}
                </dd>
              </div>
            ))}
          </dl>
          <LaunchWeeksChart weeks={stats.weeks} />
        </>
      ) : null}
    </section>
  )
}
