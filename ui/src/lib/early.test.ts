import { afterEach, describe, expect, it, vi } from "vitest"
import { earlySettled, readyEarly, startEarly, takeEarly } from "./early"

describe("early requests", () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it("shows an answer that has arrived to the first render, and still hands the request over once", async () => {
    const load = vi.fn(async () => ({ total: 3 }))
    startEarly("a", load)
    expect(readyEarly("a")).toBeUndefined() // not answered yet
    await earlySettled(1000)
    expect(readyEarly("a")).toEqual({ total: 3 })
    await expect(takeEarly("a", load)).resolves.toEqual({ total: 3 })
    expect(load).toHaveBeenCalledTimes(1)
    expect(readyEarly("a")).toBeUndefined() // taken
    await takeEarly("a", load) // asks afresh
    expect(load).toHaveBeenCalledTimes(2)
  })

  it("shows nothing for a request that failed; the screen that takes it handles the failure", async () => {
    startEarly("b", () => Promise.reject(new Error("offline")))
    await earlySettled(1000)
    expect(readyEarly("b")).toBeUndefined()
    await expect(takeEarly("b", async () => "fresh")).rejects.toThrow("offline")
  })

  it("waits for slow requests no longer than it was told", async () => {
    vi.useFakeTimers()
    startEarly("slow", () => new Promise(() => undefined))
    let waited = false
    void earlySettled(300).then(() => (waited = true))
    await vi.advanceTimersByTimeAsync(299)
    expect(waited).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(waited).toBe(true)
    void takeEarly("slow", async () => undefined).catch(() => undefined)
  })
})
