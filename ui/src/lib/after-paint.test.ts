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

const load = async () => {
  vi.resetModules()
  return import("./after-paint")
}

/** settled tells whether the promise has settled after the microtasks now queued. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false
  void promise.then(() => {
    done = true
  })
  await vi.advanceTimersByTimeAsync(0)
  return done
}

describe("the first paint's hold", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("lets every request go at once when nothing holds them", async () => {
    const { afterFirstPaint } = await load()
    expect(await settled(afterFirstPaint())).toBe(true)
  })

  it("holds requests until two frames and a task after the first screen's commit", async () => {
    const { afterFirstPaint, firstScreenPainted, holdUntilFirstPaint } = await load()
    holdUntilFirstPaint()
    const waiting = afterFirstPaint()
    await vi.advanceTimersByTimeAsync(500)
    expect(await settled(waiting)).toBe(false)
    firstScreenPainted()
    await vi.advanceTimersByTimeAsync(16) // the first frame: painted, not yet on the display
    expect(await settled(waiting)).toBe(false)
    await vi.advanceTimersByTimeAsync(40)
    expect(await settled(waiting)).toBe(true)
    expect(await settled(afterFirstPaint())).toBe(true)
  })

  it("lets them go after FIRST_PAINT_HOLD_MAX_MS if the screen never marks its paint", async () => {
    const { afterFirstPaint, FIRST_PAINT_HOLD_MAX_MS, holdUntilFirstPaint } = await load()
    holdUntilFirstPaint()
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_HOLD_MAX_MS - 1)
    expect(await settled(afterFirstPaint())).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await settled(afterFirstPaint())).toBe(true)
  })
})

describe("the first paint's hold, in a browser that reports its largest paint", () => {
  let report: ((startTime: number) => void) | null = null
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame", "performance"] })
    class FakeObserver {
      static supportedEntryTypes = ["largest-contentful-paint"]
      constructor(private readonly callback: (list: { getEntries: () => { startTime: number }[] }) => void) {}
      observe() {
        report = (startTime) => this.callback({ getEntries: () => [{ startTime }] })
      }
      disconnect() {
        report = null
      }
    }
    vi.stubGlobal("PerformanceObserver", FakeObserver)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it("lets requests go once the browser reports a paint after the commit, not one from before it", async () => {
    const { afterFirstPaint, firstScreenPainted, holdUntilFirstPaint } = await load()
    holdUntilFirstPaint()
    await vi.advanceTimersByTimeAsync(100)
    firstScreenPainted()
    report?.(50) // the spinner, painted before the screen
    await vi.advanceTimersByTimeAsync(100)
    expect(await settled(afterFirstPaint())).toBe(false)
    report?.(performance.now())
    expect(await settled(afterFirstPaint())).toBe(true)
  })

  it("lets them go FIRST_PAINT_REPORT_WAIT_MS after the commit when no paint is reported", async () => {
    const { afterFirstPaint, FIRST_PAINT_REPORT_WAIT_MS, firstScreenPainted, holdUntilFirstPaint } =
      await load()
    holdUntilFirstPaint()
    firstScreenPainted()
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_REPORT_WAIT_MS - 1)
    expect(await settled(afterFirstPaint())).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await settled(afterFirstPaint())).toBe(true)
  })
})
