import { describe, expect, it } from "vitest"
import { keepShot, screenSizes, screenshot, settle, watchErrors } from "../support/browser"
import { at, expectAccessible, expectNoHorizontalScroll, portalContext } from "./portal-support"
import { testWorld } from "../support/world"

// The admin is e-mailed "Preview approved" and "Changes requested" with a footer that says "Choose which e-mails you
// get": the admin's account page offers that choice, beside new orders and messages, and it is kept.

const SHOTS = "/tmp/shots-seams"

describe("the e-mail preferences of the account page", () => {
  const world = testWorld({ browser: true, admin: "Sam Rivera", client: "Ava Client" })

  for (const [size, viewport] of Object.entries(screenSizes)) {
    it(`offers the admin every kind of e-mail the admin is sent (${size})`, async () => {
      const context = await portalContext(world.browser, viewport, world.admin)
      const page = await context.newPage()
      const seen = watchErrors(page)
      await page.goto(at(world.server, "/admin/account"))
      const prefs = page.getByRole("group", { name: "E-mail me about" })
      await prefs.getByRole("checkbox", { name: /New orders/ }).waitFor()
      const labels = await prefs.locator(".account-prefs__label").allTextContents()
      expect(labels).toEqual(["New orders", "Messages from clients", "Preview answers"])
      const previews = prefs.getByRole("checkbox", { name: /Preview answers/ })
      expect(await previews.isChecked()).toBe(true)
      await page.getByText("alerts about the data's backup copy are always sent").waitFor()
      await settle(page)
      await keepShot(
        page.getByRole("region", { name: "E-mail preferences" }),
        `${SHOTS}/prefs-admin-${viewport.width}.png`,
      )
      await screenshot(page, `prefs-admin-${viewport.width}`)
      await expectNoHorizontalScroll(page)
      await expectAccessible(page, `admin e-mail preferences at ${viewport.width}`)

      if (size === "desktop") {
        await previews.uncheck()
        await page.getByText("Your e-mail preferences are saved.").waitFor()
        const admin = await world.admin.pb.collection("users").getOne(world.admin.id)
        expect(admin["email_prefs"]).toEqual({ status: false })
        await previews.check()
        await expect
          .poll(async () => (await world.admin.pb.collection("users").getOne(world.admin.id))["email_prefs"])
          .toEqual({ status: true })
      }
      expect(seen.errors).toEqual([])
      await context.close()
    })
  }

  it("tells a client which e-mails always come (receipts among them)", async () => {
    const context = await portalContext(world.browser, screenSizes.phone, world.client)
    const page = await context.newPage()
    await page.goto(at(world.server, "/portal/account"))
    const prefs = page.getByRole("group", { name: "E-mail me about" })
    await prefs.getByRole("checkbox", { name: /Order status changes/ }).waitFor()
    expect(await prefs.getByRole("checkbox").count()).toBe(3)
    await page.getByText("payment e-mails (receipts, refunds) are always sent").waitFor()
    await settle(page)
    await keepShot(page.getByRole("region", { name: "E-mail preferences" }), `${SHOTS}/prefs-client-390.png`)
    await context.close()
  })
})
