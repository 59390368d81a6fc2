import { act, renderHook, waitFor } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { SESSION_KEY } from "../stored-session"
import { firstLoadSettled, startFirstLoad } from "./requests"
import { seenFirstLoad } from "./seen"
import { useFirstLoad } from "./use-first-load"

describe("useFirstLoad", () => {
  it("shows an answer fetched ahead on the first render, without asking again", async () => {
    const request = { key: "hook-ready", load: vi.fn(async () => "early") }
    startFirstLoad(request)
    await firstLoadSettled(1000)
    const { result } = renderHook(() => useFirstLoad(request, () => undefined))
    expect(result.current).toBe("early")
    await act(async () => undefined)
    expect(request.load).toHaveBeenCalledTimes(1)
  })

  it("asks when nothing was fetched ahead, and afresh when the revision changes", async () => {
    let n = 0
    const request = { key: "hook-fresh", load: vi.fn(async () => ++n) }
    const { result, rerender } = renderHook(({ rev }) => useFirstLoad(request, () => undefined, rev), {
      initialProps: { rev: 0 },
    })
    expect(result.current).toBeNull()
    await waitFor(() => expect(result.current).toBe(1))
    rerender({ rev: 1 })
    await waitFor(() => expect(result.current).toBe(2))
  })

  it("shows what onError gives for a failure, told what is shown", async () => {
    const onError = vi.fn((_err: unknown, shown: string | null) => (shown ? undefined : "none"))
    const request = { key: "hook-fails", load: () => Promise.reject(new Error("offline")) }
    const { result } = renderHook(() => useFirstLoad<string>(request, onError))
    await waitFor(() => expect(result.current).toBe("none"))
    expect(onError).toHaveBeenCalledWith(expect.any(Error), null)
  })

  it("shows a returning user what it showed last time, then the fresh answer, and keeps that for next time", async () => {
    const token = `x.${btoa(JSON.stringify({ id: "u9", exp: Date.now() / 1000 + 3600 }))}.y`
    localStorage.setItem(SESSION_KEY, JSON.stringify({ token, record: { id: "u9", role: "client" } }))
    let answer = "first visit"
    const request = { key: "hook-seen", load: vi.fn(async () => answer) }
    const first = renderHook(() => useFirstLoad(request, () => undefined))
    expect(first.result.current).toBeNull()
    await waitFor(() => expect(first.result.current).toBe("first visit"))
    first.unmount()
    answer = "second visit"
    const second = renderHook(() => useFirstLoad(request, () => undefined))
    expect(second.result.current).toBe("first visit")
    await waitFor(() => expect(second.result.current).toBe("second visit"))
    expect(seenFirstLoad("hook-seen")).toBe("second visit")
    localStorage.clear()
  })
})
