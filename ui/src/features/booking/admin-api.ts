import { loadClient } from "@/lib/load-client"

/** A call as the studio's screens show it (internal/booking/admin.go). */
export interface StudioCall {
  id: string
  kind: "intro" | "consultation"
  start: string
  end: string
  name: string
  email: string
  brand: string
  note: string
  source: string
  status: "booked" | "cancelled"
  outcome: "" | "attended" | "no_show"
  /** The account of the person, once they have one (signed up with the booking's address). */
  client: string
  /** The order a consultation was booked from ("" for none). */
  order: string
}

/** The studio's availability as /admin/booking edits it. */
export interface BookingSettings {
  hours: { day: number; from: string; to: string }[]
  daysOff: string[]
  changes: { date: string; from: string; to: string }[]
  bufferMinutes: number
  noticeMinutes: number
  horizonDays: number
  dailyMax: number
  place: string
  busyUrl: string
}

/** What GET and PUT /api/launchdesk/booking/admin/settings answer. */
export interface SettingsAnswer {
  settings: BookingSettings
  zone: string
  busy: { error: string; readAt: string; okAt: string }
  feedPath: string
}

const ADMIN = "/api/launchdesk/booking/admin"

/** getCalls reads the studio's calls from today on, soonest first. */
export async function getCalls(): Promise<{ calls: StudioCall[]; zone: string }> {
  const pb = await loadClient()
  return pb.send(`${ADMIN}/calls`, { requestKey: "studio-calls" })
}

/** markOutcome marks a call that took place attended or no-show. */
export async function markOutcome(id: string, outcome: "attended" | "no_show"): Promise<unknown> {
  const pb = await loadClient()
  return pb.send(`${ADMIN}/calls/${encodeURIComponent(id)}/outcome`, {
    method: "POST",
    body: { outcome },
    requestKey: null,
  })
}

/** getBookingSettings reads the studio's availability, busy calendar state and private feed. */
export async function getBookingSettings(): Promise<SettingsAnswer> {
  const pb = await loadClient()
  return pb.send(`${ADMIN}/settings`, { requestKey: null })
}

/** saveBookingSettings saves them (newFeedToken: the old feed address stops working). */
export async function saveBookingSettings(
  settings: BookingSettings,
  newFeedToken = false,
): Promise<SettingsAnswer> {
  const pb = await loadClient()
  return pb.send(`${ADMIN}/settings`, { method: "PUT", body: { settings, newFeedToken }, requestKey: null })
}

/** inviteToOrder e-mails the person of an intro call a sign-up link for their address. */
export async function inviteToOrder(id: string): Promise<unknown> {
  const pb = await loadClient()
  return pb.send(`${ADMIN}/calls/${encodeURIComponent(id)}/invite`, { method: "POST", requestKey: null })
}
