import { describe, expect, it } from "vitest"
import { money, receiptLabel } from "./money"

describe("money", () => {
  it("writes a whole amount without cents on buttons and with them on receipts", () => {
    expect(money(20000, "usd")).toBe("$200")
    expect(money(20000, "usd", true)).toBe("$200.00")
    expect(money(19950, "eur")).toBe("€199.50")
  })

  it("groups thousands the one way the app writes figures", () => {
    expect(money(100000, "usd")).toBe("$1,000")
    expect(money(120000, "usd", true)).toBe("$1,200.00")
    expect(money(123456789, "usd")).toBe("$1,234,567.89")
  })

  it("writes an unknown currency by its code", () => {
    expect(money(15000, "chf", true)).toBe("CHF 150.00")
  })

  it("pads receipt numbers to six digits", () => {
    expect(receiptLabel(42)).toBe("R-000042")
  })
})
