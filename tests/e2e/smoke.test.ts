import type { BrowserContext } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { launchBrowser, screenSizes, screenshot, watchErrors } from "../support/browser"
import { startServer, type TestServer } from "../support/server"
import { expectAccessible, expectNoHorizontalScroll } from "./portal-support"

describe("404 page", () => {
  let server: TestServer
  let browser: BrowserContext
  let close: () => Promise<void>

  beforeAll(async () => {
    server = await startServer()
    ;({ browser, close } = await launchBrowser())
  })

  afterAll(async () => {
    await close?.()
    await server?.dispose()
  })

  for (const [name, viewport] of Object.entries(screenSizes)) {
    it(`renders 'Oops! Page not found' with a link home and no console error (${name})`, async () => {
      const page = await browser.newPage()
      await page.setViewportSize(viewport)
      const seen = watchErrors(page, [/status of 404/])
      const response = await page.goto(`${server.url}/nope/deeper`)
      expect(response?.status()).toBe(404)
      await expect.poll(() => page.getByRole("heading", { name: "Oops! Page not found" }).count()).toBe(1)
      const home = page.getByRole("link", { name: "Return to Home" })
      expect(await home.getAttribute("href")).toBe("/")
      await screenshot(page, `not-found-${viewport.width}`)
      await expectNoHorizontalScroll(page)
      await expectAccessible(page, "not found")
      await home.click()
      await page.waitForURL(`${server.url}/`)
      expect(seen.errors).toEqual([])
      await page.close()
    })
  }
})
