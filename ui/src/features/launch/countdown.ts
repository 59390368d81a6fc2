import { PROMISE_MS } from "@/content/promise"
import { parsePbDate } from "@/lib/format-date"
import { dateTimeFormat } from "@/lib/intl"
import type { Launch } from "./types"

/** Where the promise stands at a moment. */
export interface Countdown {
  state: "not_started" | "running" | "paused" | "launched"
  /** When the store is due: fixed while running; if it ran again from now while paused. */
  due: Date | null
  /** Running time left (negative once overdue). */
  leftMs: number
  overdue: boolean
}

/** countdownOf reads the launch's clock at now (ms); the server's fields are the truth, this only projects them. */
export function countdownOf(launch: Launch, now: number): Countdown {
  const started = parsePbDate(launch.clock_started)
  const runningSince = parsePbDate(launch.clock_running_since)
  const used = launch.clock_used_ms || 0
  if (launch.step === "launched") {
    const due = parsePbDate(launch.due_at)
    return { state: "launched", due, leftMs: PROMISE_MS - used, overdue: !launch.on_time && !!started }
  }
  if (!started) return { state: "not_started", due: null, leftMs: PROMISE_MS, overdue: false }
  if (runningSince) {
    const leftMs = PROMISE_MS - used - Math.max(0, now - runningSince.getTime())
    return {
      state: "running",
      due: new Date(runningSince.getTime() + PROMISE_MS - used),
      leftMs,
      overdue: leftMs < 0,
    }
  }
  const leftMs = PROMISE_MS - used
  return { state: "paused", due: new Date(now + leftMs), leftMs, overdue: leftMs < 0 }
}

const DUE: Intl.DateTimeFormatOptions = {
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
}

/** formatDue renders a due time in the viewer's time zone (or timeZone), e.g. "Tue, Mar 10, 3:00 PM GMT+1". */
export function formatDue(due: Date, timeZone?: string): string {
  return dateTimeFormat("due", { ...DUE, timeZone }).format(due)
}

const DUE_DAY: Intl.DateTimeFormatOptions = { weekday: "short", month: "short", day: "numeric" }
const DUE_TIME: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit", timeZoneName: "short" }

/** formatDueParts is formatDue as its day and its time ("Tue, Mar 10", "3:00 PM GMT+1"), for a narrow column. */
export function formatDueParts(due: Date, timeZone?: string): [day: string, time: string] {
  return [
    dateTimeFormat("due-day", { ...DUE_DAY, timeZone }).format(due),
    dateTimeFormat("due-time", { ...DUE_TIME, timeZone }).format(due),
  ]
}

/** formatSpan writes a running time as the countdown counts it: "1 d 4 h", "3 h 20 min", "5 min". */
function formatSpan(ms: number): string {
  const minutes = Math.floor(Math.abs(ms) / 60_000)
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  const mins = minutes % 60
  const parts =
    days > 0 ? [`${days} d`, `${hours} h`] : hours > 0 ? [`${hours} h`, `${mins} min`] : [`${mins} min`]
  return parts.join(" ")
}

/** formatLeft says how much running time is left ("1 d 4 h left") or how late it is ("2 h 5 min overdue"). */
export function formatLeft(leftMs: number): string {
  return leftMs < 0 ? `${formatSpan(leftMs)} overdue` : `${formatSpan(leftMs)} left`
}

/**
 * dueWhen says when the store is due, as the "Launch due" line shows it: the fixed time while the clock runs; while it
 * is paused, the running time it still needs once it runs again. (Countdown.due, the time it would fall due if it ran
 * again from now, moves a minute with every minute of the pause: 3:08, 3:09, 3:10.)
 */
export function dueWhen(c: Countdown): string {
  if (c.state === "paused") {
    return c.overdue ? "as soon as the clock restarts" : `${formatSpan(c.leftMs)} after the clock restarts`
  }
  return c.due ? formatDue(c.due) : ""
}
