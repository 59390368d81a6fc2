import { loadClient } from "@/lib/load-client"

/** The spans between steps the funnel gives a median for, in its order (internal/funnel Spans). */
export type Span = "visit_booked" | "booked_signup" | "signup_order" | "order_paid" | "paid_launched"

/** One row of the funnel: a source (and campaign), or all of them. */
export interface FunnelRow {
  source: string
  campaign: string
  visits: number
  booked: number
  attended: number
  signups: number
  orders: number
  paid: number
  launched: number
  revenue_cents: number
  median_days: Record<Span, number | null>
}

/** What GET /api/launchdesk/admin/funnel answers for a range of the studio's days. */
export interface FunnelReport {
  from: string
  to: string
  zone: string
  currency: string
  by_campaign: FunnelRow[]
  by_source: FunnelRow[]
  total: FunnelRow
}

const ROUTE = "/api/launchdesk/admin/funnel"

const query = (from: string, to: string, format?: string) =>
  "?" +
  new URLSearchParams({ ...(from ? { from } : {}), ...(to ? { to } : {}), ...(format ? { format } : {}) })

/** getFunnel reads the funnel from and to (YYYY-MM-DD, included; empty: the last 30 days). */
export async function getFunnel(from: string, to: string): Promise<FunnelReport> {
  const pb = await loadClient()
  return pb.send(ROUTE + query(from, to), { requestKey: "funnel" })
}

/** downloadFunnelCsv saves the table by campaign as a CSV file, through the signed-in session. */
export async function downloadFunnelCsv(from: string, to: string): Promise<void> {
  const pb = await loadClient()
  const res = await fetch(pb.buildURL(ROUTE + query(from, to, "csv")), {
    headers: { Authorization: pb.authStore.token },
  })
  if (!res.ok) throw new Error("The CSV file could not be made.")
  const url = URL.createObjectURL(await res.blob())
  const link = document.createElement("a")
  link.href = url
  link.download = `funnel-${from || "last-30-days"}-${to || "today"}.csv`
  link.click()
  URL.revokeObjectURL(url)
}
