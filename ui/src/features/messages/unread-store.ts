import { create } from "zustand"
import { handleApiError } from "@/lib/api-error"
import { fetchUnread, subscribeToAll } from "./api"
import type { UnreadCounts } from "./types"

interface UnreadState {
  /** The user's unread messages; null until the first count arrives. */
  counts: UnreadCounts | null
  /** Counts again now (after reading a thread, without waiting for the next message). */
  refresh: () => Promise<void>
  /** Follows new messages live for the signed-in user; returns the function that stops it. */
  start: () => () => void
}

/** A burst of messages becomes one recount. */
const SETTLE_MS = 300

let running = 0
let timer: ReturnType<typeof setTimeout> | undefined

/** useUnreadMessages keeps the signed-in user's unread message counts current (navigation, cards, rows). */
export const useUnreadMessages = create<UnreadState>()((set, get) => ({
  counts: null,
  refresh: async () => {
    if (running === 0) return
    try {
      set({ counts: await fetchUnread() })
    } catch (err) {
      handleApiError(err, { toast: false })
    }
  },
  start: () => {
    running += 1
    const onChange = () => {
      clearTimeout(timer)
      timer = setTimeout(() => void get().refresh(), SETTLE_MS)
    }
    const subscription = subscribeToAll(onChange).catch((err: unknown) => {
      handleApiError(err, { toast: false })
      return null
    })
    // Counted once the subscription is live (or has failed): a message sent while it was being set up
    // is in the count, and every later one arrives as an event.
    void subscription.then(() => get().refresh())
    return () => {
      running -= 1
      clearTimeout(timer)
      if (running === 0) set({ counts: null })
      void subscription.then((unsubscribe) => unsubscribe?.())
    }
  },
}))

/** unreadFor is the count of one order (0 when none or not loaded). */
export function unreadFor(counts: UnreadCounts | null, orderId: string): number {
  return counts?.orders[orderId] ?? 0
}
