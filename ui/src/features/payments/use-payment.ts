import { useCallback, useEffect, useState } from "react"
import { handleApiError } from "@/lib/api-error"
import { getPayment, subscribeToPayment } from "./api"
import type { Payment } from "./types"

export type PaymentLoad = { kind: "loading" } | { kind: "ready"; payment: Payment | null } | { kind: "error" }

/** usePayment loads the order's payment and keeps it live (realtime), so "Paid" shows the moment Stripe tells us. */
export function usePayment(orderId: string, revision = 0) {
  const [state, setState] = useState<PaymentLoad>({ kind: "loading" })
  const load = useCallback(
    () =>
      getPayment(orderId).then(
        (payment): PaymentLoad => ({ kind: "ready", payment }),
        (err: unknown): PaymentLoad | null =>
          handleApiError(err, { toast: false, fallback: "The payment could not be loaded." })
            ? { kind: "error" }
            : null,
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
    subscribeToPayment(orderId, () => void load().then((next) => !cancelled && next && setState(next)))
      .then((s) => {
        if (cancelled) void s()
        else stop = s
      })
      .catch(() => undefined) // live updates are a convenience: a reload shows the same
    return () => {
      cancelled = true
      if (stop) void stop()
    }
  }, [orderId, load])

  return { state, reload: () => void load().then((next) => next && setState(next)) }
}
