import { create } from "zustand"
import { handleApiError } from "@/lib/api-error"
import type { NotificationRecord } from "@/lib/pocketbase-types"
import { listNotifications, markAllRead, markRead } from "./api"
import { notificationListRequest } from "./list-query"
import { useLiveNotifications } from "./live-store"
import type { NotificationListQuery } from "./types"

interface NotificationsState {
  rows: NotificationRecord[]
  total: number
  totalPages: number
  loading: boolean
  error: string | null
  /** true while Mark all as read runs. */
  markingAll: boolean
  /** Loads the tab and page the URL asks for; quiet reloads keep the rows on screen meanwhile. */
  load: (userId: string, query: NotificationListQuery, options?: { quiet?: boolean }) => Promise<void>
  /** Marks one as read at once on screen, and puts it back if the server refuses. */
  markRead: (id: string) => Promise<void>
  markAllRead: (userId: string) => Promise<void>
}

const LOAD_FAILED = "Your notifications could not be loaded. Please try again."
const UPDATE_FAILED = "The notification could not be marked as read. Please try again."
const MARK_ALL_FAILED = "Your notifications could not all be marked as read. Please try again."

const setStatus = (rows: NotificationRecord[], id: string | null, status: NotificationRecord["status"]) =>
  rows.map((r) => (id === null || r.id === id ? { ...r, status } : r))

let owner = ""

/** useNotifications holds the current page of the notifications screen and its actions. */
export const useNotifications = create<NotificationsState>()((set, get) => ({
  rows: [],
  total: 0,
  totalPages: 0,
  loading: false,
  error: null,
  markingAll: false,
  load: async (userId, query, options = {}) => {
    // Another account signed in on this tab: never show the previous one's rows, even for a moment.
    if (userId !== owner) set({ rows: [], total: 0, totalPages: 0 })
    owner = userId
    if (!options.quiet) set({ loading: true, error: null })
    try {
      const res = await listNotifications(notificationListRequest(query))
      set({ rows: res.items, total: res.totalItems, totalPages: res.totalPages, loading: false, error: null })
    } catch (err) {
      const message = handleApiError(err, { fallback: LOAD_FAILED, toast: false })
      if (message !== null) set({ loading: false, error: message })
    }
  },
  markRead: async (id) => {
    const before = get().rows.find((r) => r.id === id)?.status ?? "unread"
    set((s) => ({ rows: setStatus(s.rows, id, "read") }))
    try {
      await markRead(id)
    } catch (err) {
      set((s) => ({ rows: setStatus(s.rows, id, before) }))
      handleApiError(err, { fallback: UPDATE_FAILED })
    }
    void useLiveNotifications.getState().refresh()
  },
  markAllRead: async (userId) => {
    const before = get().rows
    set({ markingAll: true, rows: setStatus(before, null, "read") })
    try {
      await markAllRead(userId)
    } catch (err) {
      set({ rows: before })
      handleApiError(err, { fallback: MARK_ALL_FAILED })
    }
    set({ markingAll: false })
    void useLiveNotifications.getState().refresh()
  },
}))
