import { describe, expect, it } from "vitest"
import { screenSizes, screenshot, viewports } from "../support/browser"
import { expectAccessible } from "./portal-support"
import { expectScrolledTo, openLanding, showAllSections, viewportShot, waitHydrated } from "./landing-support"
import { testWorld } from "../support/world"

describe("landing page in Chromium", () => {
  const world = testWorld({ browser: true })

  it("has a target for every in-page anchor, and the anchors the specification names", async () => {
    const { context, page, seen } = await openLanding(world.browser, world.server.url, viewports.desktop)
    const missing = await page.$$eval('a[href^="#"]', (links) =>
      links.map((a) => a.getAttribute("href")!.slice(1)).filter((id) => !document.getElementById(id)),
    )
    expect(missing).toEqual([])
    for (const id of ["social-proof", "testimonials", "services-section", "pricing", "contact-section"]) {
      expect(await page.locator(`#${id}`).count(), `#${id}`).toBe(1)
    }
    expect(seen.errors).toEqual([])
    await context.close()
  })

  it("scrolls to each section from its button, leaving 80 px for the header (1280 px)", async () => {
    const { context, page, seen } = await openLanding(world.browser, world.server.url, viewports.desktop)
    const header = page.locator(".lp-header__nav")
    await header.getByRole("link", { name: "See pricing" }).click()
    await expectScrolledTo(page, "services-section")

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
    await page.locator(".lp-hero").getByRole("link", { name: "See pricing" }).click()
    await expectScrolledTo(page, "services-section")

    await waitHydrated(page, "#social-proof")
    await page.getByRole("link", { name: "Let's Build Yours" }).click()
    await expectScrolledTo(page, "contact-section")

    await page.getByRole("link", { name: "See what's in the package" }).click()
    await expectScrolledTo(page, "pricing")
    expect(seen.errors).toEqual([])
    await context.close()
  })

  it("opens the drawer at 390 px; close, Escape, pricing and booking all close it", async () => {
    const { context, page, seen } = await openLanding(world.browser, world.server.url, viewports.phone)
    const menu = page.getByRole("button", { name: "Menu", exact: true })
    const drawer = page.getByRole("dialog", { name: "Menu" })
    expect(await page.locator(".lp-header__nav").isVisible()).toBe(false)

    await menu.click()
    await expect.poll(() => drawer.isVisible()).toBe(true)
    expect(await menu.getAttribute("aria-expanded")).toBe("true")
    // one copyright line, the footer's ("© 2025–2026 launchdesk"), and starting an order as in the hero
    const legal = (await page.locator(".lp-footer__legal").textContent())?.trim()
    expect(legal).toMatch(/^© 2025(–\d{4})? launchdesk\. All rights reserved\.$/)
    expect((await drawer.locator(".lp-drawer__legal").textContent())?.trim()).toBe(legal)
    expect(await drawer.getByRole("link", { name: "Client Portal" }).getAttribute("href")).toBe("/auth")
    expect(await drawer.getByRole("link", { name: "Start your order" }).getAttribute("href")).toBe(
      await page.locator(".lp-hero").getByRole("link", { name: "Start your order" }).getAttribute("href"),
    )
    await viewportShot(page, "landing-drawer-390")
    await drawer.getByRole("button", { name: "Close menu" }).click()
    await expect.poll(() => drawer.isVisible()).toBe(false)
    await expect.poll(() => menu.getAttribute("aria-expanded")).toBe("false")

    await menu.click()
    await page.keyboard.press("Escape")
    await expect.poll(() => drawer.isVisible()).toBe(false)

    await menu.click()
    await drawer.getByRole("link", { name: "See pricing" }).click()
    await expect.poll(() => drawer.isVisible()).toBe(false)
    await expectScrolledTo(page, "services-section")

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
    await menu.click()
    await Promise.all([page.waitForURL(/\/book$/), drawer.getByRole("link", { name: /Book a call/ }).click()])
    expect(seen.errors).toEqual([])
    await context.close()
  })

  it("moves the brand strip 1 px per frame, and pauses it on hover", async () => {
    const { context, page, seen } = await openLanding(world.browser, world.server.url, viewports.desktop)
    await waitHydrated(page, "#social-proof")
    const strip = page.locator(".lp-strip")
    await strip.scrollIntoViewIfNeeded()
    await page.mouse.move(5, 5)
    const offset = () =>
      page.$eval(".lp-strip__track", (el) =>
        Number(/translate3d\((-?[\d.]+)px/.exec((el as HTMLElement).style.transform)?.[1] ?? 0),
      )
    await expect.poll(() => strip.getAttribute("data-paused")).toBe("false")
    const before = await offset()
    await page.waitForTimeout(300)
    expect(await offset()).toBeLessThan(before) // moving left

    await strip.hover()
    await expect.poll(() => strip.getAttribute("data-paused")).toBe("true")
    const held = await offset()
    await page.waitForTimeout(400)
    expect(await offset()).toBe(held)

    await page.mouse.move(5, 5)
    await expect.poll(() => strip.getAttribute("data-paused")).toBe("false")
    await page.waitForTimeout(300)
    expect(await offset()).toBeLessThan(held)
    expect(await page.locator(".lp-strip__list").count()).toBe(2)
    expect(await page.locator(".lp-strip__list").nth(1).getAttribute("aria-hidden")).toBe("true")
    expect(await page.locator(".lp-strip__list").first().locator("img").count()).toBe(13)
    expect(seen.errors).toEqual([])
    await context.close()
  })

  it("logs 'Failed to load image N' once for a strip image that cannot load", async () => {
    const ignore = [/Failed to load image/, /Failed to load resource/]
    const logged: string[] = []
    const { context, page, seen } = await openLanding(world.browser, world.server.url, viewports.desktop, {
      ignore,
      prepare: async (ctx) => {
        await ctx.route("**/images/brands/pale-fire-*", (route) => route.abort())
        ctx.on("console", (msg) => msg.type() === "error" && logged.push(msg.text()))
      },
    })
    await waitHydrated(page, "#social-proof")
    await page.locator(".lp-strip").scrollIntoViewIfNeeded()
    await expect.poll(() => logged.filter((t) => t === "Failed to load image 2").length).toBe(1)
    await page.waitForTimeout(500)
    expect(logged.filter((t) => t.startsWith("Failed to load image"))).toEqual(["Failed to load image 2"])
    expect(seen.errors).toEqual([])
    await context.close()
  })

  it("browses the projects with the buttons and the arrow keys (two per view at 1280 px)", async () => {
    const { context, page, seen } = await openLanding(world.browser, world.server.url, viewports.desktop)
    await waitHydrated(page, "#lp-projects-track")
    const track = page.locator("#lp-projects-track")
    const previous = page.getByRole("button", { name: "Previous project" })
    const next = page.getByRole("button", { name: "Next project" })
    const scrollLeft = () => track.evaluate((el) => el.scrollLeft)
    const slideWidth = await page
      .locator(".lp-carousel__slide")
      .first()
      .evaluate((el) => el.clientWidth)
    expect(slideWidth).toBeGreaterThan(500)
    expect(slideWidth).toBeLessThan(620)
    expect(await previous.isDisabled()).toBe(true)

    await next.click()
    await expect.poll(scrollLeft).toBeGreaterThan(slideWidth - 2)
    await expect.poll(() => previous.isDisabled()).toBe(false)
    await next.click()
    await expect.poll(() => next.isDisabled()).toBe(true) // 4 projects, 2 in view: the last position

    await track.focus()
    await page.keyboard.press("Home")
    await expect.poll(scrollLeft).toBe(0)
    await page.keyboard.press("ArrowRight")
    await expect.poll(scrollLeft).toBeGreaterThan(slideWidth - 2)
    expect(await page.locator('.lp-dot[aria-current="true"]').count()).toBe(2)
    expect(seen.errors).toEqual([])
    await context.close()
  })

  for (const [name, viewport] of Object.entries(screenSizes)) {
    it(`renders the whole page without console errors, full-page screenshot (${name})`, async () => {
      const { context, page, seen } = await openLanding(world.browser, world.server.url, viewport)
      await showAllSections(page)
      await screenshot(page, `landing-${viewport.width}`)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, "no horizontal scrolling").toBeLessThanOrEqual(0)
      // The hero's three figures sit on one line each, side by side, even where a label wraps.
      const figures = await page
        .locator(".lp-join__stats dd")
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => [r.bottom, r.height]))
      expect(figures).toHaveLength(3)
      expect(new Set(figures.map(([bottom]) => Math.round(bottom!))).size, "figures on one line").toBe(1)
      expect(new Set(figures.map(([, height]) => Math.round(height!))).size, "one line each").toBe(1)
      // The carousel's arrows never squeeze its title to one word a line.
      const titleLines = await page.evaluate(() => {
        const range = document.createRange()
        range.selectNodeContents(document.getElementById("projects-title")!)
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
      })
      expect(titleLines, "lines of 'Stores we shipped this season'").toBeLessThanOrEqual(3)
      // On a phone the price card keeps the page margin on both sides (one column).
      const margins = await page.evaluate(() => {
        const r = document.querySelector(".lp-price-card")!.getBoundingClientRect()
        return [Math.round(r.left), Math.round(document.documentElement.clientWidth - r.right)]
      })
      if (viewport.width < 1024) expect(margins[1], `price card margins ${margins}`).toBe(margins[0])
      await expectAccessible(page, `landing ${name}`)
      expect(seen.errors).toEqual([])
      await context.close()
    })
  }
})
