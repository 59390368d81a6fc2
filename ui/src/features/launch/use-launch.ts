import { useCallback, useEffect, useState } from "react"
import { handleApiError } from "@/lib/api-error"
import { getLaunchView, subscribeToLaunch } from "./api"
import type { LaunchView } from "./types"

export type LaunchState =
  | { kind: "loading" }
  | { kind: "none" }
  | { kind: "error"; message: string }
  | { kind: "ready"; view: LaunchView }

/** useLaunch loads the order's launch, keeps it live, and lets an action put the server's answer in place. */
export function useLaunch(orderId: string, revision = 0) {
  const [state, setState] = useState<LaunchState>({ kind: "loading" })

  const load = useCallback(
    () =>
      getLaunchView(orderId).then(
        (view): LaunchState => (view ? { kind: "ready", view } : { kind: "none" }),
        (err: unknown): LaunchState | null => {
          const message = handleApiError(err, {
            toast: false,
            fallback: "The launch steps could not be loaded.",
          })
          return message ? { kind: "error", message } : null
        },
      ),
    [orderId],
  )

  useEffect(() => {
    let live = true
    void load().then((next) => live && next && setState(next))
    return () => {
      live = false
    }
  }, [load, revision])

  useEffect(() => {
    let stop: (() => Promise<void>) | null = null
    let cancelled = false
    subscribeToLaunch(orderId, () => void load().then((next) => !cancelled && next && setState(next)))
      .then((s) => {
        if (cancelled) void s()
        else stop = s
      })
      .catch(() => undefined) // live updates are a convenience: the page still works without them
    return () => {
      cancelled = true
      if (stop) void stop()
    }
  }, [orderId, load])

  const apply = useCallback((view: LaunchView) => setState({ kind: "ready", view }), [])
  return { state, apply }
}

/** useNow is the current time, refreshed every `everyMs`. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs)
    return () => window.clearInterval(timer)
  }, [everyMs])
  return now
}
