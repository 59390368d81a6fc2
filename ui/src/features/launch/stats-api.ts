import { pb } from "@/lib/pocketbase"
import type { LaunchStep, Stance } from "./types"

/** One open launch on the dashboard: remaining_ms is null before its clock starts (negative when late). */
export interface OpenLaunch extends Stance {
  order: string
  title: string
  company_name: string
  step: LaunchStep
  due_at: string
  remaining_ms: number | null
  paused: boolean
}

/** A page of the open launches, late first, then by time left, then those whose clock has not started. */
export interface OpenLaunchPage {
  items: OpenLaunch[]
  page: number
  perPage: number
  total: number
  late: number
}

/** The launches of a period: on_time_share (0..1) and median_hours are null without launches. */
export interface LaunchWindow {
  days: number
  launched: number
  on_time: number
  on_time_share: number | null
  median_hours: number | null
  /** Launches that went through a preview review, and their median number of review rounds (null without). */
  reviewed: number
  median_rounds: number | null
}

/** What GET /api/launchdesk/admin/launch-stats answers. */
export interface LaunchStats {
  now: string
  open: OpenLaunchPage
  windows: LaunchWindow[]
  weeks: { start: string; on_time: number; late: number }[]
}

/** getLaunchStats fetches the provider's view of the 2-day promise. */
export function getLaunchStats(): Promise<LaunchStats> {
  return pb.send<LaunchStats>("/api/launchdesk/admin/launch-stats", { requestKey: "launch-stats" })
}

/** getOpenLaunches fetches one page (from 1) of the open launches. */
export function getOpenLaunches(page: number): Promise<OpenLaunchPage> {
  return pb.send<OpenLaunchPage>("/api/launchdesk/admin/open-launches", {
    query: { page },
    requestKey: "open-launches",
  })
}
