import { describe, expect, it } from "vitest"
import { viewports } from "../support/browser"
import { waitHydrated, openLanding } from "./landing-support"
import { testWorld } from "../support/world"

describe("landing page motion", () => {
  const world = testWorld({ browser: true })

  it("reveals each approach step once 15% of it is on screen, and fills the rail as the visitor scrolls", async () => {
    const { context, page, seen } = await openLanding(world.browser, world.server.url, viewports.phone)
    await waitHydrated(page, "#approach")
    const states = () =>
      page.$$eval(".lp-step", (steps) => steps.map((s) => s.classList.contains("is-visible")))
    expect(await states()).toEqual(Array(6).fill(false)) // far below the first screen
    expect(await page.locator(".lp-step[data-reveal]").count()).toBe(6)
    const marker = await page.locator(".lp-step__marker").first().boundingBox()
    expect(marker?.width).toBe(48)
    expect(marker?.height).toBe(48)

    await page.locator(".lp-step").first().scrollIntoViewIfNeeded()
    await expect.poll(async () => (await states())[0]).toBe(true)
    expect((await states())[5]).toBe(false)
    const progress = () =>
      page.$eval(".lp-timeline", (el) => Number((el as HTMLElement).style.getPropertyValue("--progress")))
    const early = await progress()
    await page.locator(".lp-step").last().scrollIntoViewIfNeeded()
    await expect.poll(async () => (await states()).every(Boolean)).toBe(true)
    await expect.poll(progress).toBeGreaterThan(early)
    expect(seen.errors).toEqual([])
    await context.close()
  })

  it("keeps the brand strip still for visitors who prefer reduced motion", async () => {
    const { context, page, seen } = await openLanding(world.browser, world.server.url, viewports.desktop, {
      reducedMotion: "reduce",
    })
    await waitHydrated(page, "#social-proof")
    const strip = page.locator(".lp-strip")
    await strip.scrollIntoViewIfNeeded()
    await page.mouse.move(5, 5)
    await page.waitForTimeout(500)
    expect(await strip.getAttribute("data-paused")).toBe("true")
    expect(await page.$eval(".lp-strip__track", (el) => (el as HTMLElement).style.transform)).toBe("")
    expect(await strip.evaluate((el) => getComputedStyle(el).overflowX)).toBe("auto")
    expect(seen.errors).toEqual([])
    await context.close()
  })
})
