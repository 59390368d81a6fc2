import { useCallback, useState } from "react"
import { useLiveLoad } from "@/hooks/use-live-load"
import { extraPayments, subscribeToExtraPayments } from "./api"
import type { ExtraPayment } from "./types"

/**
 * useExtraPayments loads the second payments of the order (orderId), or all those still to refund, and keeps them
 * live; an empty list while loading or after a failure (the payment panel still shows the order's payment).
 */
export function useExtraPayments(orderId?: string, revision = 0): ExtraPayment[] {
  const [list, setList] = useState<ExtraPayment[]>([])
  const load = useCallback(() => extraPayments(orderId).catch(() => null), [orderId])
  const subscribe = useCallback(
    (onChange: () => void) => subscribeToExtraPayments(onChange, orderId),
    [orderId],
  )
  useLiveLoad(load, setList, subscribe, revision)
  return list
}
