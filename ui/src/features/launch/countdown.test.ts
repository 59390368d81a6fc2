import { describe, expect, it } from "vitest"
import { PROMISE_MS } from "@/content/promise"
import { clockCases } from "./clock-cases"
import { countdownOf, formatDue, formatLeft } from "./countdown"
import type { Launch } from "./types"

const HOUR = 3_600_000
const base = {
  step: "building",
  clock_started: "2026-03-07 15:00:00.000Z",
  clock_running_since: "2026-03-07 15:00:00.000Z",
  clock_used_ms: 0,
  due_at: "2026-03-09 15:00:00.000Z",
  on_time: false,
} as Launch
const t = (iso: string) => Date.parse(iso)

describe("countdown", () => {
  // the shared table, also run against the hooks' clock (internal/launch) and the admin SQL (internal/adminapi)
  it.each(clockCases())("answers the shared clock case: %s", (_name, launch, now, want) => {
    const c = countdownOf(launch, now)
    expect({ leftMs: c.leftMs, due: c.due?.getTime() ?? null, overdue: c.overdue }).toEqual(want)
  })

  it("holds the time left while paused and moves the due time with now", () => {
    const paused = { ...base, clock_running_since: "", clock_used_ms: 10 * HOUR }
    const now = t("2026-03-20T00:00:00Z")
    const c = countdownOf(paused, now)
    expect(c).toMatchObject({ state: "paused", leftMs: PROMISE_MS - 10 * HOUR, overdue: false })
    expect(c.due?.getTime()).toBe(now + PROMISE_MS - 10 * HOUR)
  })

  it("has no due time before the clock starts", () => {
    expect(countdownOf({ ...base, clock_started: "", clock_running_since: "" }, 0)).toMatchObject({
      state: "not_started",
      due: null,
    })
  })

  it("shows the due time on the viewer's wall clock across a daylight-saving change", () => {
    const due = new Date("2026-03-09T15:00:00Z") // 48 h after 10:00 EST on Saturday 7 March
    expect(formatDue(due, "America/New_York")).toBe("Mon, Mar 9, 11:00 AM EDT")
    expect(formatDue(due, "Europe/London")).toBe("Mon, Mar 9, 3:00 PM GMT") // the interface's en-US, London's clock
  })

  it("says how much is left or how late it is", () => {
    expect(formatLeft(30 * HOUR + 5 * 60_000)).toBe("1 d 6 h left")
    expect(formatLeft(3 * HOUR + 20 * 60_000)).toBe("3 h 20 min left")
    expect(formatLeft(-(2 * HOUR + 5 * 60_000))).toBe("2 h 5 min overdue")
  })
})
