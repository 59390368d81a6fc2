import { describe, expect, it } from "vitest"
import { formatNumber } from "./format-number"

describe("formatNumber", () => {
  it("writes counts and amounts as the app's English text does, whatever the browser's language", () => {
    expect(formatNumber(0)).toBe("0")
    expect(formatNumber(1032)).toBe("1,032")
    expect(formatNumber(1500.5)).toBe("1,500.5")
    expect(formatNumber(1234567)).toBe((1234567).toLocaleString("en-US"))
  })
})
