import { act, renderHook, waitFor } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { firstLoadSettled, startFirstLoad } from "./requests"
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
})
