import { ClientResponseError } from "pocketbase"
import { useEffect, useState } from "react"
import { handleApiError } from "@/lib/api-error"
import type { OrderRecord } from "@/lib/pocketbase-types"
import { getOrder, orderAccess, orderHistory } from "./api"
import type { OrderEvent } from "./types"

/** The specification's messages of the order detail page. */
export const ORDER_MESSAGES = {
  denied: "You do not have permission to view this order.",
  missing: "Order not found",
  failed: "Failed to load order details.",
} as const

export type PortalOrderState =
  | { kind: "loading" }
  | { kind: "ready"; order: OrderRecord; history: OrderEvent[] | null }
  | { kind: "denied" | "missing" | "failed" }

async function loadOrder(id: string, clientId: string): Promise<PortalOrderState> {
  try {
    const [order, history] = await Promise.all([getOrder(id), orderHistory(id).catch(() => null)])
    // The server already refuses other clients' orders; this keeps an admin's view out of the portal too.
    if (order.client !== clientId) return { kind: "denied" }
    return { kind: "ready", order, history }
  } catch (err) {
    if (!(err instanceof ClientResponseError) || err.status !== 404) throw err
    const access = await orderAccess(id)
    return { kind: access === "missing" ? "missing" : access === "denied" ? "denied" : "failed" }
  }
}

/** usePortalOrder loads an order of the signed-in client with its history; `revision` reloads it quietly. */
export function usePortalOrder(id: string, clientId: string, revision: number): PortalOrderState {
  const [state, setState] = useState<{ key: string; value: PortalOrderState }>({
    key: "",
    value: { kind: "loading" },
  })
  const key = `${clientId}/${id}`

  useEffect(() => {
    let live = true
    loadOrder(id, clientId)
      .then((value) => live && setState({ key, value }))
      .catch((err: unknown) => {
        if (live && handleApiError(err, { toast: false }) !== null)
          setState({ key, value: { kind: "failed" } })
      })
    return () => {
      live = false
    }
  }, [id, clientId, key, revision])

  // Another order was opened: show loading, not the previous order, until it arrives.
  return state.key === key ? state.value : { kind: "loading" }
}
