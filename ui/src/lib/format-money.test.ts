import { describe, expect, it } from "vitest"
import cases from "../../../internal/price/testdata/money_cases.json"
import { money } from "./format-money"

// The table Go (internal/price) and the hooks (pb_hooks/lib/payment_texts.js) are held to as well: one way of
// writing an amount, whichever runtime writes it.
describe("money, as every runtime writes it", () => {
  it.each(cases)("writes $cents $currency as $whole, or $always2 with cents", (c) => {
    expect(money(c.cents, c.currency)).toBe(c.whole)
    expect(money(c.cents, c.currency, true)).toBe(c.always2)
  })
})
