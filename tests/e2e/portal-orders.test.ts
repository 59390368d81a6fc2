import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { type Account, signUpClient } from "../support/accounts"
import { screenshot, viewports, watchErrors } from "../support/browser"
import { at, portalContext } from "./portal-support"
import { completeOrder, newOrders } from "../support/orders"
import { testWorld } from "../support/world"

const cards = (page: Page) => page.getByRole("list", { name: "Orders" }).getByRole("listitem")

describe("My Orders pagination, filters in the URL, and order access", () => {
  const world = testWorld({ browser: true, admin: "Test Admin", other: "Otto Berg" })
  let many: Account
  let ids: string[] = []

  beforeAll(async () => {
    many = await signUpClient(world.server, "Mia Moreno")
    ids = await newOrders(many, 75)
    await completeOrder(world.admin.pb, ids[9]!)
  })

  it("a client with 75 orders reaches the oldest on page 2; search, status and page live in the URL", async () => {
    const context = await portalContext(world.browser, viewports.desktop, many)
    const page = await context.newPage()
    const seen = watchErrors(page)

    await page.goto(at(world.server, "/portal"))
    await page.getByRole("link", { name: "View all 75 orders" }).click()
    await page.getByText("Showing 1–50 of 75 orders").waitFor()
    await expect.poll(() => cards(page).count()).toBe(50)
    expect(await cards(page).first().textContent()).toContain("Order 075")
    await page.getByRole("link", { name: "Next" }).click()
    await page.waitForURL(/\/portal\/orders\?page=2$/)
    await page.getByText("Showing 51–75 of 75 orders").waitFor()
    await expect.poll(() => cards(page).count()).toBe(25)
    expect(await cards(page).last().textContent()).toContain("Order 001")
    await screenshot(page, "portal-orders-page2-1280")

    // Search by title, debounced into the URL, resets the page.
    await page.getByLabel("Search orders").fill("Order 001")
    await page.waitForURL(/\?q=Order\+001$/)
    await expect.poll(() => cards(page).count()).toBe(1)
    // Search by company name.
    await page.getByLabel("Search orders").fill("Drift Supply")
    await page.waitForURL(/\?q=Drift\+Supply$/)
    await expect.poll(() => cards(page).count()).toBe(37)
    // Status filter.
    await page.getByLabel("Search orders").fill("")
    await page.waitForURL(/\/portal\/orders$/)
    await page.getByLabel("Status").selectOption("completed")
    await page.waitForURL(/\?status=completed$/)
    await expect.poll(() => cards(page).count()).toBe(1)
    expect(await cards(page).textContent()).toContain("Order 010")
    await page.getByLabel("Search orders").fill("Order 011")
    await page.getByText("No orders match your filters").waitFor()

    // A URL typed by hand is honoured, a page past the end goes to the last one.
    await page.goto(at(world.server, "/portal/orders?status=pending_approval&page=9"))
    await page.waitForURL(/status=pending_approval&page=2$/)
    await page.getByText("Showing 51–74 of 74 orders").waitFor()
    expect(await page.getByLabel("Status").inputValue()).toBe("pending_approval")
    expect(seen.errors).toEqual([])
    await context.close()
  })

  it("another client's order shows the permission message, an unknown id 'Order not found'", async () => {
    const context = await portalContext(world.browser, viewports.phone, world.other)
    const page = await context.newPage()
    const seen = watchErrors(page)
    await page.goto(at(world.server, `/portal/orders/${ids[0]}`))
    await page.getByRole("alert").getByText("You do not have permission to view this order.").waitFor()
    expect(await page.getByText("Order 001").count()).toBe(0)
    await screenshot(page, "portal-order-denied-390")
    await page.goto(at(world.server, "/portal/orders/nosuchorder0000"))
    await page.getByRole("alert").getByText("Order not found").waitFor()
    expect(seen.errors).toEqual([])
    await context.close()
  })

  it("sends each role to its own area and a signed-in user away from /auth", async () => {
    const client = await portalContext(world.browser, viewports.desktop, world.other)
    const clientPage = await client.newPage()
    await clientPage.goto(at(world.server, "/admin/orders"))
    await clientPage.waitForURL(/\/portal$/)
    await clientPage.goto(at(world.server, "/auth"))
    await clientPage.waitForURL(/\/portal$/)
    await client.close()

    const adminContext = await portalContext(world.browser, viewports.desktop, world.admin)
    const adminPage = await adminContext.newPage()
    await adminPage.goto(at(world.server, "/portal/new-order"))
    await adminPage.waitForURL(/\/admin$/)
    await adminContext.close()
  })
})
