import type { FirstLoadRequest } from "@/lib/first-load/requests"
import { pb } from "@/lib/pocketbase"

/** The replica's state: lagSeconds is how much a dead server would lose now; failingSince once it stopped syncing. */
export interface ReplicationStatus {
  enabled: boolean
  lastSyncAt?: string
  lagSeconds?: number
  failingSince?: string
  error?: string
}

/** The newest backup in the backups storage, and the last failed one (shown until a backup succeeds). */
export interface BackupStatus {
  lastSuccessAt?: string
  name?: string
  lastFailureAt?: string
  lastError?: string
}

/** GET /api/launchdesk/admin/data-safety (admins only). */
export interface DataSafety {
  replication: ReplicationStatus
  lastBackup: BackupStatus
}

/** getDataSafety fetches the replication lag and the last backup. */
export function getDataSafety(): Promise<DataSafety> {
  return pb.send<DataSafety>("/api/launchdesk/admin/data-safety", { requestKey: "admin-data-safety" })
}

/** The card's request, started early on a first load of the admin dashboard. */
export const dataSafetyRequest: FirstLoadRequest<DataSafety> = {
  key: "admin-data-safety",
  load: getDataSafety,
}
