import { create } from "zustand"
import { handleApiError } from "@/lib/api-error"
import type { ListQuery } from "@/lib/table-query"
import { listClientStats } from "./api"
import type { ClientStatsRecord } from "./types"

interface ClientsState {
  rows: ClientStatsRecord[]
  total: number
  loading: boolean
  error: string | null
  /** Loads the page the URL asks for; only the newest request's answer is kept. */
  load: (query: ListQuery) => Promise<void>
}

let latestLoad = 0

/** useClientsStore drives the admin users table: the URL owns the query, this store the rows. */
export const useClientsStore = create<ClientsState>()((set) => ({
  rows: [],
  total: 0,
  loading: true,
  error: null,
  load: async (query) => {
    const ticket = ++latestLoad
    set({ loading: true, error: null })
    try {
      const page = await listClientStats(query)
      if (ticket !== latestLoad) return
      set({ rows: page.items, total: page.totalItems, loading: false })
    } catch (err) {
      if (ticket !== latestLoad) return
      const message = handleApiError(err, { toast: false, fallback: "The clients could not be loaded." })
      if (message !== null) set({ loading: false, error: message })
    }
  },
}))
