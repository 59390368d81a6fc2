import { create } from "zustand"
import { handleApiError } from "@/lib/api-error"
import { countNotifications, subscribeToMine } from "./api"
import type { NotificationCounts } from "./types"

interface LiveNotificationsState {
  /** Counts over all of the user's notifications; null until the first count arrives. */
  counts: NotificationCounts | null
  /** Goes up after every change seen live, so lists showing notifications know to reload. */
  revision: number
  /** Counts again now (after a local change, without waiting for the realtime echo). */
  refresh: () => Promise<void>
  /** Subscribes to the user's notifications; returns the function that stops it. */
  start: (userId: string) => () => void
}

/** A burst of changes (Mark all as read flips hundreds) becomes one recount. */
const SETTLE_MS = 150

let currentUser: string | null = null
let timer: ReturnType<typeof setTimeout> | undefined

/** useLiveNotifications keeps the unread count and a change counter current through a realtime subscription. */
export const useLiveNotifications = create<LiveNotificationsState>()((set, get) => ({
  counts: null,
  revision: 0,
  refresh: async () => {
    const userId = currentUser
    if (!userId) return
    try {
      const counts = await countNotifications()
      if (userId === currentUser) set({ counts })
    } catch (err) {
      handleApiError(err, { toast: false })
    }
  },
  start: (userId) => {
    currentUser = userId
    set({ counts: null })
    const onChange = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        void get()
          .refresh()
          .then(() => set((s) => ({ revision: s.revision + 1 })))
      }, SETTLE_MS)
    }
    const subscription = subscribeToMine(userId, onChange).catch((err: unknown) => {
      handleApiError(err, { toast: false })
      return null
    })
    // Counted once the subscription is live (or has failed): a notification made while it was being set
    // up is in the count, and every later one arrives as an event.
    void subscription.then(() => get().refresh())
    return () => {
      clearTimeout(timer)
      if (currentUser === userId) currentUser = null
      void subscription.then((unsubscribe) => unsubscribe?.())
    }
  },
}))
