import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Account, createAdmin, signUpClient } from "../support/accounts"
import { launchPlainBrowser, screenshot, viewports, watchErrors } from "../support/browser"
import { startServer, type TestServer } from "../support/server"
import { seedSession } from "../support/session"
import { startSmtp, type TestSmtp } from "../support/smtp"

// The provider's inbox: a client's new order arrives live with the unread count in the admin
// navigation, reading lowers it, and History keeps to what was sent to clients.

describe("the provider's inbox", () => {
  let smtp: TestSmtp
  let server: TestServer
  let browser: Browser
  let admin: Account
  let client: Account

  beforeAll(async () => {
    smtp = await startSmtp()
    server = await startServer({ env: smtp.env })
    browser = await launchPlainBrowser()
    admin = await createAdmin(server, "Sam Rivera")
    client = await signUpClient(server, "Mara Quinn")
    await admin.pb.collection("notifications").create({
      user: client.id,
      title: "Welcome to your portal",
      message: "Submit an order and we will reply within 24 hours.",
    })
  })

  afterAll(async () => {
    await browser?.close()
    await server?.dispose()
    await smtp?.stop()
  })

  const newOrder = (title: string) =>
    client.pb.collection("orders").create({
      title,
      description: "A store for the autumn line.",
      company_name: "Quinn Studio",
      client: client.id,
    })
  const inboxLink = (page: Page) =>
    page.getByRole("navigation", { name: "Admin area" }).getByRole("link", { name: /^Inbox/ })
  const badge = async (page: Page) => {
    const text = await inboxLink(page).textContent()
    return Number(/(\d+)$/.exec(text ?? "")?.[1] ?? 0)
  }
  const tab = (page: Page, label: string) =>
    page
      .getByRole("navigation", { name: "Filter notifications" })
      .getByRole("link", { name: label, exact: true })

  it("shows a new order live with the unread count, and reading lowers it", async () => {
    const context = await browser.newContext({ viewport: viewports.desktop })
    await seedSession(context, admin.pb)
    const page = await context.newPage()
    const seen = watchErrors(page)
    await page.goto(`${server.url}/admin/inbox`)
    await page.getByText("New orders from clients will appear here.").waitFor()
    expect(await page.title()).toBe("Inbox · launchdesk")
    await tab(page, "Unread (0)").waitFor()
    expect(await badge(page)).toBe(0)
    // A short page does not scroll (the hidden route announcer once added 17 px below the shell).
    expect(await page.evaluate(() => document.documentElement.scrollHeight - innerHeight)).toBe(0)

    await newOrder("Autumn lookbook")
    const first = page.getByRole("heading", { name: "New order: Autumn lookbook from Quinn Studio" })
    await first.waitFor()
    await expect.poll(() => badge(page), { message: "unread count in the navigation" }).toBe(1)
    expect(await inboxLink(page).getByLabel("1 unread").count()).toBe(1)
    await newOrder("Holiday gift guide")
    await page.getByRole("heading", { name: "New order: Holiday gift guide from Quinn Studio" }).waitFor()
    await expect.poll(() => badge(page)).toBe(2)
    await tab(page, "Unread (2)").waitFor()
    // The alert e-mail went to the provider as well.
    await smtp.waitFor((m) => m.to.includes(admin.email) && /Autumn lookbook/.test(m.parsed.subject ?? ""))
    await screenshot(page, "admin-inbox-live-1280")

    await page
      .getByRole("button", { name: "Mark as read: New order: Autumn lookbook from Quinn Studio" })
      .click()
    await expect.poll(() => badge(page), { message: "one read, one left" }).toBe(1)
    await tab(page, "Unread (1)").waitFor()
    await tab(page, "Read (1)").waitFor()

    await page.getByRole("button", { name: "Mark all as read" }).click()
    await expect.poll(() => badge(page), { message: "all read" }).toBe(0)
    await tab(page, "Unread (0)").waitFor()
    expect(await page.getByRole("button", { name: "Mark all as read" }).count()).toBe(0)
    const mine = await admin.pb.collection("notifications").getFullList({ filter: `user = "${admin.id}"` })
    expect(mine.map((n) => n.status)).toEqual(["read", "read"])
    expect(seen.errors).toEqual([])
    await context.close()
  })

  it("shows the unread count on the phone's menu button", async () => {
    const unread = await admin.pb
      .collection("notifications")
      .getFullList({ filter: `user = "${admin.id}" && status = "unread"` })
    for (const n of unread) await admin.pb.collection("notifications").update(n.id, { status: "read" })
    const context = await browser.newContext({ viewport: viewports.phone })
    await seedSession(context, admin.pb)
    const page = await context.newPage()
    const seen = watchErrors(page)
    await page.goto(`${server.url}/admin`)
    const menu = page.getByRole("button", { name: /Open menu/ })
    await menu.waitFor()
    expect(await menu.textContent()).not.toMatch(/unread/)
    await newOrder("Spring campaign pages")
    await expect.poll(() => menu.textContent()).toMatch(/1 unread/)
    expect(seen.errors).toEqual([])
    await context.close()
  })

  it("keeps History to notifications sent to clients, and counts them in its tab", async () => {
    // The status change notifies the client: History now holds the welcome and the status update.
    const [order] = await client.pb.collection("orders").getFullList({ filter: 'title = "Autumn lookbook"' })
    await admin.pb.collection("orders").update(order!.id, { status: "in_progress" })
    const alerts = await admin.pb.collection("notifications").getFullList({ filter: `user = "${admin.id}"` })
    expect(alerts.length, "the provider has its own alerts").toBe(3)

    const context = await browser.newContext({ viewport: viewports.desktop })
    await seedSession(context, admin.pb)
    const page = await context.newPage()
    const seen = watchErrors(page)
    await page.goto(`${server.url}/admin/notifications`)
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
