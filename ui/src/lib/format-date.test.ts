import { describe, expect, it } from "vitest"
import { dateTimeFormat, formatDate, formatDateTime, parsePbDate } from "./format-date"

describe("format-date", () => {
  it("parses PocketBase's space-separated UTC timestamps", () => {
    expect(parsePbDate("2026-01-02 15:04:05.000Z")?.toISOString()).toBe("2026-01-02T15:04:05.000Z")
  })

  it("returns empty text for empty or invalid values instead of 'Invalid Date'", () => {
    expect(formatDate("")).toBe("")
    expect(formatDate("not a date")).toBe("")
  })

  it("formats a date in the given locale", () => {
    expect(formatDate("2026-01-02 15:04:05.000Z", "en-US")).toBe("Jan 2, 2026")
  })

  it("keeps one formatter per style, locale and time zone, and never mixes them up", () => {
    const options: Intl.DateTimeFormatOptions = { month: "short", day: "numeric" }
    expect(dateTimeFormat("t", options, "en-US")).toBe(dateTimeFormat("t", options, "en-US"))
    expect(dateTimeFormat("t", options, "en-US")).not.toBe(dateTimeFormat("t", options, "de-DE"))
    const utc = dateTimeFormat("t", { ...options, timeZone: "UTC" }, "en-US")
    expect(utc).not.toBe(dateTimeFormat("t", { ...options, timeZone: "Asia/Tokyo" }, "en-US"))

    const value = "2026-01-02 15:04:05.000Z"
    expect(formatDate(value, "de-DE")).toBe("2. Jan. 2026")
    expect(formatDate(value, "en-US")).toBe("Jan 2, 2026")
    // The same results as the Date methods the formatters replace.
    const d = new Date("2026-01-02T15:04:05.000Z")
    expect(formatDateTime(value, "en-GB")).toBe(
      d.toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" }),
    )
    expect(formatDate(value)).toBe(
      d.toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" }),
    )
  })
})
