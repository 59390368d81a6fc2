import { describe, expect, it } from "vitest"
import { signUpClient } from "../support/accounts"
import { screenSizes, screenshot, watchErrors } from "../support/browser"
import { at, expectNoHorizontalScroll, portalContext } from "./portal-support"
import { testWorld } from "../support/world"

describe("after Submit Order the client lands on the new order's page", () => {
  const suite = testWorld({ browser: true })

  it.each(Object.entries(screenSizes))("which says what happens next (%s)", async (name, size) => {
    const client = await signUpClient(suite.server, "Next Steps Client")
    const context = await portalContext(suite.browser, size, client)
    const page = await context.newPage()
    const seen = watchErrors(page)
    await page.goto(at(suite.server, "/portal/new-order"))
    await page.getByLabel("Project title").fill(`Spring drop store ${name}`)
    await page.getByLabel("Project description").fill("Eight products and a lookbook.")
    await page.getByLabel("Company / brand name").fill("Oda Studio")
    await page.getByRole("button", { name: "Submit Order" }).click()

    await page.waitForURL(/\/portal\/orders\/[a-z0-9]{15}$/)
    const id = page.url().split("/").pop()!
    await page.getByRole("heading", { name: "Order Submitted Successfully!" }).waitFor()
    await page.getByText("Your order is waiting for approval").waitFor()
    const next = page.getByRole("region", { name: "What happens next" })
    await next.getByText("We review your order within 24 hours.").waitFor()
    await next.getByText("Your store goes live within 2 days").waitFor()
    const ask = next.getByRole("link", { name: "Write to us in the conversation" })
    expect(await ask.getAttribute("href")).toBe(`#thread-${id}`)
    expect(await page.locator(`#thread-${id}`).count()).toBe(1)
    // nothing about a calendar when no call was asked for
    expect(await next.getByText(/calendar/).count()).toBe(0)
    await expectNoHorizontalScroll(page)
    await screenshot(page, `order-submitted-${name}`)

    // Opened later from My Orders: what happens next, without the confirmation.
    await page.goto(at(suite.server, "/portal/orders"))
    await page.getByRole("link", { name: new RegExp(`Spring drop store ${name}`) }).click()
    await page.waitForURL(at(suite.server, `/portal/orders/${id}`))
    await next.getByText("We review your order within 24 hours.").waitFor()
    expect(await page.getByRole("heading", { name: "Order Submitted Successfully!" }).count()).toBe(0)
    expect(seen.errors).toEqual([])
    await context.close()
  })
})
