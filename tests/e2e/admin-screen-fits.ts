import type { Page } from "playwright-core"
import { expect, it } from "vitest"
import { screenSizes, screenshot, settle, watchErrors } from "../support/browser"
import type { World } from "../support/world"
import { adminContext, at } from "./admin-fixture"
import { expectAccessible, expectNoHorizontalScroll } from "./portal-support"

/**
 * itFitsEverySize adds one test per screen size (320, 390, 1280 px): the admin opens path, waits for ready, and the
 * screen is saved as admin-{name}-{width}.png, passes axe-core, scrolls no sideways and logs no console error.
 */
export function itFitsEverySize(
  w: World,
  name: string,
  path: string,
  ready: (page: Page) => Promise<unknown>,
) {
  for (const [size, viewport] of Object.entries(screenSizes)) {
    it(`fits at ${viewport.width} px (${size})`, async () => {
      const context = await adminContext(w.browser, w, viewport)
      const page = await context.newPage()
      const seen = watchErrors(page)
      await page.goto(at(w, path))
      await ready(page)
      await settle(page)
      await screenshot(page, `admin-${name}-${viewport.width}`)
      await expectAccessible(page, name)
      await expectNoHorizontalScroll(page)
      expect(seen.errors).toEqual([])
      await context.close()
    })
  }
}
