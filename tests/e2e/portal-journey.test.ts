import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { completeOrder } from "../support/orders"
import { booking } from "../../ui/src/content/booking"
import { anonymous, uniqueEmail } from "../support/accounts"
import { screenshot, viewports, watchErrors } from "../support/browser"
import { at, consultationTab, portalContext } from "./portal-support"
import { testWorld } from "../support/world"

const badge = (page: Page) => page.getByRole("navigation", { name: "Client portal" }).locator(".shell__badge")

describe("client journey: register → order → live status → notifications", () => {
  const world = testWorld({ browser: true, admin: "Sam Rivera" })

  it("registers, submits an order with every field, follows it live and reads its notifications", async () => {
    const context = await portalContext(world.browser, viewports.desktop)
    const page = await context.newPage()
    const seen = watchErrors(page)
    const email = uniqueEmail("journey")

    // Anonymous visitors of the portal land on the auth screen.
    await page.goto(at(world.server, "/portal/orders"))
    await page.waitForURL(/\/auth$/)
    await page.getByRole("button", { name: "Create account" }).click()
    await page.getByLabel("Full name").fill("Jordan Blake")
    await page.getByLabel("Email").fill(email)
    await page.getByLabel("Password", { exact: true }).fill("abc12")
    await page.getByLabel("Confirm password").fill("abc13")
    await page.getByRole("button", { name: "Create account" }).first().click()
    await page.getByRole("alert").getByText("Passwords do not match").waitFor()
    await page.getByLabel("Password", { exact: true }).fill("abc")
    await page.getByLabel("Confirm password").fill("abc")
    await page.getByRole("button", { name: "Create account" }).first().click()
    await page.getByRole("alert").getByText("Password must be at least 6 characters long").waitFor()
    await page.getByLabel("Password", { exact: true }).fill("jordan-pass-1")
    await page.getByLabel("Confirm password").fill("jordan-pass-1")
    await page.getByRole("button", { name: "Create account" }).first().click()
    // Registration signs in and sends the user back to the page they asked for.
    await page.waitForURL(/\/portal\/orders$/)
    await page.getByText("No orders yet", { exact: true }).waitFor()
    const me = await anonymous(world.server).collection("users").authWithPassword(email, "jordan-pass-1")
    expect(me.record.role).toBe("client")

    // New order with every field, Shopify code revealed, call requested.
    await page.evaluate(() => localStorage.setItem("_fbc", "fb.1.1700000000.AbCdEf"))
    await page.getByRole("link", { name: "New Order" }).first().click()
    await page.getByLabel("Project title").fill("Autumn capsule store")
    await page.getByLabel("Project description").fill("Twelve products, size guide, lookbook page.")
    await page.getByLabel("Company / brand name").fill("Blake & Sons")
    await page.getByLabel(/Phone number/).fill("+44 20 7946 0958")
    await page.getByLabel(/Current website/).fill("blakeandsons.example")
    await page.getByLabel(/Reference website/).fill("https://drift-supply.example/shop")
    expect(await page.getByLabel(/Collaborator code/).count()).toBe(0)
    await page.getByLabel("Is your website currently on Shopify?").check()
    await page.getByLabel(/Collaborator code/).fill("4821")
    await page.getByLabel("Book a consultation call after submission").check()
    const popup = context.waitForEvent("page")
    await page.getByRole("button", { name: "Submit Order" }).click()
    const calendar = await popup
    const calendarUrl = await consultationTab(calendar)
    // the external setting's page carries fbc; the portal's own page books the call linked to the order (below)
    if (booking.mode === "external")
      expect(calendarUrl.searchParams.get("fbc")).toBe("fb.1.1700000000.AbCdEf")
    await calendar.close()
    // The client comes back to the portal's tab (a tab behind another paints rarely: every click and screenshot
    // there waited 1-3 s for a frame).
    await page.bringToFront()
    // The specification's confirmation, then back to the dashboard after 2 seconds: the new order first, with
    // what happens next.
    await page.getByRole("heading", { name: "Order Submitted Successfully!" }).waitFor()
    await page.getByText("Redirecting to calendar booking...").waitFor()
    await screenshot(page, "portal-journey-order-submitted-1280")
    await page.waitForURL(/\/portal$/)
    const next = page.getByRole("region", { name: "What happens next" })
    await next.getByText("Your order Autumn capsule store is waiting for approval.").waitFor()
    const ask = next.getByRole("link", { name: "Write to us in the conversation" })
    const orderId = (await ask.getAttribute("href"))!.split("#thread-").pop()!
    expect(await ask.getAttribute("href")).toBe(`/portal/orders/${orderId}#thread-${orderId}`)
    if (booking.mode === "native") expect(calendarUrl.searchParams.get("order")).toBe(orderId)

    const [order] = await world.admin.pb
      .collection("orders")
      .getFullList({ filter: `client = "${me.record.id}"` })
    expect(order).toMatchObject({
      title: "Autumn capsule store",
      description: "Twelve products, size guide, lookbook page.",
      company_name: "Blake & Sons",
      phone_number: "+44 20 7946 0958",
      current_website: "https://blakeandsons.example",
      reference_website: "https://drift-supply.example/shop",
      collaborator_code: "4821",
      status: "pending_approval",
    })
    expect(order!.id).toBe(orderId)

    // Pending on the dashboard and in My Orders, then the detail page.
    const dashCard = page
      .getByRole("region", { name: "Recent orders" })
      .getByRole("link", { name: /Autumn capsule store/ })
    await expect.poll(() => dashCard.textContent()).toContain("Just submitted")
    await expect.poll(() => dashCard.textContent()).toContain("Pending Approval")
    await page.getByRole("link", { name: "My Orders" }).click()
    const card = page.getByRole("link", { name: /Autumn capsule store/ })
    await expect.poll(() => card.textContent()).toContain("Pending Approval")
    await card.click()
    await page.getByText("Your order is waiting for approval").waitFor()
    await page.getByText(order!.id, { exact: true }).waitFor()

    // The admin moves it on through the API: the page and the unread count follow without a reload.
    await world.admin.pb.collection("orders").update(order!.id, { status: "in_progress" })
    await page.getByText("We are working on your project").waitFor()
    await expect.poll(() => badge(page).textContent()).toBe("1")
    await screenshot(page, "portal-journey-live-status-1280")

    await page.getByRole("link", { name: /Notifications/ }).click()
    const title = "Order Status Updated: Autumn capsule store"
    const item = page.getByRole("listitem").filter({ hasText: title })
    await item.getByText("New", { exact: true }).waitFor()
    await item.getByRole("link", { name: "Order: Autumn capsule store" }).waitFor()
    await item.getByRole("button", { name: /Mark as read/ }).click()
    await expect.poll(() => item.getByText("New", { exact: true }).count()).toBe(0)
    await expect.poll(() => badge(page).count()).toBe(0)
    await page.getByRole("link", { name: "Unread (0)" }).waitFor()

    // Three more arrive live (the completion, the studio's reason for launching without the client's approval, and
    // a notice); Mark all as read flips them in one batch request.
    await completeOrder(world.admin.pb, order!.id)
    await world.admin.pb.collection("notifications").create({
      user: me.record.id,
      title: "Your domain is connected",
      message: "blakeandsons.example now points to your store.",
    })
    await page.getByRole("link", { name: "Unread (3)" }).waitFor()
    await page.getByText("Your domain is connected").waitFor()
    const batches: string[] = []
    page.on("request", (r) => r.url().endsWith("/api/batch") && batches.push(r.method()))
    await page.getByRole("button", { name: "Mark all as read" }).click()
    await page.getByRole("link", { name: "Unread (0)" }).waitFor()
    await page.getByRole("link", { name: "Read (4)" }).waitFor()
    expect(batches).toEqual(["POST"])
    const left = await world.admin.pb
      .collection("notifications")
      .getList(1, 1, { filter: `user = "${me.record.id}" && status = "unread"` })
    expect(left.totalItems).toBe(0)
    await page.getByRole("link", { name: "Unread (0)" }).click()
    await page.getByText("All caught up!").waitFor()

    // Sign out clears the session.
    await page.getByRole("button", { name: "Sign Out" }).click()
    await page.waitForURL(/\/auth$/)
    expect(await page.evaluate(() => localStorage.getItem("pocketbase_auth"))).toBeNull()
    expect(seen.errors).toEqual([])
    await context.close()
  })
})
