import { afterEach, describe, expect, it, vi } from "vitest"
import {
  FIRST_LOAD_MAX_AGE_MS,
  firstLoadSettled,
  readyFirstLoad,
  startFirstLoad,
  takeFirstLoad,
} from "./requests"

describe("first-load requests", () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it("shows an answer that has arrived to the first render, and still hands the request over once", async () => {
    const request = { key: "a", load: vi.fn(async () => ({ total: 3 })) }
    startFirstLoad(request)
    expect(readyFirstLoad(request)).toBeUndefined() // not answered yet
    await firstLoadSettled(1000)
    expect(readyFirstLoad(request)).toEqual({ total: 3 })
    await expect(takeFirstLoad(request)).resolves.toEqual({ total: 3 })
    expect(request.load).toHaveBeenCalledTimes(1)
    expect(readyFirstLoad(request)).toBeUndefined() // taken
    await takeFirstLoad(request) // asks afresh
    expect(request.load).toHaveBeenCalledTimes(2)
  })

  it("shows nothing for a request that failed; the screen that takes it handles the failure", async () => {
    startFirstLoad({ key: "b", load: () => Promise.reject(new Error("offline")) })
    await firstLoadSettled(1000)
    const request = { key: "b", load: async () => "fresh" }
    expect(readyFirstLoad(request)).toBeUndefined()
    await expect(takeFirstLoad(request)).rejects.toThrow("offline")
  })

  it("asks afresh for an answer nobody took in time", async () => {
    vi.useFakeTimers()
    const request = { key: "old", load: vi.fn(async () => 1) }
    startFirstLoad(request)
    await vi.advanceTimersByTimeAsync(FIRST_LOAD_MAX_AGE_MS)
    expect(readyFirstLoad(request)).toBeUndefined()
    await takeFirstLoad(request)
    expect(request.load).toHaveBeenCalledTimes(2)
  })

  it("waits for slow requests no longer than it was told", async () => {
    vi.useFakeTimers()
    const request = { key: "slow", load: () => new Promise<undefined>(() => undefined) }
    startFirstLoad(request)
    let waited = false
    void firstLoadSettled(300).then(() => (waited = true))
    await vi.advanceTimersByTimeAsync(299)
    expect(waited).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(waited).toBe(true)
    void takeFirstLoad(request).catch(() => undefined)
  })
})
