import { useCallback, useEffect, useState } from "react"
import { useLiveLoad } from "@/hooks/use-live-load"
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

  const subscribe = useCallback((onChange: () => void) => subscribeToLaunch(orderId, onChange), [orderId])
  useLiveLoad(load, setState, subscribe, revision)

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
