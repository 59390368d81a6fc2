import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { afterPaint } from "./after-paint"

describe("afterPaint", () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"],
    })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("starts once the next frame has been shown, not during the render that asked", () => {
    const start = vi.fn(() => undefined)
    afterPaint(start)
    expect(start).not.toHaveBeenCalled()
    vi.advanceTimersToNextFrame()
    expect(start).not.toHaveBeenCalled() // the frame itself is left to the paint
    vi.advanceTimersToNextFrame()
    expect(start).not.toHaveBeenCalled() // and its way to the screen
    vi.advanceTimersByTime(1)
    expect(start).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1000)
    expect(start).toHaveBeenCalledTimes(1)
  })

  it("starts without a frame when none comes (a tab opened in the background)", () => {
    const start = vi.fn(() => undefined)
    vi.spyOn(window, "requestAnimationFrame").mockImplementation(() => 0)
    afterPaint(start)
    vi.advanceTimersByTime(499)
    expect(start).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(start).toHaveBeenCalledTimes(1)
    vi.restoreAllMocks()
  })

  it("undoes a start that has run, and cancels one that has not", () => {
    const stop = vi.fn()
    const started = vi.fn(() => stop)
    const undo = afterPaint(started)
    vi.advanceTimersByTime(600)
    undo()
    expect(stop).toHaveBeenCalledTimes(1)

    const never = vi.fn(() => stop)
    afterPaint(never)()
    vi.advanceTimersByTime(1000)
    expect(never).not.toHaveBeenCalled()
    expect(stop).toHaveBeenCalledTimes(1)
  })
})
