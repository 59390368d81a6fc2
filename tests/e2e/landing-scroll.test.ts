import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { viewports } from "../support/browser"
import { expectScrolledTo, openLanding, topOf } from "./landing-support"
import { testWorld } from "../support/world"

/** recordScroll samples window.scrollY on every frame from now on, into window.__scrollSamples. */
function recordScroll(page: Page): Promise<void> {
  return page.evaluate(() => {
    const w = window as unknown as { __scrollSamples: number[] }
    w.__scrollSamples = []
    const sample = () => {
      w.__scrollSamples.push(window.scrollY)
      requestAnimationFrame(sample)
    }
    requestAnimationFrame(sample)
  })
}

function samples(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __scrollSamples: number[] }).__scrollSamples)
}

/** expectOneGlide: the recorded path only moves down and never passes where it ends. */
async function expectOneGlide(page: Page): Promise<number[]> {
  await expectScrolledTo(page, "services-section")
  expect(await topOf(page, "services-section")).toBeGreaterThanOrEqual(79)
  const ys = await samples(page)
  const end = ys.at(-1) ?? 0
  expect(end).toBeGreaterThan(500)
  const backwards = ys.filter((y, i) => i > 0 && y < ys[i - 1]! - 1)
  expect(backwards, `scroll path ${ys.join(",")}`).toEqual([])
  expect(Math.max(...ys), `scroll path ${ys.join(",")}`).toBeLessThanOrEqual(end + 1)
  return ys
}

describe("'See pricing' glides once to its section", () => {
  const world = testWorld({ browser: true })

  it("from the header and the hero at 1280 px, first click after load, without passing the section", async () => {
    for (const where of [".lp-header__nav", ".lp-hero"]) {
      const { context, page, seen } = await openLanding(world.browser, world.server.url, viewports.desktop)
      await recordScroll(page)
      await page.locator(where).getByRole("link", { name: "See pricing" }).click()
      const ys = await expectOneGlide(page)
      expect(new Set(ys.map(Math.round)).size, "it animates").toBeGreaterThan(5)
      expect(seen.errors).toEqual([])
      await context.close()
    }
  })

  it("from the hero and the drawer at 390 px, without overshooting", async () => {
    const { context, page, seen } = await openLanding(world.browser, world.server.url, viewports.phone)
    await recordScroll(page)
    await page.locator(".lp-hero").getByRole("link", { name: "See pricing" }).click()
    await expectOneGlide(page)

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
    await page.getByRole("button", { name: "Menu", exact: true }).click()
    await recordScroll(page)
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "See pricing" }).click()
    await expectOneGlide(page)
    expect(seen.errors).toEqual([])
    await context.close()
  })

  it("jumps without animation for visitors who prefer reduced motion", async () => {
    const { context, page, seen } = await openLanding(world.browser, world.server.url, viewports.phone, {
      reducedMotion: "reduce",
    })
    await recordScroll(page)
    await page.locator(".lp-hero").getByRole("link", { name: "See pricing" }).click()
    const ys = await expectOneGlide(page)
    const moving = ys.filter((y) => y > 0 && y < ys.at(-1)! - 1)
    expect(moving, "no frame between the start and the section").toEqual([])
    expect(seen.errors).toEqual([])
    await context.close()
  })
})
