import { useCallback, useEffect, useState } from "react"
import { handleApiError } from "@/lib/api-error"
import { showOutcome } from "@/lib/feedback"
import { getReviewView, subscribeToReview, tickChange } from "./api"
import type { ReviewItem, ReviewView } from "./types"

/** useReview loads the order's review, keeps it live, and runs an action whose answer replaces it. */
export function useReview(orderId: string) {
  const [view, setView] = useState<ReviewView | null>(null)
  const [busy, setBusy] = useState(false)

  const load = useCallback(
    () =>
      getReviewView(orderId).catch((err: unknown) => {
        handleApiError(err, { toast: false, fallback: "The review could not be loaded." })
        return null
      }),
    [orderId],
  )

  useEffect(() => {
    let live = true
    void load().then((next) => live && next && setView(next))
    let stop: (() => Promise<void>) | null = null
    subscribeToReview(orderId, () => void load().then((next) => live && next && setView(next)))
      .then((s) => {
        if (!live) void s()
        else stop = s
      })
      .catch(() => undefined) // live updates are a convenience: the page works without them
    return () => {
      live = false
      if (stop) void stop()
    }
  }, [orderId, load])

  /** run performs action and shows success; answers whether it succeeded. */
  const run = async (action: () => Promise<ReviewView>, success: string) => {
    setBusy(true)
    try {
      setView(await action())
      showOutcome("success", success, "review")
      return true
    } catch (err) {
      handleApiError(err)
      return false
    } finally {
      setBusy(false)
    }
  }
  /**
   * tick marks a requested change done (or open again) on screen at once, then on the server; the server's answer
   * replaces the view, and a refusal puts the box back as it was. Ticks never wait on one another.
   */
  const tick = async (item: ReviewItem, done: boolean) => {
    const mark = (to: boolean) =>
      setView((v) =>
        v ? { ...v, items: v.items.map((i) => (i.id === item.id ? { ...i, done: to } : i)) } : v,
      )
    mark(done)
    try {
      setView(await tickChange(orderId, item.id, done))
    } catch (err) {
      mark(!done)
      handleApiError(err)
    }
  }
  return { view, busy, run, tick }
}
