import { describe, expect, it } from "vitest"
import { charCount } from "./char-count"

// One number format for a length limit: the count under a field and the error of a form say the same figures.
describe("charCount", () => {
  it("writes every figure with thousands separators, the count and the error alike", () => {
    expect(charCount.over(8070, 4000)).toBe("4,070 characters over the limit of 4,000")
    expect(charCount.left(1000, 4000)).toBe("3,000 characters left")
    expect(charCount.shorten("the message", 8070, 4000)).toBe(
      "Shorten the message by 4,070 characters (at most 4,000).",
    )
  })
})
