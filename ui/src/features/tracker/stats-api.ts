import { pb } from "@/lib/pocketbase"

/** One open launch on the dashboard. */
export interface OpenLaunch {
  order: string
  title: string
  company_name: string
  due_at: string
  remaining_ms: number
  paused: boolean
}

/** The launches of a period: on_time_share (0..1) and median_hours are null without launches. */
export interface LaunchWindow {
  days: number
  launched: number
  on_time: number
  on_time_share: number | null
  median_hours: number | null
}

/** What GET /api/launchdesk/admin/launch-stats answers. */
export interface LaunchStats {
  now: string
  due_soon: OpenLaunch[]
  overdue: OpenLaunch[]
  windows: LaunchWindow[]
  weeks: { start: string; on_time: number; late: number }[]
}

/** getLaunchStats fetches the provider's view of the 2-day promise. */
export function getLaunchStats(): Promise<LaunchStats> {
  return pb.send<LaunchStats>("/api/launchdesk/admin/launch-stats", { requestKey: "launch-stats" })
}
