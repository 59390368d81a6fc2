import { describe, expect, it } from "vitest"
import type { FunnelRow } from "./api"
import { conversion } from "./steps"

const row = (over: Partial<FunnelRow>): FunnelRow => ({
  source: "instagram",
  campaign: "drop",
  visits: 0,
  booked: 0,
  attended: 0,
  signups: 0,
  orders: 0,
  paid: 0,
  launched: 0,
  revenue_cents: 0,
  median_days: {
    visit_booked: null,
    booked_signup: null,
    signup_order: null,
    order_paid: null,
    paid_launched: null,
  },
  ...over,
})

describe("conversion", () => {
  it("is the share of the previous step, rounded", () => {
    const r = row({ visits: 30, booked: 4, attended: 3 })
    expect(conversion(r, 1)).toBe("13%")
    expect(conversion(r, 2)).toBe("75%")
  })
  it("is blank for the first step and after a step no one made", () => {
    expect(conversion(row({ visits: 5 }), 0)).toBe("")
    expect(conversion(row({ booked: 0, attended: 0 }), 2)).toBe("")
  })
})
