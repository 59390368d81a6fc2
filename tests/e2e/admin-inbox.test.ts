import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { screenSizes, screenshot, viewports, watchErrors } from "../support/browser"
import { seedSession } from "../support/session"
import { expectAccessible } from "./portal-support"
import { studioAndClient, testWorld } from "../support/world"

// The provider's inbox is what waits on the studio: a client's new order (with the form's answers) and message
// arrive live with the count in the admin navigation, approving and replying clear them (opening and reading clear
// nothing), "Done" takes one item out, and History keeps to what was sent to clients.

describe("the provider's inbox", () => {
  const world = testWorld(studioAndClient("Sam Rivera", "Mara Quinn"))

  beforeAll(async () => {
    await world.admin.pb.collection("notifications").create({
      user: world.client.id,
      title: "Welcome to your portal",
      message: "Submit an order and we will reply within 24 hours.",
    })
  })

  const newOrder = (title: string, answers: Record<string, unknown> = {}) =>
    world.client.pb.collection("orders").create({
      title,
      description: "A store for the autumn line.",
      company_name: "Quinn Studio",
      client: world.client.id,
      ...answers,
    })
  const inboxLink = (page: Page) =>
    page.getByRole("navigation", { name: "Admin area" }).getByRole("link", { name: /^Inbox/ })
  const badge = async (page: Page) => {
    const text = await inboxLink(page).textContent()
    return Number(/(\d+)$/.exec(text ?? "")?.[1] ?? 0)
  }
  const item = (page: Page, title: string) =>
    page.getByRole("list", { name: "Waiting on you" }).getByRole("listitem").filter({ hasText: title })
  const messages = (page: Page) => item(page, "Holiday gift guide").filter({ hasText: "new messages" })

  it("lists what waits on the studio live, with the order form's answers; approving and replying clear it", async () => {
    const context = await world.browser.newContext({ viewport: viewports.desktop })
    await seedSession(context, world.admin.pb)
    const page = await context.newPage()
    const seen = watchErrors(page)
    await page.goto(`${world.server.url}/admin/inbox`)
    await page.getByText("Nothing is waiting on you").waitFor()
    expect(await page.title()).toBe("Inbox · launchdesk")
    expect(await badge(page)).toBe(0)
    // A short page does not scroll (the hidden route announcer once added 17 px below the shell).
    expect(await page.evaluate(() => document.documentElement.scrollHeight - innerHeight)).toBe(0)

    const lookbook = await newOrder("Autumn lookbook", {
      on_shopify: true,
      collaborator_code: "4821",
      book_call: true,
    })
    await item(page, "Autumn lookbook").getByText("On Shopify, collaborator code 4821").waitFor()
    await item(page, "Autumn lookbook").getByText("Asked for a call").waitFor()
    await expect.poll(() => badge(page), { message: "count in the navigation" }).toBe(1)
    await newOrder("Holiday gift guide")
    await item(page, "Holiday gift guide").getByText("Not on Shopify yet").waitFor()
    await item(page, "Holiday gift guide").getByText("No call asked").waitFor()
    await world.client.pb
      .collection("messages")
      .create({ order: lookbook.id, body: "Can we add a lookbook page?" })
    await page.getByText("1 new message").waitFor()
    await expect.poll(() => badge(page)).toBe(3)
    await page.getByText("3 things are waiting on you.").waitFor()
    // The alert e-mail went to the provider as well.
    await world.smtp.waitFor(
      (m) => m.to.includes(world.admin.email) && /Autumn lookbook/.test(m.parsed.subject ?? ""),
    )
    await screenshot(page, "admin-inbox-live-1280")

    // Approving answers the new order (and reads its alert); the message still waits.
    await world.admin.pb.collection("orders").update(lookbook.id, { status: "in_progress" })
    await expect.poll(() => badge(page), { message: "approval clears the new order" }).toBe(2)
    await expect.poll(() => item(page, "Autumn lookbook").count()).toBe(1)
    await page.getByText("Waiting for your approval.").first().waitFor()
    expect(await item(page, "Autumn lookbook").getByText("New order").count()).toBe(0)
    const alerts = await world.admin.pb.collection("notifications").getFullList({
      filter: world.admin.pb.filter("user = {:u} && related_order = {:o}", {
        u: world.admin.id,
        o: lookbook.id,
      }),
    })
    expect(alerts.map((a) => a.status)).toEqual(["read"])

    // Opening the order and reading the conversation answer nothing: the question still waits.
    await item(page, "Autumn lookbook").getByRole("link", { name: "Autumn lookbook" }).click()
    await page.getByText("Can we add a lookbook page?").waitFor()
    await inboxLink(page).click()
    await item(page, "Autumn lookbook").getByText("1 new message").waitFor()
    await page.getByText("Your reply in the conversation clears this.").waitFor()
    expect(await badge(page), "a look answers nothing").toBe(2)
    // The studio's reply in the conversation answers it.
    await item(page, "Autumn lookbook").getByRole("link", { name: "Autumn lookbook" }).click()
    await page.getByLabel("Message", { exact: true }).fill("Yes: a lookbook page is in the plan.")
    await page.getByRole("button", { name: "Send" }).click()
    await page.getByText("Yes: a lookbook page is in the plan.").waitFor()
    await inboxLink(page).click()
    await expect.poll(() => badge(page), { message: "the reply clears the messages" }).toBe(1)
    await expect.poll(() => item(page, "Autumn lookbook").count()).toBe(0)
    expect(seen.errors).toEqual([])
    await context.close()
  })

  it("shows the count on the phone's menu button, and fits 390 and 320 px", async () => {
    for (const [name, viewport] of Object.entries(screenSizes)) {
      const context = await world.browser.newContext({ viewport })
      await seedSession(context, world.admin.pb)
      const page = await context.newPage()
      const seen = watchErrors(page)
      await page.goto(`${world.server.url}/admin/inbox`)
      await page.getByText("Holiday gift guide").waitFor()
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0)
      await screenshot(page, `admin-inbox-${name}`)
      if (name === "phone") {
        const menu = page.getByRole("button", { name: /Open menu/ })
        // the count arrives after the list (its own request): wait for it rather than read it once
        await expect.poll(() => menu.textContent()).toMatch(/1 unread/)
        await newOrder("Spring campaign pages")
        await expect.poll(() => menu.textContent()).toMatch(/2 unread/)
      }
      expect(seen.errors).toEqual([])
      await context.close()
    }
  })

  it("takes one item out with its Done button, and fits 320, 390 and 1280 px", async () => {
    const guide = (
      await world.client.pb.collection("orders").getFullList({ filter: 'title = "Holiday gift guide"' })
    )[0]!
    await world.client.pb.collection("messages").create({ order: guide.id, body: "Thank you, all clear!" })
    await world.client.pb.collection("messages").create({ order: guide.id, body: "See you on Monday." })
    for (const viewport of Object.values(screenSizes)) {
      const context = await world.browser.newContext({ viewport })
      await seedSession(context, world.admin.pb)
      const page = await context.newPage()
      const seen = watchErrors(page)
      await page.goto(`${world.server.url}/admin/inbox`)
      await messages(page).getByText("2 new messages").waitFor()
      await messages(page).getByRole("button", { name: "Done: 2 new messages, Holiday gift guide" }).waitFor()
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0)
      await screenshot(page, `admin-inbox-done-${viewport.width}`)
      await expectAccessible(page, `inbox at ${viewport.width}`)
      expect(seen.errors).toEqual([])
      await context.close()
    }
    const context = await world.browser.newContext({ viewport: viewports.desktop })
    await seedSession(context, world.admin.pb)
    const page = await context.newPage()
    const seen = watchErrors(page)
    await page.goto(`${world.server.url}/admin/inbox`)
    // the two new orders (Holiday gift guide, Spring campaign pages) and the messages
    await expect.poll(() => badge(page)).toBe(3)
    await messages(page)
      .getByRole("button", { name: /^Done: / })
      .click()
    await expect.poll(() => messages(page).count(), { message: "Done takes the item out" }).toBe(0)
    await expect.poll(() => badge(page)).toBe(2)
    expect(
      await item(page, "Holiday gift guide").getByText("New order").count(),
      "the other item stays",
    ).toBe(1)
    await page.reload()
    await page.getByRole("heading", { name: "Inbox" }).waitFor()
    await expect.poll(() => badge(page), { message: "and it stays out" }).toBe(2)
    expect(await messages(page).count()).toBe(0)
    expect(seen.errors).toEqual([])
    await context.close()
  })

  it("keeps History to notifications sent to clients, and counts them in its tab", async () => {
    // The status change notifies the client: History now holds the welcome and the status update.
    const [order] = await world.client.pb
      .collection("orders")
      .getFullList({ filter: 'title = "Autumn lookbook"' })
    await world.admin.pb.collection("orders").update(order!.id, { status: "in_progress" })
    const alerts = await world.admin.pb
      .collection("notifications")
      .getFullList({ filter: `user = "${world.admin.id}"` })
    expect(alerts.length, "the provider has its own alerts").toBe(3)

    const context = await world.browser.newContext({ viewport: viewports.desktop })
    await seedSession(context, world.admin.pb)
    const page = await context.newPage()
    const seen = watchErrors(page)
    await page.goto(`${world.server.url}/admin/notifications`)
    await page.getByRole("tab", { name: "History (2)" }).waitFor()
    const rows = page.locator("tbody tr")
    await expect.poll(() => rows.count()).toBe(2)
    const texts = await rows.allTextContents()
    expect(texts.some((t) => t.includes("Order Status Updated: Autumn lookbook"))).toBe(true)
    expect(texts.some((t) => t.includes("Welcome to your portal"))).toBe(true)
    expect(texts.filter((t) => t.includes("New order"))).toEqual([])
    await page.getByText("Showing 1–2 of 2 notifications").waitFor()
    expect(seen.errors).toEqual([])
    await context.close()
  })
})
