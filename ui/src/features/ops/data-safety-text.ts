import { formatDateTime } from "@/lib/format-date"
import type { BackupStatus, ReplicationStatus } from "./api"

/** A line of the data-safety card: its words and whether it needs the studio's attention. */
export interface SafetyLine {
  text: string
  warn: boolean
}

const seconds = (s: number) =>
  s < 10 ? `${s.toFixed(1)} s` : s < 120 ? `${Math.round(s)} s` : `${Math.round(s / 60)} min`

/** replicationLine says how far the copy in the bucket runs behind, or why there is none. */
export function replicationLine(r: ReplicationStatus): SafetyLine {
  if (!r.enabled) return { text: "Off: the database lives only on this server.", warn: true }
  if (r.failingSince)
    return {
      text: `Failing since ${formatDateTime(r.failingSince)}${r.error ? `: ${r.error}` : "."}`,
      warn: true,
    }
  if (r.lagSeconds === undefined) return { text: "Starting: no copy confirmed yet.", warn: false }
  return { text: `${seconds(r.lagSeconds)} behind.`, warn: false }
}

/** backupLine names the newest backup, or the failure that came after it. */
export function backupLine(b: BackupStatus): SafetyLine {
  const failedLast =
    b.lastFailureAt && (!b.lastSuccessAt || Date.parse(b.lastFailureAt) > Date.parse(b.lastSuccessAt))
  if (failedLast)
    return {
      text: `Failed on ${formatDateTime(b.lastFailureAt ?? "")}: ${b.lastError ?? ""}`,
      warn: true,
    }
  if (!b.lastSuccessAt) return { text: "None yet.", warn: true }
  return { text: `${formatDateTime(b.lastSuccessAt)} (${b.name ?? ""}).`, warn: false }
}
