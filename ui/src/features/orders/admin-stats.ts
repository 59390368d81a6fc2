import { useEffect, useState } from "react"
import { handleApiError } from "@/lib/api-error"
import { readyEarly, takeEarly } from "@/lib/early"
import { pb } from "@/lib/pocketbase"

/** The true totals of GET /api/launchdesk/admin/stats (admins only). */
export interface AdminStats {
  totalOrders: number
  pendingApproval: number
  inProgress: number
  completed: number
  totalClients: number
  activeClients: number
}

/** getAdminStats fetches every admin figure in one request, counted over all records by the server. */
export function getAdminStats(): Promise<AdminStats> {
  return pb.send<AdminStats>("/api/launchdesk/admin/stats", { requestKey: "admin-stats" })
}

/** useAdminStats loads the figures once per page; null until they arrive (or if they cannot). */
export function useAdminStats(): AdminStats | null {
  const [stats, setStats] = useState(() => readyEarly<AdminStats>("admin-stats") ?? null)
  useEffect(() => {
    takeEarly("admin-stats", getAdminStats)
      .then(setStats)
      .catch((err: unknown) => handleApiError(err, { fallback: "The figures could not be loaded." }))
  }, [])
  return stats
}
