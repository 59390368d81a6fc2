import type { UnsubscribeFunc } from "pocketbase"
import { useEffect } from "react"
import { handleApiError } from "@/lib/api-error"

/**
 * useSubscription holds subscribe's realtime subscription while the component is shown, and opens a new one when
 * subscribe changes, closing the previous one (even one still opening). A subscription that fails goes to the
 * error funnel without a toast: the page works without live updates.
 */
export function useSubscription(subscribe: () => Promise<UnsubscribeFunc>): void {
  useEffect(() => {
    let stop: UnsubscribeFunc | null = null
    let gone = false
    subscribe()
      .then((unsubscribe) => (gone ? void unsubscribe() : (stop = unsubscribe)))
      .catch((err: unknown) => handleApiError(err, { toast: false }))
    return () => {
      gone = true
      void stop?.()
    }
  }, [subscribe])
}
