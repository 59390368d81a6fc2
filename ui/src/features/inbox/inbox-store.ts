import { create } from "zustand"
import { handleApiError } from "@/lib/api-error"
import { isClientError } from "@/lib/client-error"
import { getQueue, markDone, subscribeToQueue } from "./api"
import type { QueueItem } from "./types"

interface InboxState {
  /** How many things wait on the studio; null until the first answer. */
  total: number | null
  items: QueueItem[]
  loading: boolean
  error: string | null
  /** Reads the queue; quiet reloads keep the items on screen meanwhile. */
  load: (options?: { quiet?: boolean }) => Promise<void>
  /** The studio marks an item done: it leaves at once, and comes back if the server refuses. */
  done: (item: QueueItem) => Promise<void>
  /** Follows the queue live; returns the function that stops it. */
  start: () => () => void
}

const LOAD_FAILED = "Your inbox could not be loaded. Please try again."
const DONE_FAILED = "The item could not be marked done. Please try again."

/** useInbox holds the studio's queue and its live count. */
export const useInbox = create<InboxState>()((set, get) => ({
  total: null,
  items: [],
  loading: false,
  error: null,
  load: async (options = {}) => {
    if (!options.quiet) set({ loading: true, error: null })
    try {
      const queue = await getQueue()
      set({ total: queue.total, items: queue.items, loading: false, error: null })
    } catch (err) {
      const message = handleApiError(err, { fallback: LOAD_FAILED, toast: false })
      if (message !== null) set({ loading: false, error: message })
    }
  },
  done: async (item) => {
    const { items, total } = get()
    set({ items: items.filter((i) => i.id !== item.id), total: total === null ? null : total - 1 })
    try {
      await markDone(item)
    } catch (err) {
      // already gone (answered, or another admin's Done): what the studio wanted
      if (!(isClientError(err) && err.status === 404)) {
        set({ items, total })
        handleApiError(err, { fallback: DONE_FAILED })
      }
    }
    await get().load({ quiet: true })
  },
  start: () => {
    set({ total: null, items: [] }) // never another account's queue, even for a moment
    const subscription = subscribeToQueue((total) => {
      set({ total })
      void get().load({ quiet: true })
    }).catch((err: unknown) => {
      handleApiError(err, { toast: false })
      return null
    })
    // Read once the subscription is live: a change made meanwhile is in the answer, every later one is an event.
    void subscription.then(() => get().load({ quiet: true }))
    return () => void subscription.then((unsubscribe) => unsubscribe?.())
  },
}))
