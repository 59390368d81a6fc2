import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { type Account } from "../support/accounts"
import { holdRequests, screenshot, viewports, watchErrors } from "../support/browser"
import { seedSession } from "../support/session"
import { testWorld } from "../support/world"
import { newOrder } from "../support/orders"

// How the app tells the user how things went: validation messages follow their field, one message
// per outcome, toasts never over the navigation, loading states centred as one unit.

describe("feedback", () => {
  const world = testWorld({ browser: true, admin: "Sam Rivera", client: "Mia Laurent" })
  let orderId = ""

  beforeAll(async () => {
    const order = await newOrder(world.client, {
      title: "Laurent summer store",
      description: "A store for the summer line.",
      company_name: "Laurent",
    })
    orderId = order.id
  })

  async function open(account: Account, path: string, viewport: { width: number; height: number }) {
    const context = await world.browser.newContext({ viewport })
    await seedSession(context, account.pb)
    const page = await context.newPage()
    const seen = watchErrors(page)
    await page.goto(`${world.server.url}${path}`)
    return { page, seen, close: () => context.close() }
  }

  /** The message under the field whose input has this id, or null. */
  const errorUnder = (page: Page, id: string) =>
    page.evaluate((field) => document.getElementById(`${field}-error`)?.textContent ?? null, id)

  it("clears each new-order message as soon as its field is valid", async () => {
    const { page, seen, close } = await open(world.client, "/portal/new-order", viewports.phone)
    await page.getByRole("button", { name: "Submit Order" }).click()
    await expect.poll(() => errorUnder(page, "order-title")).toBe("Please give your project a title.")
    expect(await errorUnder(page, "order-company_name")).toBe("Please enter your company or brand name.")
    await page.getByLabel("Project title").pressSequentially("S")
    await expect.poll(() => errorUnder(page, "order-title")).toBeNull()
    expect(await page.getByLabel("Project title").getAttribute("aria-invalid")).toBeNull()
    expect(await errorUnder(page, "order-company_name")).toBe("Please enter your company or brand name.")

    await page.getByLabel("Current website").fill("not a site")
    await page.getByRole("button", { name: "Submit Order" }).click()
    await expect.poll(() => errorUnder(page, "order-current_website")).toMatch(/web address/)
    await page.getByLabel("Current website").fill("laurent.com")
    await expect.poll(() => errorUnder(page, "order-current_website")).toBeNull()
    expect(seen.errors).toEqual([])
    await close()
  })

  it("clears 'Choose a client.' once a client is chosen, and says 'sent' once, in the form", async () => {
    const { page, seen, close } = await open(world.admin, "/admin/notifications/new", viewports.desktop)
    await page.getByRole("button", { name: "Send Notification" }).click()
    await expect.poll(() => errorUnder(page, "notify-client")).toBe("Choose a client.")
    expect(await errorUnder(page, "notify-title")).toBe("Enter a title.")
    await page.getByRole("combobox", { name: "Client" }).fill("Mia")
    await page.getByRole("option", { name: /Mia Laurent/ }).click()
    await expect.poll(() => errorUnder(page, "notify-client")).toBeNull()
    expect(await errorUnder(page, "notify-title")).toBe("Enter a title.")
    expect(await page.getByRole("alert").textContent()).toBe("Please fill in all required fields")
    await page.getByLabel("Title", { exact: true }).fill("Your preview is ready")
    await expect.poll(() => errorUnder(page, "notify-title")).toBeNull()
    await page.getByLabel("Message", { exact: true }).fill("Have a look.")
    await expect.poll(() => page.getByRole("alert").count(), { message: "nothing missing any more" }).toBe(0)
    await page.getByRole("button", { name: "Send Notification" }).click()
    await page.getByText("Notification sent successfully!").waitFor()
    await page.waitForTimeout(300)
    expect(await page.getByText("Notification sent successfully!").count()).toBe(1)
    expect(seen.errors).toEqual([])
    await close()
  })

  it("shows an action's outcome as one toast below the phone's top bar, never over it", async () => {
    const { page, seen, close } = await open(world.admin, `/admin/orders/${orderId}`, viewports.phone)
    await page
      .getByLabel(/Status/)
      .first()
      .selectOption("in_progress")
    await page.getByRole("dialog").getByRole("button", { name: "Set to In Progress" }).click()
    const toast = page.getByText(/is now In Progress/)
    await toast.waitFor()
    await page.waitForTimeout(400) // the toast slides in
    await screenshot(page, "feedback-toast-390")
    const box = await toast.boundingBox()
    const bar = await page.locator(".shell__topbar").boundingBox()
    expect(box && bar).toBeTruthy()
    expect(box!.y, "below the top bar").toBeGreaterThan(bar!.y + bar!.height)
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewports.phone.height)
    expect(await toast.count()).toBe(1)
    expect(seen.errors).toEqual([])
    await close()
  })

  it("names each screen in the tab and announces it on navigation", async () => {
    const { page, seen, close } = await open(world.client, "/portal", viewports.desktop)
    await expect.poll(() => page.title()).toBe("Dashboard · launchdesk")
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Welcome back, Mia")
    const announcer = page.locator("[data-route-announcer]")
    for (const [link, title] of [
      ["My Orders", "My Orders · launchdesk"],
      ["Notifications", "Notifications · launchdesk"],
      ["Book a Call", "Book a Call · launchdesk"],
    ] as const) {
      await page.getByRole("navigation", { name: "Client portal" }).getByRole("link", { name: link }).click()
      await expect.poll(() => page.title()).toBe(title)
      await expect.poll(() => announcer.textContent()).toBe(title)
      expect(await announcer.getAttribute("aria-live")).toBe("polite")
    }
    expect(seen.errors).toEqual([])
    await close()
  })

  it("greets a client who just created the account with 'Welcome', not 'Welcome back'", async () => {
    const context = await world.browser.newContext({ viewport: viewports.phone })
    const page = await context.newPage()
    const seen = watchErrors(page)
    await page.goto(`${world.server.url}/auth?mode=signup`)
    await page.getByLabel("Full name").fill("Iris Novak")
    await page.getByLabel("Email").fill(`iris.${Date.now().toString(36)}@example.com`)
    await page.getByLabel("Password", { exact: true }).fill("iris-pass-1")
    await page.getByLabel("Confirm password").fill("iris-pass-1")
    await page.getByRole("button", { name: "Create account" }).last().click()
    await page.waitForURL(/\/portal$/)
    await page.getByText("No orders yet", { exact: true }).waitFor()
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Welcome, Iris")
    expect(await page.getByRole("main").getByRole("link", { name: "New Order" }).count()).toBe(1)
    await screenshot(page, "feedback-new-client-dashboard-390")
    expect(seen.errors).toEqual([])
    await context.close()
  })

  it("centres the spinner and its label together while a page loads", async () => {
    const context = await world.browser.newContext({ viewport: viewports.desktop })
    await seedSession(context, world.client.pb)
    const page = await context.newPage()
    const release = await holdRequests(page, /\/api\/collections\/orders\/records/)
    await page.goto(`${world.server.url}/portal/orders/${orderId}`)
    const label = page.getByText("Loading order…")
    await label.waitFor()
    const ring = await page.locator(".spinner__ring").boundingBox()
    const text = await label.boundingBox()
    await screenshot(page, "feedback-spinner-1280")
    release()
    expect(ring && text).toBeTruthy()
    expect(text!.y - (ring!.y + ring!.height), "label right under the ring").toBeLessThan(24)
    expect(Math.abs(text!.x + text!.width / 2 - (ring!.x + ring!.width / 2))).toBeLessThan(2)
    await context.close()
  })
})
