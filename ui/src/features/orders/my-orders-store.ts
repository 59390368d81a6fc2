import { create } from "zustand"
import { handleApiError } from "@/lib/api-error"
import type { OrderRecord } from "@/lib/pocketbase-types"
import { listMyOrders } from "./api"
import { orderListRequest } from "./list-query"
import type { OrderListQuery } from "./types"

interface MyOrdersState {
  rows: OrderRecord[]
  total: number
  totalPages: number
  loading: boolean
  error: string | null
  /** Loads the page the URL asks for; the URL stays the only owner of the query. */
  load: (clientId: string, query: OrderListQuery) => Promise<void>
}

const LOAD_FAILED = "Your orders could not be loaded. Please try again."

let owner = ""

/** useMyOrders holds the current page of the client's My Orders table. */
export const useMyOrders = create<MyOrdersState>()((set) => ({
  rows: [],
  total: 0,
  totalPages: 0,
  loading: false,
  error: null,
  load: async (clientId, query) => {
    // Another account signed in on this tab: never show the previous one's rows, even for a moment.
    if (clientId !== owner) set({ rows: [], total: 0, totalPages: 0 })
    owner = clientId
    set({ loading: true, error: null })
    try {
      const res = await listMyOrders(orderListRequest(query))
      set({ rows: res.items, total: res.totalItems, totalPages: res.totalPages, loading: false })
    } catch (err) {
      // A newer load cancelled this one (the user typed on): that load owns the state now.
      const message = handleApiError(err, { fallback: LOAD_FAILED, toast: false })
      if (message !== null) set({ loading: false, error: message })
    }
  },
}))
