import { join } from "node:path"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { expect } from "vitest"
import { keepShot, type PageErrors, watchErrors } from "../support/browser"
import { artefactsDir } from "../support/paths"
export { showAllSections } from "../../scripts/landing-sections.mjs"

/** The scheduling site every booking link points to; answered locally (the tests have no internet). */
export const bookingOrigin = "https://calendly.com"

/** A landing page open in its own browser context, hydrated, with its console errors watched. */
export interface OpenLanding {
  context: BrowserContext
  page: Page
  seen: PageErrors
}

/** Options of openLanding: `_fbc` to store first, console errors to ignore, routes to set up, motion. */
export interface LandingOptions {
  fbc?: string
  ignore?: RegExp[]
  prepare?: (context: BrowserContext) => Promise<void>
  reducedMotion?: "reduce" | "no-preference"
}

/** openLanding loads `/` at `viewport` in a fresh context and waits until React has hydrated the hero. */
export async function openLanding(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  options: LandingOptions = {},
): Promise<OpenLanding> {
  const context = await browser.newContext({
    viewport,
    reducedMotion: options.reducedMotion ?? "no-preference",
  })
  await context.route(`${bookingOrigin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>Booking</title>" }),
  )
  if (options.fbc) {
    await context.addInitScript((value) => window.localStorage.setItem("_fbc", value), options.fbc)
  }
  await options.prepare?.(context)
  const page = await context.newPage()
  const seen = watchErrors(page, options.ignore)
  const response = await page.goto(`${url}/`)
  expect(response?.status()).toBe(200)
  await waitHydrated(page, "#hero-title")
  return { context, page, seen }
}

/** waitHydrated waits until React owns the element (hydration attaches its fiber to the DOM node). */
export async function waitHydrated(page: Page, selector: string): Promise<void> {
  await expect
    .poll(() => page.$eval(selector, (el) => Object.keys(el).some((key) => key.startsWith("__reactFiber"))), {
      timeout: 15_000,
    })
    .toBe(true)
}

/** topOf is the distance in CSS px from the viewport's top edge to the element's top edge. */
export function topOf(page: Page, id: string): Promise<number> {
  return page.evaluate((target) => {
    const el = document.getElementById(target)
    if (!el) throw new Error(`#${target} is missing`)
    return Math.round(el.getBoundingClientRect().top)
  }, id)
}

/**
 * expectScrolledTo waits until scrolling has stopped with `id` resting `offset` px (±1 for sub-pixel
 * rounding) below the viewport top, or the page cannot scroll further (a section near the end).
 */
export async function expectScrolledTo(page: Page, id: string, offset = 80): Promise<void> {
  let last = Number.NaN
  await expect
    .poll(
      async () => {
        const top = await topOf(page, id)
        const settled = top === last
        last = top
        const atEnd = await page.evaluate(
          () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
        )
        return settled && (Math.abs(top - offset) <= 1 || (atEnd && top >= 0 && top < offset))
      },
      { timeout: 8_000, interval: 150 },
    )
    .toBe(true)
}

/** viewportShot saves what is on screen (not the full page), e.g. an open drawer, as screenshots/NAME.png. */
export async function viewportShot(page: Page, name: string): Promise<void> {
  await keepShot(page, join(artefactsDir, "screenshots", `${name}.png`))
}
