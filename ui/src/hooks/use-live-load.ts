import { useEffect } from "react"

/**
 * useLiveLoad runs load now and again whenever revision changes or subscribe's callback fires (a realtime event), and
 * hands each answer to apply; null answers (an aborted request) are dropped, and so is anything that comes back after
 * the component let go. A failed subscription leaves the page working without live updates.
 */
export function useLiveLoad<T>(
  load: () => Promise<T | null>,
  apply: (next: T) => void,
  subscribe: (onChange: () => void) => Promise<() => Promise<void>>,
  revision: number,
): void {
  useEffect(() => {
    let live = true
    void load().then((next) => live && next && apply(next))
    return () => {
      live = false
    }
  }, [load, apply, revision])

  useEffect(() => {
    let stop: (() => Promise<void>) | null = null
    let cancelled = false
    subscribe(() => void load().then((next) => !cancelled && next && apply(next)))
      .then((s) => {
        if (cancelled) void s()
        else stop = s
      })
      .catch(() => undefined) // live updates are a convenience: the page still works without them
    return () => {
      cancelled = true
      if (stop) void stop()
    }
  }, [load, apply, subscribe])
}
