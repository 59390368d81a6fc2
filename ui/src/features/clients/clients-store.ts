import { create } from "zustand"
import { type ListSlice, listSlice } from "@/lib/list-slice"
import type { ListQuery } from "@/lib/table-query"
import { listClientStats } from "./api"
import type { ClientFilter } from "./clients-query"
import type { ClientStatsRecord } from "./types"

/** useClientsStore drives the admin users table: the URL owns the query, this store the rows. */
export const useClientsStore = create<ListSlice<ListQuery<ClientFilter>, ClientStatsRecord>>()((set) =>
  listSlice(set, listClientStats, "The clients could not be loaded."),
)
