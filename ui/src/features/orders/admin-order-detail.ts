import { ClientResponseError } from "pocketbase"
import { useCallback, useEffect, useRef, useState } from "react"
import { handleApiError } from "@/lib/api-error"
import type { OrderRecord, OrderStatus } from "@/lib/pocketbase-types"
import {
  type AdminOrderEvent,
  type AdminOrderMail,
  listAccountMails,
  listOrderEvents,
  listOrderMails,
  subscribeToOrderActivity,
} from "./admin-order-activity-api"
import { getAdminOrder } from "./admin-orders-api"
import { changeStatusOptimistically } from "./admin-status-change"

/** What the admin order page shows; events and mails are null when the server keeps none. */
export type AdminOrderView =
  | { kind: "loading" }
  | { kind: "missing" }
  | { kind: "error"; message: string }
  | {
      kind: "ready"
      order: OrderRecord
      events: AdminOrderEvent[] | null
      mails: AdminOrderMail[] | null
      /** The client's latest account e-mails (reset, confirmation, code...): are they getting through? */
      accountMails: AdminOrderMail[] | null
    }

/** loadOrderView fetches everything the page shows; null for a request superseded by a newer one. */
async function loadOrderView(id: string): Promise<AdminOrderView | null> {
  try {
    const [order, events, mails] = await Promise.all([
      getAdminOrder(id),
      listOrderEvents(id),
      listOrderMails(id),
    ])
    const address = order.expand?.client?.email
    const accountMails = address ? await listAccountMails(address) : null
    return { kind: "ready", order, events, mails, accountMails }
  } catch (err) {
    if (err instanceof ClientResponseError && err.status === 404) return { kind: "missing" }
    const message = handleApiError(err, { toast: false, fallback: "Failed to load order details." })
    return message === null ? null : { kind: "error", message }
  }
}

/**
 * useAdminOrder loads an order with its client, status history and e-mails, keeps them live
 * (a status change, then the e-mail's delivery, arrive by realtime) and changes the status.
 */
export function useAdminOrder(id: string) {
  const [view, setView] = useState<AdminOrderView>({ kind: "loading" })
  const refresh = useCallback(() => loadOrderView(id).then((next) => next && setView(next)), [id])

  // Several events come together (order, history, e-mail): one refresh for a burst.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => {
    void refresh()
    let stop: (() => Promise<void>) | null = null
    let gone = false
    subscribeToOrderActivity(id, () => {
      clearTimeout(timer.current)
      timer.current = setTimeout(() => void refresh(), 150)
    })
      .then((unsubscribe) => (gone ? void unsubscribe() : (stop = unsubscribe)))
      .catch((err: unknown) => handleApiError(err, { toast: false }))
    return () => {
      gone = true
      clearTimeout(timer.current)
      void stop?.()
    }
  }, [id, refresh])

  const changeStatus = async (next: OrderStatus, reason?: string) => {
    if (view.kind !== "ready") return false
    return changeStatusOptimistically(
      view.order,
      next,
      (orderId, update) =>
        setView((v) => (v.kind === "ready" && v.order.id === orderId ? { ...v, order: update(v.order) } : v)),
      reason,
    )
  }

  return { view, changeStatus, retry: refresh }
}
