import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { type Account } from "../support/accounts"
import { viewports, watchErrors } from "../support/browser"
import { seedSession } from "../support/session"
import { testWorld } from "../support/world"
import { LAUNCH_REASON, newOrder } from "../support/orders"

// The provider changes a status in the admin screen; the client's open page follows without a reload.

describe("the client's pages follow a status change live", () => {
  const world = testWorld({ browser: true, admin: "Sam Rivera", client: "Lena Brandt" })

  async function brandtOrder(title: string): Promise<string> {
    const order = await newOrder(world.client, {
      title,
      description: "A store for the autumn line.",
      company_name: "Brandt",
    })
    return order.id
  }

  /**
   * The admin changes the status in the admin's own order page, as the provider would; a move back asks for the
   * reason the client reads (docs/decisions.md §13).
   */
  async function adminSets(adminPage: Page, orderId: string, status: string, label: string, reason?: string) {
    await adminPage.goto(`${world.server.url}/admin/orders/${orderId}`)
    await adminPage
      .getByLabel(/Status/)
      .first()
      .selectOption(status)
    const dialog = adminPage.getByRole("dialog")
    const back = reason !== undefined
    // a completion the client has not approved asks for the studio's reason (the launch gate, docs/decisions.md §21)
    if (status === "completed") await dialog.getByLabel(/Reason/).fill(LAUNCH_REASON)
    if (back) await dialog.getByLabel(/Reason/).fill(reason)
    await dialog.getByRole("button", { name: back ? "Move it back" : `Set to ${label}` }).click()
    await adminPage.getByText(/The client has been notified/).waitFor()
  }

  async function open(account: Account) {
    const context = await world.browser.newContext({ viewport: viewports.desktop })
    await seedSession(context, account.pb)
    const page = await context.newPage()
    return { page, seen: watchErrors(page), close: () => context.close() }
  }

  it("on My Orders, the dashboard and the order page, with no reload", async () => {
    const orderId = await brandtOrder("Brandt autumn store")
    const adminSide = await open(world.admin)
    const clientSide = await open(world.client)
    const page = clientSide.page
    let loads = 0
    page.on("load", () => loads++)

    const card = () => page.locator(".order-card", { hasText: "Brandt autumn store" })
    await page.goto(`${world.server.url}/portal/orders`)
    await expect.poll(() => card().textContent()).toContain("Pending Approval")
    await page.waitForLoadState("networkidle")
    await adminSets(adminSide.page, orderId, "in_progress", "In Progress")
    await expect.poll(() => card().textContent(), { timeout: 5_000 }).toContain("In Progress")

    await page.getByRole("link", { name: "Dashboard" }).click()
    await expect.poll(() => card().textContent()).toContain("In Progress")
    await page.waitForLoadState("networkidle")
    await adminSets(adminSide.page, orderId, "completed", "Completed")
    await expect.poll(() => card().textContent(), { timeout: 5_000 }).toContain("Completed")

    await card().getByRole("link").first().click()
    await page.getByText("Your project has been completed").waitFor()
    await page.waitForLoadState("networkidle")
    await adminSets(adminSide.page, orderId, "in_progress", "In Progress", "One page still needs its photos.")
    await page.getByText("We are working on your project").waitFor({ timeout: 5_000 })

    expect(loads, "no page reload").toBe(1)
    expect(clientSide.seen.errors).toEqual([])
    expect(adminSide.seen.errors).toEqual([])
    await clientSide.close()
    await adminSide.close()
  })
})
