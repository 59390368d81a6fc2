import { useCallback, useState } from "react"
import { useLiveLoad } from "@/hooks/use-live-load"
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

  const subscribe = useCallback((onChange: () => void) => subscribeToPayment(orderId, onChange), [orderId])
  useLiveLoad(load, setState, subscribe, revision)

  return { state }
}
