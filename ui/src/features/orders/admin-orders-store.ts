import type { RecordSubscription } from "pocketbase"
import { create } from "zustand"
import { handleApiError } from "@/lib/api-error"
import type { OrderRecord, OrderStatus } from "@/lib/pocketbase-types"
import type { ListQuery } from "@/lib/table-query"
import { listAdminOrders } from "./admin-orders-api"
import { changeStatusOptimistically } from "./admin-status-change"

interface AdminOrdersState {
  rows: OrderRecord[]
  total: number
  loading: boolean
  error: string | null
  /** Ids of orders that arrived live on the page shown, highlighted for a moment. */
  fresh: string[]
  /** Orders that arrived live but belong to another page or order of the table. */
  arrivedElsewhere: number
  /** Loads the page the URL asks for; only the newest request's answer is kept. */
  load: (query: ListQuery) => Promise<void>
  changeStatus: (id: string, next: OrderStatus) => Promise<boolean>
  /** Applies a realtime event to the page shown for `query`. */
  receive: (event: RecordSubscription<OrderRecord>, query: ListQuery) => void
}

let latestLoad = 0

/** useAdminOrdersStore drives the admin orders table: the URL owns the query, this store the rows. */
export const useAdminOrdersStore = create<AdminOrdersState>()((set, get) => ({
  rows: [],
  total: 0,
  loading: true,
  error: null,
  fresh: [],
  arrivedElsewhere: 0,

  load: async (query) => {
    const ticket = ++latestLoad
    set({ loading: true, error: null })
    try {
      const page = await listAdminOrders(query)
      if (ticket !== latestLoad) return
      set({ rows: page.items, total: page.totalItems, loading: false, fresh: [], arrivedElsewhere: 0 })
    } catch (err) {
      if (ticket !== latestLoad) return
      const message = handleApiError(err, { toast: false, fallback: "The orders could not be loaded." })
      if (message !== null) set({ loading: false, error: message })
    }
  },

  changeStatus: async (id, next) => {
    const before = get().rows.find((r) => r.id === id)
    if (!before) return false
    return changeStatusOptimistically(before, next, (orderId, update) =>
      set((s) => ({ rows: s.rows.map((r) => (r.id === orderId ? update(r) : r)) })),
    )
  },

  receive: ({ action, record }, query) => {
    const { rows, total } = get()
    const shown = rows.some((r) => r.id === record.id)
    if (action === "update" && shown) {
      set({
        rows: rows.map((r) => (r.id === record.id ? { ...record, expand: record.expand ?? r.expand } : r)),
      })
    } else if (action === "delete" && shown) {
      set({ rows: rows.filter((r) => r.id !== record.id), total: Math.max(total - 1, 0) })
    } else if (action === "create" && !shown) {
      // The subscription carries the table's filter, so a new order belongs to this list;
      // it goes on top only where the newest orders are shown.
      if (query.page === 1 && query.sort === "-created") {
        set((s) => ({
          rows: [record, ...s.rows].slice(0, query.perPage),
          total: s.total + 1,
          fresh: [...s.fresh, record.id],
        }))
      } else {
        set((s) => ({ total: s.total + 1, arrivedElsewhere: s.arrivedElsewhere + 1 }))
      }
    }
  },
}))
