import { describe, expect, it } from "vitest"
import { formatDate, formatDateTime, parsePbDate } from "./format-date"
import { dateTimeFormat } from "./intl"

describe("format-date", () => {
  it("parses PocketBase's space-separated UTC timestamps", () => {
    expect(parsePbDate("2026-01-02 15:04:05.000Z")?.toISOString()).toBe("2026-01-02T15:04:05.000Z")
  })

  it("returns empty text for empty or invalid values instead of 'Invalid Date'", () => {
    expect(formatDate("")).toBe("")
    expect(formatDate("not a date")).toBe("")
  })

  it("formats a date the interface's way, en-US", () => {
    expect(formatDate("2026-01-02 15:04:05.000Z")).toBe("Jan 2, 2026")
  })

  it("keeps one formatter per style and time zone, and never mixes them up", () => {
    const options: Intl.DateTimeFormatOptions = { month: "short", day: "numeric" }
    expect(dateTimeFormat("t", options)).toBe(dateTimeFormat("t", options))
    expect(dateTimeFormat("t", options)).not.toBe(dateTimeFormat("u", options))
    const utc = dateTimeFormat("t", { ...options, timeZone: "UTC" })
    expect(utc).not.toBe(dateTimeFormat("t", { ...options, timeZone: "Asia/Tokyo" }))

    // The same results as the Date methods the formatters replace, in the interface's locale.
    const value = "2026-01-02 15:04:05.000Z"
    const d = new Date("2026-01-02T15:04:05.000Z")
    expect(formatDateTime(value)).toBe(d.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" }))
  })
})
