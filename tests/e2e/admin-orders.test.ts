import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { LAUNCH_REASON } from "../support/orders"
import { viewports, watchErrors } from "../support/browser"
import { adminContext, at, DEMO_ADMIN, newClientWithOrder, ADMIN_WORLD } from "./admin-fixture"
import { testWorld } from "../support/world"
import { orderTexts } from "../support/hook-texts"

// The admin's dashboard and orders table against 75 seeded orders over 60 clients, with the real
// status pipeline and a real SMTP server.

describe("admin dashboard and orders", () => {
  const world = testWorld(ADMIN_WORLD)

  const count = async (collection: string, filter = "") =>
    (await world.admin.pb.collection(collection).getList(1, 1, { filter })).totalItems

  async function openPage(path: string, viewport = viewports.desktop) {
    const context = await adminContext(world.browser, world, viewport)
    const page = await context.newPage()
    const seen = watchErrors(page)
    await page.goto(at(world, path))
    return { page, seen, close: () => context.close() }
  }

  const rowTitles = (page: Page) => page.locator("tbody tr .order-cell__title").allTextContents()

  it("signs in through /auth and shows the true totals on the dashboard: 75 orders, 60 clients", async () => {
    const context = await world.browser.newContext({ viewport: viewports.desktop })
    const page = await context.newPage()
    const seen = watchErrors(page)
    await page.goto(at(world, "/auth"))
    await page.getByLabel("Email").fill(DEMO_ADMIN.email)
    await page.getByLabel("Password", { exact: true }).fill(DEMO_ADMIN.password)
    await page.getByRole("button", { name: "Sign in" }).click()
    await page.waitForURL(at(world, "/admin"))

    const figures = page.getByRole("region", { name: "Order figures" })
    const card = (label: string) =>
      figures.locator(".stat-card", { hasText: label }).locator(".stat-card__value")
    await expect.poll(() => card("Total Orders").textContent()).toBe("75")
    expect(await card("Total Clients").textContent()).toBe("60")
    expect(await card("Pending Approval").textContent()).toBe(
      String(await count("orders", 'status = "pending_approval"')),
    )
    expect(await card("In Progress").textContent()).toBe(
      String(await count("orders", 'status = "in_progress"')),
    )

    const newest = await world.admin.pb.collection("orders").getList(1, 5, { sort: "-created" })
    const recent = page.getByRole("region", { name: "Recent orders" })
    await expect
      .poll(() => recent.locator(".order-cell__title").allTextContents())
      .toEqual(newest.items.map((o) => o.title))
    expect(await page.getByRole("link", { name: /Review Pending Orders/ }).getAttribute("href")).toBe(
      "/admin/orders?status=pending_approval",
    )
    expect(seen.errors).toEqual([])
    await context.close()
  })

  it("pages through every order to the oldest one, 20 a page", async () => {
    const { page, seen, close } = await openPage("/admin/orders")
    const newest = await world.admin.pb.collection("orders").getList(1, 20, { sort: "-created" })
    await expect.poll(() => rowTitles(page)).toEqual(newest.items.map((o) => o.title))
    await expect.poll(() => page.getByText("Showing 1–20 of 75 orders").count()).toBe(1)

    await page.getByRole("button", { name: "Last page" }).click()
    await page.waitForURL(/page=4/)
    const oldest = await world.admin.pb.collection("orders").getList(1, 15, { sort: "created" })
    await expect.poll(() => page.getByText("Showing 61–75 of 75 orders").count()).toBe(1)
    await expect.poll(async () => (await rowTitles(page)).length).toBe(15)
    expect((await rowTitles(page)).at(-1)).toBe(oldest.items[0]?.title)
    expect(await page.getByRole("button", { name: "Next" }).isDisabled()).toBe(true)

    // Oldest first by the column header: the same order on top of page 1.
    await page.getByRole("button", { name: "First page" }).click()
    await page.getByRole("button", { name: /^Created/ }).click()
    await page.waitForURL(/sort=created/)
    await expect.poll(async () => (await rowTitles(page))[0]).toBe(oldest.items[0]?.title)
    expect(seen.errors).toEqual([])
    await close()
  })

  it("treats ?page=99 like the portal does: the last page, in place of the old entry", async () => {
    // The history length of a page opened the same way on a page that needs no clamping: the browser's own
    // first entries differ between versions, what matters is that clamping adds none.
    const control = await openPage("/admin/orders?page=2")
    await expect.poll(() => control.page.getByText("Showing 21–40 of 75 orders").count()).toBe(1)
    const entries = await control.page.evaluate(() => history.length)
    await control.close()

    const { page, seen, close } = await openPage("/admin/orders?page=99")
    await page.waitForURL(/page=4/)
    await expect.poll(() => page.getByText("Showing 61–75 of 75 orders").count()).toBe(1)
    await expect.poll(async () => (await rowTitles(page)).length).toBe(15)
    expect(await page.evaluate(() => history.length)).toBe(entries)
    expect(seen.errors).toEqual([])
    await close()
  })

  it("honours ?client= and shows only that client's orders, with their name", async () => {
    const ava = await world.admin.pb.collection("users").getFirstListItem('name = "Ava Okafor"')
    const own = await world.admin.pb
      .collection("orders")
      .getFullList({ filter: world.admin.pb.filter("client = {:id}", { id: ava.id }), sort: "-created" })
    expect(own.length).toBeGreaterThan(0)
    const { page, seen, close } = await openPage(`/admin/orders?client=${ava.id}`)
    await expect.poll(() => page.getByText(new RegExp(`of ${own.length} orders?$`)).count()).toBe(1)
    await expect.poll(() => page.getByText("Orders of Ava Okafor").count()).toBe(1)
    const clients = await page
      .locator("tbody tr td:nth-child(2) .order-cell > span:first-child")
      .allTextContents()
    expect(new Set(clients)).toEqual(new Set(["Ava Okafor"]))
    expect(await rowTitles(page)).toEqual(own.slice(0, 20).map((o) => o.title))

    await page.getByRole("button", { name: "Show all clients" }).click()
    await expect.poll(() => page.getByText("Showing 1–20 of 75 orders").count()).toBe(1)
    expect(page.url()).toBe(at(world, "/admin/orders"))
    expect(seen.errors).toEqual([])
    await close()
  })

  it("honours ?status= and ?q= on load and writes the filters back to the URL", async () => {
    const pending = await count("orders", 'status = "pending_approval"')
    const { page, seen, close } = await openPage("/admin/orders?status=pending_approval")
    expect(await page.getByLabel("Status", { exact: true }).inputValue()).toBe("pending_approval")
    await expect
      // "of 1 order" when the random seed left exactly one pending
      .poll(() =>
        page
          .getByText(pending ? new RegExp(`of ${pending} orders?$`) : "No orders match your filters")
          .count(),
      )
      .toBe(1)

    const sample = (await world.admin.pb.collection("orders").getList(1, 1, { sort: "created" })).items[0]!
    await page.getByLabel("Status", { exact: true }).selectOption("")
    await page.getByLabel("Search", { exact: true }).fill(sample.company_name)
    await page.waitForURL((url) => url.searchParams.get("q") === sample.company_name)
    const matching = await count(
      "orders",
      world.admin.pb.filter("title ~ {:q} || company_name ~ {:q}", { q: sample.company_name }),
    )
    await expect.poll(() => page.getByText(new RegExp(`of ${matching} orders?$`)).count()).toBe(1)
    expect(await rowTitles(page)).toContain(sample.title)
    expect(seen.errors).toEqual([])
    await close()
  })

  it("changes a status inline after confirming; the client gets the notification and the e-mail", async () => {
    const title = `Inline change ${Date.now()}`
    const { client, order } = await newClientWithOrder(world, "Mila Serrano", title)
    const { page, seen, close } = await openPage(`/admin/orders?q=${encodeURIComponent(title)}`)
    const select = page.getByLabel(`Status of ${title}`)
    await expect.poll(() => select.inputValue()).toBe("pending_approval")

    // Cancel first: nothing changes.
    await select.selectOption("in_progress")
    await page
      .getByRole("dialog", { name: "Change the order status?" })
      .getByRole("button", { name: "Cancel" })
      .click()
    expect(await select.inputValue()).toBe("pending_approval")
    expect((await world.admin.pb.collection("orders").getOne(order.id)).status).toBe("pending_approval")

    await select.selectOption("in_progress")
    const dialog = page.getByRole("dialog", { name: "Change the order status?" })
    expect(await dialog.textContent()).toContain("moves from Pending Approval to In Progress")
    await dialog.getByRole("button", { name: "Set to In Progress" }).click()
    await expect.poll(() => select.inputValue()).toBe("in_progress")
    await expect
      .poll(async () => (await world.admin.pb.collection("orders").getOne(order.id)).status)
      .toBe("in_progress")

    const note = await client.pb
      .collection("notifications")
      .getFirstListItem(client.pb.filter("related_order = {:id}", { id: order.id }))
    expect(note).toMatchObject({
      title: `Order Status Updated: ${title}`,
      message: `Your order "${title}" status has been updated to: in progress.`,
      status: "unread",
    })
    const [mail] = await world.smtp.waitFor(
      (m) => m.to.includes(client.email) && m.parsed.subject === `Order Update: ${title}`,
    )
    expect(mail?.parsed.text).toContain(`${orderTexts.statusSentence("in_progress")}\n\nNext step: `)
    expect(mail?.parsed.text).toContain("Next step: pay for your order.") // the payment is due: it comes first

    await page.reload()
    await expect.poll(() => page.getByLabel(`Status of ${title}`).inputValue()).toBe("in_progress")
    expect(seen.errors).toEqual([])
    await close()
  })

  it("puts the status back and says why when the server refuses the change", async () => {
    const title = `Refused change ${Date.now()}`
    const { order } = await newClientWithOrder(world, "Theo Brandt", title)
    const context = await adminContext(world.browser, world, viewports.phone)
    const page = await context.newPage()
    const seen = watchErrors(page, [/status of 400/])
    await page.route(`**/api/collections/orders/records/${order.id}*`, (route) =>
      route.request().method() === "PATCH"
        ? route.fulfill({
            status: 400,
            contentType: "application/json",
            body: JSON.stringify({ status: 400, message: "The order is locked for invoicing.", data: {} }),
          })
        : route.continue(),
    )
    await page.goto(at(world, `/admin/orders?q=${encodeURIComponent(title)}`))
    const select = page.getByLabel(`Status of ${title}`)
    await expect.poll(() => select.inputValue()).toBe("pending_approval")
    await select.selectOption("completed")
    await page
      .getByRole("dialog")
      .getByLabel(/Reason/)
      .fill(LAUNCH_REASON) // never approved: the studio's reason
    await page.getByRole("button", { name: "Set to Completed" }).click()
    await expect
      .poll(() =>
        page
          .getByText(
            /could not be changed: The order is locked for invoicing\. It is back to Pending Approval\./,
          )
          .count(),
      )
      .toBe(1)
    expect(await select.inputValue()).toBe("pending_approval")
    expect((await world.admin.pb.collection("orders").getOne(order.id)).status).toBe("pending_approval")
    expect(seen.errors).toEqual([])
    await context.close()
  })

  it("shows a new order live at the top of the newest-first list", async () => {
    const total = await count("orders")
    const context = await adminContext(world.browser, world, viewports.desktop)
    const page = await context.newPage()
    const seen = watchErrors(page)
    // The SDK opens the event stream, then POSTs its subscriptions: after that, events flow.
    const subscribed = page.waitForResponse(
      (r) => r.url().endsWith("/api/realtime") && r.request().method() === "POST" && r.ok(),
    )
    await page.goto(at(world, "/admin/orders"))
    await subscribed
    await expect.poll(() => page.getByText(`Showing 1–20 of ${total} orders`).count()).toBe(1)
    const title = `Live order ${Date.now()}`
    await newClientWithOrder(world, "Iris Vale", title)
    await expect.poll(async () => (await rowTitles(page))[0], { timeout: 10_000 }).toBe(title)
    await expect.poll(() => page.getByText(`Showing 1–20 of ${total + 1} orders`).count()).toBe(1)
    expect(await rowTitles(page)).toHaveLength(20)
    expect(seen.errors).toEqual([])
    await context.close()
  })
})
