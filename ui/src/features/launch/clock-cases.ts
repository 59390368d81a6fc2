// The shared table of launch clocks (internal/launch/testdata/clock_cases.json) as countdownOf's inputs and
// answers, resolved for the promise in pb_hooks/lib/launch_promise.json. Tests only.
import { PROMISE_MS } from "@/content/promise"
import table from "../../../../internal/launch/testdata/clock_cases.json"
import type { Launch } from "./types"

type Span = { promises?: number; hours?: number; ms?: number }

const ms = (s: Span) => (s.promises ?? 0) * PROMISE_MS + (s.hours ?? 0) * 3_600_000 + (s.ms ?? 0)
const t0 = Date.parse(table.t0)
const at = (s: Span | null) => (s === null ? null : t0 + ms(s))
const pbDate = (v: number | null) => (v === null ? "" : new Date(v).toISOString().replace("T", " "))

/** clockCases: [name, launch (as the server stores it), now, what countdownOf answers] for each case. */
export function clockCases(): [
  string,
  Launch,
  number,
  { leftMs: number; due: number | null; overdue: boolean },
][] {
  return table.cases.map((c) => {
    const running = at(c.runningSince)
    const launch = {
      step: "building",
      clock_started: pbDate(at(c.started)),
      clock_running_since: pbDate(running),
      clock_used_ms: ms(c.used),
      due_at: pbDate(running === null ? null : running + PROMISE_MS - ms(c.used)),
      on_time: false,
    } as Launch
    const want = { leftMs: ms(c.want.remaining), due: at(c.want.due), overdue: c.want.overdue }
    return [c.name, launch, at(c.now)!, want]
  })
}
