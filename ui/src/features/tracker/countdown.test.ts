import { describe, expect, it } from "vitest"
import { countdownOf, formatDue, formatLeft, PROMISE_MS } from "./countdown"
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
  it("counts down while running and is overdue after 48 h of running time", () => {
    const c = countdownOf(base, t("2026-03-08T15:00:00Z"))
    expect(c).toMatchObject({ state: "running", leftMs: 24 * HOUR, overdue: false })
    expect(c.due?.toISOString()).toBe("2026-03-09T15:00:00.000Z")
    expect(countdownOf(base, t("2026-03-09T16:00:00Z"))).toMatchObject({ leftMs: -HOUR, overdue: true })
  })

  it("holds the time left while paused and moves the due time with now", () => {
    const paused = { ...base, clock_running_since: "", clock_used_ms: 10 * HOUR }
    const now = t("2026-03-20T00:00:00Z")
    const c = countdownOf(paused, now)
    expect(c).toMatchObject({ state: "paused", leftMs: PROMISE_MS - 10 * HOUR, overdue: false })
    expect(c.due?.getTime()).toBe(now + 38 * HOUR)
  })

  it("has no due time before the clock starts", () => {
    expect(countdownOf({ ...base, clock_started: "", clock_running_since: "" }, 0)).toMatchObject({
      state: "not_started",
      due: null,
    })
  })

  it("shows the due time on the viewer's wall clock across a daylight-saving change", () => {
    const due = countdownOf(base, t("2026-03-07T16:00:00Z")).due!
    expect(formatDue(due, "en-US", "America/New_York")).toBe("Mon, Mar 9, 11:00 AM EDT")
    expect(formatDue(due, "en-GB", "Europe/London")).toBe("Mon 9 Mar, 15:00 GMT")
  })

  it("says how much is left or how late it is", () => {
    expect(formatLeft(30 * HOUR + 5 * 60_000)).toBe("1 d 6 h left")
    expect(formatLeft(3 * HOUR + 20 * 60_000)).toBe("3 h 20 min left")
    expect(formatLeft(-(2 * HOUR + 5 * 60_000))).toBe("2 h 5 min overdue")
  })
})
