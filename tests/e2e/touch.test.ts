import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import type { Touches } from "../../ui/src/lib/touch"
import { viewports, watchErrors } from "../support/browser"
import { uniqueEmail } from "../support/accounts"
import { testWorld } from "../support/world"

// The source travels with the person (docs/funnel.md), in Debian's Chromium: a phone arrives from an Instagram ad,
// the page keeps the touch and Meta's _fbc, and the booked call and the account carry them, fbc exactly the browser's.
// With Global Privacy Control the same journey is stored with gpc.

const world = testWorld({ browser: true, su: true })
const time = /^\d{1,2}:\d{2} [AP]M$/

/**
 * journey lands from the ad, books the first free intro call and then creates the account, as email; blockLanding
 * keeps the landing's script from loading (a tap before it ran).
 */
async function journey(email: string, headers: Record<string, string> = {}, blockLanding = false) {
  const context = await world.browser.newContext({
    viewport: viewports.phone,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: headers,
  })
  let blocked = 0
  if (blockLanding) await context.route(/\/assets\/landing-[^/]*\.js$/, (route) => (blocked++, route.abort()))
  const page = await context.newPage()
  const seen = watchErrors(page, blockLanding ? [/Failed to load resource/] : [])
  await page.goto(`${world.server.url}/?utm_source=instagram&utm_campaign=drop&fbclid=IwAR-abc`)
  // the landing's script runs after its first paint (scripts/prerender-lib.mjs), and keeps the touch then
  if (!blockLanding) await page.waitForFunction(() => localStorage.getItem("ld_touch") !== null)
  else expect(await stored(page)).toEqual({ fbc: "", touches: null })
  await Promise.all([
    page.waitForURL(/\/book$/),
    page.getByRole("link", { name: /Book a 15-min intro call/ }).click(),
  ])
  await page.getByRole("button", { name: time }).first().click()
  await page.getByLabel("Name").fill("Ivy Instagram")
  await page.getByLabel("E-mail").fill(email)
  await page.getByLabel("Brand").fill("Ivy Knits")
  await page.getByRole("button", { name: "Confirm booking" }).click()
  await page.getByRole("heading", { name: "Your call is booked" }).waitFor()
  const kept = await stored(page)
  await page.goto(`${world.server.url}/auth`)
  await page.getByRole("button", { name: "Create account" }).click()
  await page.getByLabel("Full name").fill("Ivy Instagram")
  await page.getByLabel("Email").fill(email)
  await page.getByLabel("Password", { exact: true }).fill("ivy-pass-12")
  await page.getByLabel("Confirm password").fill("ivy-pass-12")
  await page.getByRole("button", { name: "Create account" }).first().click()
  await page.waitForURL(/\/portal$/)
  expect(await stored(page)).toEqual(kept) // the pages after the landing carried no source: nothing moved
  expect(seen.errors).toEqual([])
  expect(blocked > 0).toBe(blockLanding)
  await context.close()
  const booking = await world.su.collection("bookings").getFirstListItem(`email = "${email}"`)
  const user = await world.su.collection("users").getFirstListItem(`email = "${email}"`)
  return { ...kept, booking, user }
}

/** stored reads what the page keeps: _fbc and the touches. */
const stored = (page: Page) =>
  page.evaluate(() => ({
    fbc: localStorage.getItem("_fbc") ?? "",
    touches: JSON.parse(localStorage.getItem("ld_touch") ?? "null") as Touches | null,
  }))

describe("the source travels with the person", () => {
  it("from an Instagram ad to a booked call and an account, with the browser's _fbc", async () => {
    const { fbc, touches, booking, user } = await journey(uniqueEmail("ivy"))
    expect(fbc).toMatch(/^fb\.1\.\d{13}\.IwAR-abc$/)
    const touch = { source: "instagram", campaign: "drop", fbc, landed: touches?.first.landed }
    expect(touches).toEqual({ first: touch, last: touch })
    for (const person of [booking, user]) {
      expect(person).toMatchObject({ first_touch: touch, last_touch: touch, gpc: false })
    }
  })

  it("keeps the ad's source when the visitor taps before the landing's script ran", async () => {
    const { fbc, touches, booking } = await journey(uniqueEmail("quick"), {}, true)
    expect(fbc).toMatch(/^fb\.1\.\d{13}\.IwAR-abc$/)
    expect(touches?.first).toMatchObject({ source: "instagram", campaign: "drop", fbc })
    expect(booking.first_touch).toEqual(touches?.first)
  })

  it("keeps gpc when the browser sends Global Privacy Control", async () => {
    const { booking, user } = await journey(uniqueEmail("gpc"), { "Sec-GPC": "1" })
    expect([booking.gpc, user.gpc]).toEqual([true, true])
  })
})
