import { useEffect, useState } from "react"
import { formatDateTime } from "@/lib/format-date"
import { listStepEvents, type StepEvent } from "../api"
import { STEP_COPY } from "../copy"
import type { Launch, LaunchStep } from "../types"

const stepName = (step: string) => STEP_COPY[step as LaunchStep]?.name ?? step

function describe(e: StepEvent): string {
  if (e.note) return e.note
  if (!e.step_from) return `${stepName(e.step)}`
  return `${stepName(e.step_from)} → ${stepName(e.step)}`
}

/** LaunchHistory: the launch's step changes from the order's history; reloads whenever the launch changes. */
export function LaunchHistory({ launch }: { launch: Launch }) {
  const [events, setEvents] = useState<StepEvent[]>([])
  useEffect(() => {
    let live = true
    listStepEvents(launch.order).then(
      (list) => live && setEvents(list),
      () => undefined, // the panel still works without its history
    )
    return () => {
      live = false
    }
  }, [launch.order, launch.updated])
  if (events.length === 0) return null
  return (
    <>
      <h3 className="launch-admin__heading">Launch history</h3>
      <ol className="launch-history">
        {events.map((e) => (
          <li key={e.id}>
            <span>{describe(e)}</span>{" "}
            <span className="muted">
              {formatDateTime(e.created)}
              {e.expand?.who?.name ? ` · by ${e.expand.who.name}` : ""}
            </span>
          </li>
        ))}
      </ol>
    </>
  )
}
