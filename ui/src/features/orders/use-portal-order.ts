import { useEffect, useState } from "react"
import { handleApiError } from "@/lib/api-error"
import type { OrderRecord } from "@/lib/pocketbase-types"
import { getOrder, getOrderCard, orderAccess, orderHistory } from "./api"
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
  /** The order's card only: the reader's role sees its title and status and pays it, nothing more (billing). */
  | { kind: "card"; order: OrderRecord }
  | { kind: "denied" | "missing" | "failed" }

async function loadOrder(id: string): Promise<PortalOrderState> {
  const [order, history] = await Promise.all([getOrder(id), orderHistory(id).catch(() => null)])
  // The server hides every order the reader's brand and role do not allow (docs/teams.md): a teammate's order is
  // the reader's to see as much as its own.
  if (order) return { kind: "ready", order, history }
  // Asked first because it always answers 200: the card route is asked only of an order the reader may see the
  // card of, so a stranger's order logs no failed request in the browser.
  const access = await orderAccess(id)
  if (access === "card") {
    const card = await getOrderCard(id)
    if (card) return { kind: "card", order: card }
  }
  return { kind: access === "granted" || access === "card" ? "failed" : access }
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
    loadOrder(id)
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
