import type { RecordSubscription } from "pocketbase"
import { create } from "zustand"
import { type ListSlice, listSlice } from "@/lib/list-slice"
import type { OrderRecord, OrderStatus } from "@/lib/pocketbase-types"
import type { ListQuery } from "@/lib/table-query"
import { listAdminOrders } from "./admin-orders-api"
import type { AdminOrderFilter } from "./admin-orders-query"
import { changeStatusOptimistically } from "./admin-status-change"

interface LiveArrivals {
  /** Ids of orders that arrived live on the page shown, highlighted for a moment. */
  fresh: string[]
  /** Orders that arrived live but belong to another page or order of the table. */
  arrivedElsewhere: number
}

interface AdminOrdersState extends ListSlice<ListQuery<AdminOrderFilter>, OrderRecord>, LiveArrivals {
  changeStatus: (id: string, next: OrderStatus, reason?: string) => Promise<boolean>
  /** Applies a realtime event to the page shown for `query`. */
  receive: (event: RecordSubscription<OrderRecord>, query: ListQuery) => void
  /** Merges related records that changed live (a payment made due or paid) into the order's expand, if shown. */
  patchExpand: (id: string, expand: Record<string, unknown>) => void
}

/** useAdminOrdersStore drives the admin orders table: the URL owns the query, this store the rows. */
export const useAdminOrdersStore = create<AdminOrdersState>()((set, get) => ({
  fresh: [],
  arrivedElsewhere: 0,
  ...listSlice<ListQuery<AdminOrderFilter>, OrderRecord, LiveArrivals>(
    set,
    listAdminOrders,
    "The orders could not be loaded.",
    () => ({ fresh: [], arrivedElsewhere: 0 }),
  ),

  changeStatus: async (id, next, reason) => {
    const before = get().rows.find((r) => r.id === id)
    if (!before) return false
    return changeStatusOptimistically(
      before,
      next,
      (orderId, update) => set((s) => ({ rows: s.rows.map((r) => (r.id === orderId ? update(r) : r)) })),
      reason,
    )
  },

  patchExpand: (id, expand) => {
    if (!get().rows.some((r) => r.id === id)) return
    set((s) => ({
      rows: s.rows.map((r) => (r.id === id ? { ...r, expand: { ...r.expand, ...expand } } : r)),
    }))
  },

  receive: ({ action, record }, query) => {
    const { rows, total } = get()
    const shown = rows.some((r) => r.id === record.id)
    if (action === "update" && shown) {
      // The event expands the client only: the launch and payment the list route attached stay.
      set({
        rows: rows.map((r) =>
          r.id === record.id ? { ...record, expand: { ...r.expand, ...record.expand } } : r,
        ),
      })
    } else if (action === "delete" && shown) {
      set({ rows: rows.filter((r) => r.id !== record.id), total: Math.max(total - 1, 0) })
    } else if (action === "create" && !shown && !query.filters.unpaid && !query.filters.overdue) {
      // The subscription carries the table's filter, so a new order belongs to this list (unless only unpaid or
      // overdue orders are shown: a new order has no payment due and no clock running until it is approved);
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
