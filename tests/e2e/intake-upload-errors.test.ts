import { mkdirSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { keepShot, screenSizes, screenshot, settle, watchErrors } from "../support/browser"
import { seedSession } from "../support/session"
import { approve, shopifyOrder } from "../integration/launch-support"
import { PNG } from "../integration/messages-support"
import { at, expectAccessible, expectNoHorizontalScroll } from "./portal-support"
import { testWorld } from "../support/world"

// An intake item's upload error: it stays inside its box however long the file's name, and it goes as soon as the
// client chooses another file (the error was about the file that is no longer chosen).

const SHOTS = "/tmp/shots-seams"
const LONG_NAME = "noir_brand_guidelines_autumn_winter_2026_final_approved_version_for_the_studio.js"

describe("an intake upload error", () => {
  const world = testWorld({ browser: true, admin: "Sam Studio", client: "Ava Client" })

  for (const [size, viewport] of Object.entries(screenSizes)) {
    it(`fits its box and leaves when the file is replaced (${size})`, async () => {
      mkdirSync(SHOTS, { recursive: true })
      const order = await shopifyOrder(world.client)
      await approve(world.admin, order)
      const context = await world.browser.newContext({ viewport })
      await seedSession(context, world.client.pb)
      const page = await context.newPage()
      const seen = watchErrors(page)
      await page.goto(at(world.server, `/portal/orders/${order.id}`))
      const logo = page.getByRole("form", { name: "Logo" })
      await logo.getByLabel("Files").setInputFiles({
        name: LONG_NAME,
        mimeType: "text/javascript",
        buffer: Buffer.from("alert(1)"),
      })
      await logo.getByRole("button", { name: "Send logo" }).click()
      const error = logo.locator(".intake-form__error")
      await error.getByText("cannot be shared here").waitFor()

      // Nothing of the sentence sticks out of its box (a long name breaks inside it).
      const overflow = await error.evaluate((box) => {
        const outer = box.getBoundingClientRect()
        const parts = [box, ...box.querySelectorAll("*")].map((el) => el.getBoundingClientRect())
        return {
          scroll: box.scrollWidth - box.clientWidth,
          right: Math.max(...parts.map((r) => r.right)) - outer.right,
          form: outer.right - (box.closest("form")?.getBoundingClientRect().right ?? outer.right),
        }
      })
      expect(overflow.scroll, "the error is wider than its box").toBeLessThanOrEqual(0)
      expect(overflow.right, "the error's text goes past its box").toBeLessThanOrEqual(0.5)
      expect(overflow.form, "the error's box goes past the form").toBeLessThanOrEqual(0.5)
      await expectNoHorizontalScroll(page)
      await settle(page)
      await screenshot(page, `intake-upload-error-${viewport.width}`)
      await keepShot(logo, `${SHOTS}/intake-upload-error-${viewport.width}.png`)
      await expectAccessible(page, `intake upload error at ${viewport.width}`)

      // The client chooses another file: the refusal of the old one goes at once, before anything is sent.
      await logo.getByLabel("Files").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG })
      await logo.getByText("logo.png", { exact: true }).waitFor()
      expect(await logo.getByRole("alert").count()).toBe(0)
      await keepShot(logo, `${SHOTS}/intake-upload-replaced-${viewport.width}.png`)
      await logo.getByRole("button", { name: "Send logo" }).click()
      await logo.waitFor({ state: "detached" })
      expect(seen.errors).toEqual([
        "Failed to load resource: the server responded with a status of 400 (Bad Request)",
      ])
      await context.close()
    })
  }
})
