import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { signUpClient } from "../support/accounts"
import { newOrder } from "../support/orders"
import { screenSizes, screenshot, watchErrors } from "../support/browser"
import {
  at,
  consultationTab,
  expectAccessible,
  expectNoHorizontalScroll,
  portalContext,
} from "./portal-support"
import { testWorld } from "../support/world"

// The specification's steps after Submit Order (issue 39): "Order Submitted Successfully!" and the thank-you
// sentence, "Redirecting to calendar booking..." first when a call was asked for, a Return to Dashboard button, and
// after 2 seconds back to /portal, where the new order comes first with what happens next.

const THANKS = "Thank you for your order submission. We'll review it and get back to you soon."
const REDIRECTING = "Redirecting to calendar booking..."

async function fillOrder(page: Page, title: string) {
  await page.getByLabel("Project title").fill(title)
  await page.getByLabel("Project description").fill("Eight products and a lookbook.")
  await page.getByLabel("Company / brand name").fill("Oda Studio")
}

describe("after Submit Order the client returns to the dashboard, which shows the new order first", () => {
  const suite = testWorld({ browser: true })

  it.each(Object.entries(screenSizes))("with what happens next (%s)", async (name, size) => {
    const client = await signUpClient(suite.server, "Next Steps Client")
    const context = await portalContext(suite.browser, size, client)
    const page = await context.newPage()
    const seen = watchErrors(page)
    // an older order: the new one must still come first
    await newOrder(client, { title: "Older store" })
    await page.goto(at(suite.server, "/portal/new-order"))
    const title = `Spring drop store ${name}`
    await fillOrder(page, title)
    const clicked = Date.now()
    await page.getByRole("button", { name: "Submit Order" }).click()

    const done = page.getByRole("status").filter({ hasText: "Order Submitted Successfully!" })
    await done.getByRole("heading", { name: "Order Submitted Successfully!" }).waitFor()
    await done.getByText(THANKS).waitFor()
    await done.getByRole("link", { name: "Return to Dashboard" }).waitFor()
    expect(await page.getByText(REDIRECTING).count()).toBe(0) // no call was asked for
    expect(page.url()).toBe(at(suite.server, "/portal/new-order"))
    await expectNoHorizontalScroll(page)
    await screenshot(page, `order-submitted-${name}`)

    // Back to /portal by itself, not before 2 seconds (a timer never fires early, so this cannot flake).
    await page.waitForURL(at(suite.server, "/portal"))
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(2000)
    const next = page.getByRole("region", { name: "What happens next" })
    await next.getByText(`Your order ${title} is waiting for approval.`).waitFor()
    await next.getByText("We review your order within 24 hours.").waitFor()
    await next.getByText("Your store goes live within 2 days").waitFor()
    const recent = page.getByRole("region", { name: "Recent orders" })
    const first = recent.getByRole("listitem").first()
    await first.getByText(title).waitFor()
    await first.getByText("Just submitted").waitFor()
    await first.getByText("Pending Approval").waitFor()
    const href = await first.getByRole("link").getAttribute("href")
    const id = href!.split("/").pop()!
    expect(href).toBe(`/portal/orders/${id}`)
    expect(
      await next.getByRole("link", { name: "Write to us in the conversation" }).getAttribute("href"),
    ).toBe(`/portal/orders/${id}#thread-${id}`)
    await expectNoHorizontalScroll(page)
    if (name === "phone") await expectAccessible(page, "dashboard after submit")
    await screenshot(page, `order-submitted-dashboard-${name}`)

    // The order's own page says what happens next, without the confirmation.
    await next.getByRole("link", { name: title }).click()
    await page.waitForURL(at(suite.server, `/portal/orders/${id}`))
    const onPage = page.getByRole("region", { name: "What happens next" })
    await onPage.getByText("We review your order within 24 hours.").waitFor()
    expect(
      await onPage.getByRole("link", { name: "Write to us in the conversation" }).getAttribute("href"),
    ).toBe(`#thread-${id}`)
    expect(await page.locator(`#thread-${id}`).count()).toBe(1)
    expect(await page.getByText("Order Submitted Successfully!").count()).toBe(0)

    // An ordinary visit to the dashboard names no order as just submitted.
    await page.goto(at(suite.server, "/portal"))
    await page.getByRole("region", { name: "Recent orders" }).getByText(title).waitFor()
    expect(await page.getByText("Just submitted").count()).toBe(0)
    expect(await page.getByRole("region", { name: "What happens next" }).count()).toBe(0)
    expect(seen.errors).toEqual([])
    await context.close()
  })

  it("says 'Redirecting to calendar booking...' first when a call was asked for; Return to Dashboard shows the new order", async () => {
    const client = await signUpClient(suite.server, "Call Client")
    const context = await portalContext(suite.browser, screenSizes.phone, client)
    const page = await context.newPage()
    const seen = watchErrors(page)
    await page.goto(at(suite.server, "/portal/new-order"))
    await fillOrder(page, "Store with a call")
    await page.getByLabel("Book a consultation call after submission").check()
    const popup = context.waitForEvent("page")
    await page.getByRole("button", { name: "Submit Order" }).click()
    const calendar = await popup
    await consultationTab(calendar)
    await calendar.close()
    await page.bringToFront()
    await page.getByText(REDIRECTING).waitFor()
    await page.getByText(THANKS).waitFor()
    await screenshot(page, "order-submitted-call-phone")
    await page.getByRole("link", { name: "Return to Dashboard" }).click()
    await page.waitForURL(at(suite.server, "/portal"))
    await page.getByRole("region", { name: "What happens next" }).getByText("Store with a call").waitFor()
    expect(seen.errors).toEqual([])
    await context.close()
  })
})
