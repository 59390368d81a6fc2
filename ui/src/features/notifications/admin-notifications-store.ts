import { create } from "zustand"
import { handleApiError } from "@/lib/api-error"
import type { NotificationRecord } from "@/lib/pocketbase-types"
import type { ListQuery } from "@/lib/table-query"
import { countNotifications, listNotificationHistory } from "./admin-notifications-api"

interface AdminNotificationsState {
  rows: NotificationRecord[]
  /** Rows matching the history's filters. */
  total: number
  /** Every notification, for the History (n) tab; null until counted. */
  count: number | null
  loading: boolean
  error: string | null
  load: (query: ListQuery) => Promise<void>
  refreshCount: () => Promise<void>
  /** A notification was just sent: one more in the count. */
  sent: () => void
}

let latestLoad = 0

/** useAdminNotificationsStore drives the notification history table and the History (n) count. */
export const useAdminNotificationsStore = create<AdminNotificationsState>()((set) => ({
  rows: [],
  total: 0,
  count: null,
  loading: true,
  error: null,
  load: async (query) => {
    const ticket = ++latestLoad
    set({ loading: true, error: null })
    try {
      const page = await listNotificationHistory(query)
      if (ticket !== latestLoad) return
      set({ rows: page.items, total: page.totalItems, loading: false })
      if (!query.filter) set({ count: page.totalItems })
    } catch (err) {
      if (ticket !== latestLoad) return
      const message = handleApiError(err, {
        toast: false,
        fallback: "The notification history could not be loaded.",
      })
      if (message !== null) set({ loading: false, error: message })
    }
  },
  refreshCount: async () => {
    try {
      set({ count: await countNotifications() })
    } catch (err) {
      handleApiError(err, { toast: false })
    }
  },
  sent: () => set((s) => ({ count: s.count === null ? null : s.count + 1 })),
}))
