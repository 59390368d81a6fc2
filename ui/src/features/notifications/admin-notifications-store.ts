import { create } from "zustand"
import { handleApiError } from "@/lib/api-error"
import { type ListSlice, listSlice } from "@/lib/list-slice"
import type { NotificationRecord } from "@/lib/pocketbase-types"
import type { ListQuery } from "@/lib/table-query"
import { countNotifications, listNotificationHistory } from "./admin-notifications-api"
import type { AdminNotificationFilter } from "./admin-notifications-query"

interface HistoryCount {
  /** Every notification, for the History (n) tab; null until counted. */
  count: number | null
}

interface AdminNotificationsState
  extends ListSlice<ListQuery<AdminNotificationFilter>, NotificationRecord>, HistoryCount {
  refreshCount: () => Promise<void>
  /** A notification was just sent: one more in the count. */
  sent: () => void
}

/** useAdminNotificationsStore drives the notification history table and the History (n) count. */
export const useAdminNotificationsStore = create<AdminNotificationsState>()((set) => ({
  count: null,
  // An unfiltered page's total is the count too.
  ...listSlice<ListQuery<AdminNotificationFilter>, NotificationRecord, HistoryCount>(
    set,
    listNotificationHistory,
    "The notification history could not be loaded.",
    (page, query) => (Object.values(query.filters).some(Boolean) ? {} : { count: page.totalItems }),
  ),
  refreshCount: async () => {
    try {
      set({ count: await countNotifications() })
    } catch (err) {
      handleApiError(err, { toast: false })
    }
  },
  sent: () => set((s) => ({ count: s.count === null ? null : s.count + 1 })),
}))
