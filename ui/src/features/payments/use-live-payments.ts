import { useCallback } from "react"
import { useSubscription } from "@/hooks/use-subscription"
import { subscribeToPayments } from "./api"
import type { Payment } from "./types"

/**
 * useLivePayments hands onPayment each payment made due or changed while the component is shown (the admin orders
 * table's Payment column follows approvals, Stripe's webhook and the studio's marks without a reload).
 */
export function useLivePayments(onPayment: (payment: Payment) => void): void {
  useSubscription(useCallback(() => subscribeToPayments(onPayment), [onPayment]))
}
