import { handleApiError } from "@/lib/api-error"
import type { FirstLoadRequest } from "@/lib/first-load/requests"
import { useFirstLoad } from "@/lib/first-load/use-first-load"
import { pb } from "@/lib/pocketbase"

/** The true totals of GET /api/launchdesk/admin/stats (admins only). */
export interface AdminStats {
  totalOrders: number
  pendingApproval: number
  inProgress: number
  completed: number
  /** orders closed without being built: neither open nor completed */
  cancelled: number
  totalClients: number
  activeClients: number
}

/** getAdminStats fetches every admin figure in one request, counted over all records by the server. */
export function getAdminStats(): Promise<AdminStats> {
  return pb.send<AdminStats>("/api/launchdesk/admin/stats", { requestKey: "admin-stats" })
}

/** The figures' request, started early on a first load of the admin dashboard. */
export const adminStatsRequest: FirstLoadRequest<AdminStats> = { key: "admin-stats", load: getAdminStats }

/** useAdminStats loads the figures once per page; null until they arrive (or if they cannot). */
export function useAdminStats(): AdminStats | null {
  return useFirstLoad(adminStatsRequest, (err) => {
    handleApiError(err, { fallback: "The figures could not be loaded." })
    return undefined
  })
}
