import { describe, expect, it } from "vitest"
import { viewports, watchErrors } from "../support/browser"
import { adminContext, at, newClientWithOrder, ADMIN_WORLD } from "./admin-fixture"
import { testWorld } from "../support/world"

// Sending a notification: the spec's validation and messages, a client picker that reaches every
// client (not the first 50), the client's own orders as related order, and the history.

// History lists what was sent to clients; the provider's own new-order alerts live in the inbox.
const toClients = 'user.role = "client"'

describe("admin notifications", () => {
  const world = testWorld(ADMIN_WORLD)

  it("validates, then sends a notification about one of the client's orders, which the client reads", async () => {
    // 61 clients now; "Zoe Whitfield" sorts last by name, beyond any first page of 50.
    const { client, order } = await newClientWithOrder(world, "Zoe Whitfield", "Whitfield flagship store")
    const before = (await world.admin.pb.collection("notifications").getList(1, 1, { filter: toClients }))
      .totalItems

    const context = await adminContext(world.browser, world, viewports.desktop)
    const page = await context.newPage()
    const seen = watchErrors(page)
    await page.goto(at(world, "/admin/notifications/new"))
    await expect.poll(() => page.getByRole("tab", { name: `History (${before})` }).count()).toBe(1)
    expect(await page.getByRole("tab", { name: "Send Notification" }).getAttribute("aria-selected")).toBe(
      "true",
    )

    await page.getByRole("button", { name: "Send Notification" }).click()
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("Please fill in all required fields")

    const picker = page.getByRole("combobox", { name: "Client" })
    await picker.fill(client.email.slice(0, 14))
    await page.getByRole("option", { name: /Zoe Whitfield/ }).click()
    await expect.poll(() => page.getByText(client.email).count()).toBe(1)
    const related = page.getByLabel(/Related order/)
    await expect.poll(() => related.locator("option").count()).toBe(2)
    await related.selectOption(order.id)
    await page.getByLabel("Title", { exact: true }).fill("Your store preview is ready")
    await page
      .getByLabel("Message", { exact: true })
      .fill("Have a look at the preview link we sent and tell us what you think.")
    await page.getByRole("button", { name: "Send Notification" }).click()

    await expect
      .poll(() => page.getByText("Notification sent successfully!").count(), {
        message: "said once, in the form",
      })
      .toBe(1)
    await expect.poll(() => page.getByRole("tab", { name: `History (${before + 1})` }).count()).toBe(1)
    expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe("")

    const mine = await client.pb.collection("notifications").getFullList({ expand: "related_order" })
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({
      title: "Your store preview is ready",
      status: "unread",
      related_order: order.id,
    })

    await page.getByRole("tab", { name: /History/ }).click()
    await page.waitForURL(at(world, "/admin/notifications"))
    const first = page.locator("tbody tr").first()
    await expect.poll(() => first.textContent()).toContain("Your store preview is ready")
    expect(await first.textContent()).toContain("Zoe Whitfield")
    expect(await first.getByRole("link", { name: "Whitfield flagship store" }).getAttribute("href")).toBe(
      `/admin/orders/${order.id}`,
    )
    expect(seen.errors).toEqual([])
    await context.close()
  })

  it("preselects ?user= and shows the fallback message when sending fails", async () => {
    const { client } = await newClientWithOrder(world, "Noor Haddad", "Haddad lookbook")
    const context = await adminContext(world.browser, world, viewports.phone)
    const page = await context.newPage()
    const seen = watchErrors(page, [/status of 500/])
    await page.route("**/api/collections/notifications/records*", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, contentType: "application/json", body: "{}" })
        : route.continue(),
    )
    await page.goto(at(world, `/admin/notifications/new?user=${client.id}`))
    // one match exactly (a locator's waitFor fails on two), within the browser wait, not expect.poll's 5 s: with two
    // e2e files at a time the preselected client came in after 5 s once (CI, the screenshot showed it there)
    await page.getByText("Noor Haddad", { exact: true }).waitFor()
    await page.getByLabel("Title", { exact: true }).fill("A question about your logo")
    await page.getByLabel("Message", { exact: true }).fill("Could you send the logo as an SVG?")
    await page.getByRole("button", { name: "Send Notification" }).click()
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("Failed to send notification")
    expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe("A question about your logo")
    expect(await client.pb.collection("notifications").getFullList()).toEqual([])
    expect(seen.errors).toEqual([])
    await context.close()
  })

  it("pages the history on the server and filters it by read state", async () => {
    const total = (await world.admin.pb.collection("notifications").getList(1, 1, { filter: toClients }))
      .totalItems
    const unread = (
      await world.admin.pb
        .collection("notifications")
        .getList(1, 1, { filter: `${toClients} && status = "unread"` })
    ).totalItems
    const context = await adminContext(world.browser, world, viewports.desktop)
    const page = await context.newPage()
    const seen = watchErrors(page)
    await page.goto(at(world, "/admin/notifications?page=2"))
    await expect.poll(() => page.getByText(`Showing 21–40 of ${total} notifications`).count()).toBe(1)
    await page.getByLabel("Status", { exact: true }).selectOption("unread")
    await page.waitForURL(
      (url) => url.searchParams.get("status") === "unread" && !url.searchParams.has("page"),
    )
    await expect.poll(() => page.getByText(new RegExp(`of ${unread} notifications?$`)).count()).toBe(1)
    expect(seen.errors).toEqual([])
    await context.close()
  })
})
