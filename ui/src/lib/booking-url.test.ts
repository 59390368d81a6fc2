import { describe, expect, it } from "vitest"
import { bookingUrl } from "./booking-url"

const storage = (value: string | null) => ({ getItem: () => value })

describe("bookingUrl", () => {
  it("returns the URL unchanged when no _fbc is stored", () => {
    expect(bookingUrl("https://cal.example/intro", storage(null))).toBe("https://cal.example/intro")
  })

  it("appends fbc, keeping existing parameters and escaping the value", () => {
    expect(bookingUrl("https://cal.example/intro?ref=site", storage("fb.1.2&x"))).toBe(
      "https://cal.example/intro?ref=site&fbc=fb.1.2%26x",
    )
  })
})
