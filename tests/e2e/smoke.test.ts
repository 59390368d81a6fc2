import { describe, expect, it } from "vitest"
import { screenSizes, screenshot, watchErrors } from "../support/browser"
import { expectAccessible, expectNoHorizontalScroll } from "./portal-support"
import { testWorld } from "../support/world"

describe("404 page", () => {
  const world = testWorld({ browser: true })

  for (const [name, viewport] of Object.entries(screenSizes)) {
    it(`renders 'Oops! Page not found' with a link home and no console error (${name})`, async () => {
      const context = await world.browser.newContext({ viewport })
      const page = await context.newPage()
      const seen = watchErrors(page, [/status of 404/])
      const response = await page.goto(`${world.server.url}/nope/deeper`)
      expect(response?.status()).toBe(404)
      await expect.poll(() => page.getByRole("heading", { name: "Oops! Page not found" }).count()).toBe(1)
      const home = page.getByRole("link", { name: "Return to Home" })
      expect(await home.getAttribute("href")).toBe("/")
      await screenshot(page, `not-found-${viewport.width}`)
      await expectNoHorizontalScroll(page)
      await expectAccessible(page, "not found")
      await home.click()
      await page.waitForURL(`${world.server.url}/`)
      expect(seen.errors).toEqual([])
      await context.close()
    })
  }
})
