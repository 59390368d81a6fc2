/** PocketBase stores "2026-01-02 15:04:05.000Z"; Date needs the T separator. */
export function parsePbDate(value: string): Date | null {
  if (!value) return null
  const d = new Date(value.replace(" ", "T"))
  return Number.isNaN(d.getTime()) ? null : d
}

// Date#toLocaleString builds a new Intl.DateTimeFormat (locale data and all) on every call: a list of
// dates paid for it once per row, the largest script cost of a dashboard's first render on a phone.
// One formatter per style and locale is built on first use and kept.
const formatters = new Map<string, Intl.DateTimeFormat>()

/** dateTimeFormat returns the kept formatter for the options (named by style) and locale. */
export function dateTimeFormat(
  style: string,
  options: Intl.DateTimeFormatOptions,
  locale?: string,
): Intl.DateTimeFormat {
  const key = `${style}\u0000${locale ?? ""}\u0000${options.timeZone ?? ""}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options)
    formatters.set(key, format)
  }
  return format
}

const DATE: Intl.DateTimeFormatOptions = { year: "numeric", month: "short", day: "numeric" }
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" }

/** formatDate renders a record date as "Jan 2, 2026" in the visitor's locale; "" for an empty value. */
export function formatDate(value: string, locale?: string): string {
  const d = parsePbDate(value)
  return d ? dateTimeFormat("date", DATE, locale).format(d) : ""
}

/** formatDateTime renders "Jan 2, 2026, 3:04 PM" in the visitor's locale. */
export function formatDateTime(value: string, locale?: string): string {
  const d = parsePbDate(value)
  return d ? dateTimeFormat("date-time", DATE_TIME, locale).format(d) : ""
}
