import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

// Issue 40 item 26: a French browser read "dim. 29 nov., 05:59 UTC+1" inside the English interface. Intl is made a
// French browser's here (a formatter built without a locale gets fr-FR, as the browser's default) and the modules are
// loaded afresh, so that none reuses a formatter built before: every date, due time, figure and price must still be
// written the interface's way (en-US), and times on the visitor's clock.
const french = <T extends object>(Real: T): T =>
  new Proxy(Real, {
    construct: (target, [locale, options]) =>
      Reflect.construct(target as never, [locale ?? "fr-FR", options]) as object,
  })

beforeEach(() => {
  vi.resetModules()
  const intl = Object.create(Intl) as typeof Intl
  Object.assign(intl, {
    DateTimeFormat: french(Intl.DateTimeFormat),
    NumberFormat: french(Intl.NumberFormat),
  })
  vi.stubGlobal("Intl", intl)
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe("one locale for the interface in a French browser", () => {
  it("is the browser French here: a formatter without a locale writes French", () => {
    expect(
      new Intl.DateTimeFormat(undefined, { month: "short" }).format(new Date("2026-11-29T12:00:00Z")),
    ).toBe("nov.")
  })

  it("writes dates, date-times and due times in en-US, on the visitor's clock", async () => {
    const { formatDate, formatDateTime } = await import("@/lib/format-date")
    const { formatDue } = await import("@/features/launch/countdown")
    expect(formatDate("2026-11-29 04:59:00.000Z")).toMatch(/^Nov 29, 2026$/)
    expect(formatDateTime("2026-11-29 04:59:00.000Z")).toMatch(/^Nov 29, 2026, \d{1,2}:59 (AM|PM)$/)
    expect(formatDue(new Date("2026-11-29T04:59:00Z"), "Europe/Paris")).toBe("Sun, Nov 29, 5:59 AM GMT+1")
  })

  it("writes figures and prices in en-US", async () => {
    const { formatNumber } = await import("@/lib/format-number")
    const { money } = await import("@/lib/format-money")
    expect(formatNumber(4070)).toBe("4,070")
    expect(money(120000, "usd", true)).toBe("$1,200.00")
    expect(money(19950, "eur")).toBe("€199.50")
  })
})
