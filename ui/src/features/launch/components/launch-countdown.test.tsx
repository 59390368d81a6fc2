import { act, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { Launch } from "../types"
import { LaunchCountdown } from "./launch-countdown"

// Issue 40 item 25: while the clock was paused, "Launch due" read 3:08, 3:09, 3:10 as the minutes of the pause went
// by (the time it would fall due if it ran again from now). A paused clock shows a line that holds still.
const HOUR = 3_600_000
const paused = {
  step: "preview",
  waits_on: "client",
  clock_started: "2026-11-27 09:00:00.000Z",
  clock_running_since: "",
  clock_used_ms: 37.6 * HOUR,
  due_at: "2026-11-28 13:24:00.000Z",
  on_time: false,
} as Launch

afterEach(() => {
  vi.useRealTimers()
})

describe("LaunchCountdown while the clock is paused", () => {
  it("shows the same due line at every minute of the pause", () => {
    vi.useFakeTimers({ now: Date.parse("2026-11-28T03:08:00Z") })
    render(<LaunchCountdown launch={paused} audience="client" />)
    const line = () => screen.getByText(/^Launch due /).textContent
    const first = line()
    expect(first).toBe("Launch due 10 h 24 min after the clock restarts")
    for (let minute = 1; minute <= 3; minute++) {
      act(() => vi.advanceTimersByTime(60_000))
      expect(line(), `after ${minute} min`).toBe(first)
    }
    expect(screen.getByText(/left/).textContent).toBe(
      "10 h 24 min left · clock paused while the studio waits on you",
    )
  })

  it("still shows the fixed due time once the clock runs", () => {
    vi.useFakeTimers({ now: Date.parse("2026-11-28T03:08:00Z") })
    const running = { ...paused, clock_running_since: "2026-11-28 03:00:00.000Z", clock_used_ms: 0 }
    render(<LaunchCountdown launch={running} audience="admin" />)
    const first = screen.getByText(/^Launch due /).textContent
    expect(first).toMatch(/^Launch due Mon, Nov 30, \d{1,2}:00 [AP]M /)
    act(() => vi.advanceTimersByTime(3 * 60_000))
    expect(screen.getByText(/^Launch due /).textContent).toBe(first)
  })
})
