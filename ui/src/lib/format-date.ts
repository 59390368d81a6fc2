import { dateTimeFormat } from "./intl"

/** PocketBase stores "2026-01-02 15:04:05.000Z"; Date needs the T separator. */
export function parsePbDate(value: string): Date | null {
  if (!value) return null
  const d = new Date(value.replace(" ", "T"))
  return Number.isNaN(d.getTime()) ? null : d
}

const DATE: Intl.DateTimeFormatOptions = { year: "numeric", month: "short", day: "numeric" }
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" }

/** formatDate renders a record date as "Jan 2, 2026" on the visitor's calendar; "" for an empty value. */
export function formatDate(value: string): string {
  const d = parsePbDate(value)
  return d ? dateTimeFormat("date", DATE).format(d) : ""
}

/** formatDateTime renders "Jan 2, 2026, 3:04 PM" on the visitor's clock. */
export function formatDateTime(value: string): string {
  const d = parsePbDate(value)
  return d ? dateTimeFormat("date-time", DATE_TIME).format(d) : ""
}
