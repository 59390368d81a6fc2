import { describe, expect, it } from "vitest"
import { FBC_STORAGE_KEY } from "./booking-url"
import { TOUCH_STORAGE_KEY, fbcOf, recordTouch, storedTouches } from "./touch"

function memory(init: Record<string, string> = {}) {
  const items = new Map(Object.entries(init))
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    items,
  }
}

const at = (iso: string) => new Date(iso)
const site = "https://studio.example"

describe("recordTouch", () => {
  it("keeps an ad visit's source, campaign and the _fbc it writes, as first and last touch", () => {
    const s = memory()
    const now = at("2026-11-28T10:00:00.000Z")
    const kept = recordTouch(`${site}/?utm_source=Instagram&utm_campaign=drop&fbclid=AbC-1`, "", s, now)
    const fbc = `fb.1.${now.getTime()}.AbC-1`
    expect(s.items.get(FBC_STORAGE_KEY)).toBe(fbc)
    const touch = { source: "instagram", campaign: "drop", fbc, landed: now.toISOString() }
    expect(kept).toEqual({ first: touch, last: touch })
    expect(storedTouches(s)).toEqual(kept)
  })

  it("never overwrites a stored _fbc, and the touch carries the stored one", () => {
    const s = memory({ [FBC_STORAGE_KEY]: "fb.1.1.old" })
    const kept = recordTouch(`${site}/book?fbclid=new`, "", s, at("2026-11-28T10:00:00Z"))
    expect(s.items.get(FBC_STORAGE_KEY)).toBe("fb.1.1.old")
    expect(kept?.last).toMatchObject({ source: "facebook", fbc: "fb.1.1.old" })
  })

  it("keeps the first touch and moves the last one only on a visit with a source", () => {
    const s = memory()
    recordTouch(`${site}/?utm_source=instagram`, "", s, at("2026-11-01T00:00:00Z"))
    recordTouch(`${site}/auth`, "", s, at("2026-11-02T00:00:00Z"))
    expect(storedTouches(s)?.last.source).toBe("instagram")
    recordTouch(`${site}/`, "https://www.Google.com/search?q=x", s, at("2026-11-03T00:00:00Z"))
    const kept = storedTouches(s)
    expect(kept?.first).toEqual({ source: "instagram", landed: "2026-11-01T00:00:00.000Z" })
    expect(kept?.last).toEqual({ source: "google.com", landed: "2026-11-03T00:00:00.000Z" })
  })

  it("is direct only when nothing is kept yet, and our own host is no referrer", () => {
    const s = memory()
    recordTouch(`${site}/portal`, `${site}/`, s, at("2026-11-01T00:00:00Z"))
    expect(storedTouches(s)).toEqual({
      first: { source: "direct", landed: "2026-11-01T00:00:00.000Z" },
      last: { source: "direct", landed: "2026-11-01T00:00:00.000Z" },
    })
  })

  it("reads the source of our own landing from the referrer when its script had not run yet", () => {
    const s = memory()
    const now = at("2026-11-28T10:00:00.000Z")
    recordTouch(`${site}/book`, `${site}/?utm_source=instagram&utm_campaign=drop&fbclid=x1`, s, now)
    const fbc = `fb.1.${now.getTime()}.x1`
    expect(s.items.get(FBC_STORAGE_KEY)).toBe(fbc)
    expect(storedTouches(s)?.first).toEqual({
      source: "instagram",
      campaign: "drop",
      fbc,
      landed: now.toISOString(),
    })
    // once something is kept, our own pages are no source again
    recordTouch(`${site}/auth`, `${site}/?utm_source=newsletter`, s, at("2026-11-29T10:00:00.000Z"))
    expect(storedTouches(s)?.last.source).toBe("instagram")
  })

  it("starts again over a kept value that is not touches", () => {
    const s = memory({ [TOUCH_STORAGE_KEY]: "{broken" })
    expect(recordTouch(`${site}/?utm_source=x`, "", s, at("2026-11-01T00:00:00Z"))?.first.source).toBe("x")
  })

  it("answers null without storage", () => {
    expect(recordTouch(`${site}/?utm_source=x`, "", null)).toBeNull()
  })
})

describe("fbcOf", () => {
  it("is Meta's format with the click id unchanged (case kept)", () => {
    expect(fbcOf("IwAR2F4-dbP0", new Date(1554763741205))).toBe("fb.1.1554763741205.IwAR2F4-dbP0")
  })
})
