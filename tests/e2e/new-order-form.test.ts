import { describe, expect, it } from "vitest"
import { keepShot, screenSizes, throttledPhone, viewports, watchErrors } from "../support/browser"
import { seedSession } from "../support/session"
import { at, CALENDAR_ORIGIN, expectNoHorizontalScroll } from "./portal-support"
import { testWorld } from "../support/world"

const SHOTS = "/tmp/shots-forms"

// The new-order form on a phone with a phone's CPU: a double tap on Submit Order with errors must not land its
// second tap on whatever the errors pushed under the finger ("Book a consultation call"), and no calendar opens.

describe("new-order form under a double tap", () => {
  const world = testWorld({ browser: true, client: "Tapping Client" })

  /** A signed-in phone page whose CPU is 4 times slower, as a mid-range phone's is. */
  const phone = () =>
    throttledPhone(world.browser, 4, async (context) => {
      await context.route(`${CALENDAR_ORIGIN}/**`, (route) =>
        route.fulfill({ contentType: "text/html", body: "<title>Calendar</title>" }),
      )
      await seedSession(context, world.client.pb)
    })

  it.each([
    ["an empty form", {}],
    [
      "a website that is not one",
      {
        "Project title": "Spring store",
        "Project description": "A store for our spring line.",
        "Company / brand name": "Noir Atelier",
        "Phone number": "call me",
        "Current website": "not a site",
        "Reference website": "nor this",
      },
    ],
  ])("a double tap on Submit Order with errors (%s) ticks nothing and opens no tab", async (_name, fill) => {
    const { context, page } = await phone()
    const seen = watchErrors(page)
    const popups: string[] = []
    context.on("page", (p) => popups.push(p.url()))
    await page.goto(at(world.server, "/portal/new-order"))
    for (const [label, value] of Object.entries(fill)) await page.getByLabel(label).fill(value)
    const submit = page.getByRole("button", { name: "Submit Order" })
    await submit.scrollIntoViewIfNeeded()
    const box = (await submit.boundingBox())!
    const x = box.x + box.width / 2
    const y = box.y + box.height / 2
    await page.touchscreen.tap(x, y)
    await page.touchscreen.tap(x, y)
    await page.locator(".field__error").first().waitFor()
    await page.waitForTimeout(500)
    const under = await page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.textContent, [x, y])
    expect(under).toBe("Submit Order") // the errors moved nothing under the finger
    await page
      .getByRole("alert")
      .getByText(/answers? needs? a change/)
      .waitFor()
    await expect(page.getByLabel("Book a consultation call after submission").isChecked()).resolves.toBe(
      false,
    )
    await expect(page.getByLabel("Is your website currently on Shopify?").isChecked()).resolves.toBe(false)
    expect(popups).toEqual([])
    expect(seen.errors).toEqual([])
    for (const [size, viewport] of Object.entries(screenSizes)) {
      await page.setViewportSize(viewport)
      await keepShot(page, `${SHOTS}/new-order-errors-${_name.split(" ").pop()}-${size}.png`)
      await expectNoHorizontalScroll(page)
    }
    await context.close()
  })

  it("keeps a half-written order through a reload and asks before leaving; submit and sign-out clear it", async () => {
    const { context, page } = await phone()
    const dialogs: string[] = []
    page.on("dialog", (d) => {
      dialogs.push(d.type())
      void d.accept()
    })
    await page.goto(at(world.server, "/portal/new-order"))
    await page.getByLabel("Project title").click()
    await page.getByLabel("Project title").fill("Autumn drop store")
    await page.getByLabel("Project description").fill("Eight products, a lookbook page.")
    await page.getByLabel("Book a consultation call after submission").check()
    await page.reload() // the browser asks first (beforeunload), then the draft comes back
    expect(dialogs).toEqual(["beforeunload"])
    await page.getByText("We kept the order you started on this device.").waitFor()
    await keepShot(page, `${SHOTS}/new-order-draft-phone.png`)
    await expect(page.getByLabel("Project title").inputValue()).resolves.toBe("Autumn drop store")
    await expect(page.getByLabel("Project description").inputValue()).resolves.toBe(
      "Eight products, a lookbook page.",
    )
    await expect(page.getByLabel("Book a consultation call after submission").isChecked()).resolves.toBe(true)
    await page.getByLabel("Book a consultation call after submission").uncheck()

    await page.getByRole("link", { name: "Return to Dashboard" }).click()
    const ask = page.getByRole("dialog", { name: "Leave your order?" })
    await ask.waitFor()
    await keepShot(page, `${SHOTS}/new-order-leave-dialog-phone.png`)
    await ask.getByRole("button", { name: "Cancel" }).click()
    await expect(page.url()).toMatch(/\/portal\/new-order$/)
    await page.getByRole("link", { name: "Return to Dashboard" }).click()
    await ask.getByRole("button", { name: "Leave" }).click()
    await page.waitForURL(/\/portal$/)
    // a person sees the dashboard before opening the form again. Opening it while the dashboard's session check
    // was in flight found the new document signed out, in 2 of about 20 loaded runs (cause not found yet)
    await page.getByRole("heading", { name: /^Welcome/ }).waitFor()

    await page.goto(at(world.server, "/portal/new-order"))
    await page.getByLabel("Company / brand name").fill("Noir Atelier")
    await page.getByRole("button", { name: "Submit Order" }).click()
    await page.getByText("Order Submitted Successfully!").waitFor()
    const drafts = () =>
      page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("launchdesk:draft:")))
    await expect(drafts()).resolves.toEqual([])
    await page.goto(at(world.server, "/portal/new-order"))
    await expect(page.getByLabel("Project title").inputValue()).resolves.toBe("")

    await page.getByLabel("Project title").fill("Left behind")
    await expect.poll(drafts).toEqual([`launchdesk:draft:${world.client.id}:new-order`])
    await page.setViewportSize(viewports.desktop) // the sidebar, with Sign Out, shows at once
    await page.getByRole("button", { name: "Sign Out" }).click()
    await page.waitForURL(/\/auth/)
    await expect(drafts()).resolves.toEqual([])
    await context.close()
  })
})
