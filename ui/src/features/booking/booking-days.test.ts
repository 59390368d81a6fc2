import { describe, expect, it } from "vitest"
import { slotDays, today } from "./booking-days"

const slot = (start: string) => ({ start, end: start })

describe("slotDays", () => {
  it("groups free times by the visitor's day and shows them on the visitor's clock", () => {
    const days = slotDays(
      [slot("2027-03-22T08:00:00Z"), slot("2027-03-22T15:30:00Z"), slot("2027-03-23T01:00:00Z")],
      "Asia/Tokyo",
    )
    expect(days.map((d) => d.label)).toEqual(["Monday, March 22", "Tuesday, March 23"])
    expect(days[0]?.slots.map((s) => s.time)).toEqual(["5:00 PM"])
    expect(days[1]?.slots.map((s) => s.time)).toEqual(["12:30 AM", "10:00 AM"])
  })

  it("follows the visitor's own daylight-saving change", () => {
    const days = slotDays([slot("2027-03-12T14:00:00Z"), slot("2027-03-15T14:00:00Z")], "America/New_York")
    expect(days.map((d) => d.slots[0]?.time)).toEqual(["9:00 AM", "10:00 AM"])
  })
})

describe("today", () => {
  it("is the date in the visitor's zone", () => {
    const now = new Date("2027-03-22T23:30:00Z")
    expect(today("UTC", now)).toBe("2027-03-22")
    expect(today("Asia/Tokyo", now)).toBe("2027-03-23")
  })
})
