import type { Page } from "playwright-core"
import { expect } from "vitest"
import type { Touches } from "../../ui/src/lib/touch"
import { viewports, watchErrors } from "../support/browser"
import type { World } from "../support/world"

// A visitor's way from an Instagram ad to a booked intro call and an account, in Debian's Chromium: the journey of
// the touch (touch.test.ts) and of the funnel (funnel-path.test.ts).

const time = /^\d{1,2}:\d{2} [AP]M$/

/**
 * adJourney lands from the ad, books the first free intro call and then creates the account, as email (password
 * ivy-pass-12); blockLanding keeps the landing's script from loading (a tap before it ran); userAgent replaces
 * headless Chromium's, which the server's visit counter leaves out as a robot's.
 */
export async function adJourney(
  world: World,
  email: string,
  {
    headers = {},
    blockLanding = false,
    userAgent,
  }: { headers?: Record<string, string>; blockLanding?: boolean; userAgent?: string } = {},
) {
  const context = await world.browser.newContext({
    viewport: viewports.phone,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: headers,
    ...(userAgent ? { userAgent } : {}),
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
