// The interface's one locale. Every date, time and figure of the app goes through the formatters below: the words
// around them are English, so they are written the American English way ("Nov 29, 2026, 5:59 AM", "1,032") whatever
// the browser's language, and times show on the visitor's own clock (the browser's time zone, named in due times).
// ESLint refuses Intl and toLocale* anywhere else in ui/src (eslint.config.js).

/** LOCALE is the interface's language, for every date and number format. */
export const LOCALE = "en-US"

// A new Intl formatter builds its locale data on every construction (what Date#toLocaleString does per call): a
// list of dates paid for it once per row, the largest script cost of a dashboard's first render on a phone. One
// formatter per style is built on first use and kept.
const dates = new Map<string, Intl.DateTimeFormat>()
const numbers = new Map<string, Intl.NumberFormat>()

/** dateTimeFormat is the kept formatter named style with options (the visitor's time zone unless they set one). */
export function dateTimeFormat(style: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${style}\u0000${options.timeZone ?? ""}`
  let format = dates.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, options)
    dates.set(key, format)
  }
  return format
}

/** numberFormat is the kept formatter named style with options. */
export function numberFormat(style: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  let format = numbers.get(style)
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, options)
    numbers.set(style, format)
  }
  return format
}

/** visitorTimeZone is the browser's time zone ("Europe/Paris"), the one every time is shown in; "" when it names none. */
export function visitorTimeZone(): string {
  try {
    return new Intl.DateTimeFormat(LOCALE).resolvedOptions().timeZone ?? ""
  } catch {
    return ""
  }
}

/** timeZones is every zone the browser knows (none when it cannot list them), for a time zone picker. */
export function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf("timeZone")
  } catch {
    return []
  }
}
