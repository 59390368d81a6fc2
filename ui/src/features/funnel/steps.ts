import type { FunnelRow, Span } from "./api"

/** A step of the funnel: its field of a row and its column's name. */
export interface Step {
  key: "visits" | "booked" | "attended" | "signups" | "orders" | "paid" | "launched"
  label: string
}

/** The funnel's steps in order, as the table, the chart and the CSV name them. */
export const STEPS: Step[] = [
  { key: "visits", label: "Visits" },
  { key: "booked", label: "Calls booked" },
  { key: "attended", label: "Attended" },
  { key: "signups", label: "Sign-ups" },
  { key: "orders", label: "Orders" },
  { key: "paid", label: "Paid" },
  { key: "launched", label: "Launched" },
]

/** The median spans and their column names. */
export const SPANS: { key: Span; label: string }[] = [
  { key: "visit_booked", label: "Visit → call" },
  { key: "booked_signup", label: "Call → sign-up" },
  { key: "signup_order", label: "Sign-up → order" },
  { key: "order_paid", label: "Order → paid" },
  { key: "paid_launched", label: "Paid → launched" },
]

/** conversion is the share of the previous step that made step i, as "40%", or "" for the first step or none before. */
export function conversion(row: FunnelRow, i: number): string {
  const prev = i > 0 ? row[STEPS[i - 1]!.key] : 0
  if (i === 0 || prev === 0) return ""
  return `${Math.round((row[STEPS[i]!.key] / prev) * 100)}%`
}
