/** PocketBase stores "2026-01-02 15:04:05.000Z"; Date needs the T separator. */
export function parsePbDate(value: string): Date | null {
  if (!value) return null
  const d = new Date(value.replace(" ", "T"))
  return Number.isNaN(d.getTime()) ? null : d
}

/** formatDate renders a record date as "Jan 2, 2026" in the visitor's locale; "" for an empty value. */
export function formatDate(value: string, locale?: string): string {
  const d = parsePbDate(value)
  return d ? d.toLocaleDateString(locale, { year: "numeric", month: "short", day: "numeric" }) : ""
}

/** formatDateTime renders "Jan 2, 2026, 3:04 PM" in the visitor's locale. */
export function formatDateTime(value: string, locale?: string): string {
  const d = parsePbDate(value)
  return d ? d.toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" }) : ""
}
