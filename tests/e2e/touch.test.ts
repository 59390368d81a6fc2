import { describe, expect, it } from "vitest"
import { uniqueEmail } from "../support/accounts"
import { testWorld } from "../support/world"
import { adJourney } from "./ad-journey"

// The source travels with the person (docs/funnel.md), in Debian's Chromium: a phone arrives from an Instagram ad,
// the page keeps the touch and Meta's _fbc, and the booked call and the account carry them, fbc exactly the browser's.
// With Global Privacy Control the same journey is stored with gpc.

const world = testWorld({ browser: true, su: true })
describe("the source travels with the person", () => {
  it("from an Instagram ad to a booked call and an account, with the browser's _fbc", async () => {
    const { fbc, touches, booking, user } = await adJourney(world, uniqueEmail("ivy"))
    expect(fbc).toMatch(/^fb\.1\.\d{13}\.IwAR-abc$/)
    const touch = { source: "instagram", campaign: "drop", fbc, landed: touches?.first.landed }
    expect(touches).toEqual({ first: touch, last: touch })
    for (const person of [booking, user]) {
      expect(person).toMatchObject({ first_touch: touch, last_touch: touch, gpc: false })
    }
  })

  it("keeps the ad's source when the visitor taps before the landing's script ran", async () => {
    const { fbc, touches, booking } = await adJourney(world, uniqueEmail("quick"), { blockLanding: true })
    expect(fbc).toMatch(/^fb\.1\.\d{13}\.IwAR-abc$/)
    expect(touches?.first).toMatchObject({ source: "instagram", campaign: "drop", fbc })
    expect(booking.first_touch).toEqual(touches?.first)
  })

  it("keeps gpc when the browser sends Global Privacy Control", async () => {
    const { booking, user } = await adJourney(world, uniqueEmail("gpc"), { headers: { "Sec-GPC": "1" } })
    expect([booking.gpc, user.gpc]).toEqual([true, true])
  })
})
