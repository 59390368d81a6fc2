import { useSyncExternalStore } from "react"
import { bookingUrl } from "@/lib/booking-url"

function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange)
  return () => window.removeEventListener("storage", onChange)
}

/**
 * useBookingHref returns `base` with `fbc` from localStorage appended. The prerendered HTML and the
 * hydration pass use the bare URL (the server has no storage), then React re-renders with the stored value.
 */
export function useBookingHref(base: string): string {
  return useSyncExternalStore(
    subscribe,
    () => bookingUrl(base),
    () => base,
  )
}
