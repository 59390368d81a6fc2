import { create } from "zustand"
import { handleApiError } from "@/lib/api-error"
import { showOutcome } from "@/lib/feedback"
import teams from "../../../../pb_hooks/lib/teams.json"
import { subscribeToMyMembership, subscribeToMyOrders } from "./api"

interface LiveOrdersState {
  /** Goes up after every change of the client's orders seen live, so the pages showing them reload. */
  revision: number
  /** The signed-in member's role in its brand ("" until read), followed live. */
  role: string
  /** Subscribes to the client's orders; returns the function that stops it. */
  start: () => () => void
}

/** Several events of one save (or a batch) become one reload. */
const SETTLE_MS = 150

let timer: ReturnType<typeof setTimeout> | undefined

/**
 * mayOrder tells whether a member in role places orders (lib/teams.json can.work: the orders' create rule says the
 * same); while the role is not read yet ("") the portal offers it, as it did before teams.
 */
export const mayOrder = (role: string) => role === "" || teams.can.work.includes(role)

/** useLiveOrders follows the orders of the signed-in member's brand through one realtime subscription for the portal. */
export const useLiveOrders = create<LiveOrdersState>()((set) => ({
  revision: 0,
  role: "",
  start: () => {
    const onChange = () => {
      clearTimeout(timer)
      timer = setTimeout(() => set((s) => ({ revision: s.revision + 1 })), SETTLE_MS)
    }
    const subscription = subscribeToMyOrders(onChange).catch((err: unknown) => {
      handleApiError(err, { toast: false })
      return null
    })
    // Leaving the brand (the owner removed them) takes its orders from every open page at once, and says why.
    let brand = ""
    const membership = subscribeToMyMembership((m, changed) => {
      // removed: moved into a brand of one's own, as its owner (joining another brand comes in an invited role)
      if (changed && brand && m.brand !== brand && m.role === "owner")
        showOutcome("error", teams.words.removed)
      if (changed) onChange()
      brand = m.brand
      set({ role: m.role })
    }).catch((err: unknown) => {
      handleApiError(err, { toast: false })
      return null
    })
    return () => {
      clearTimeout(timer)
      void subscription.then((unsubscribe) => unsubscribe?.())
      void membership.then((unsubscribe) => unsubscribe?.())
    }
  },
}))
