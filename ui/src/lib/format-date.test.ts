import { describe, expect, it } from "vitest"
import { formatDate, parsePbDate } from "./format-date"

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
})
