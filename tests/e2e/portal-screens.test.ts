import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { type Account, createAdmin, signUpClient } from "../support/accounts"
import { screenSizes, screenshot, settle, watchErrors } from "../support/browser"
import {
  at,
  expectAccessible,
  expectNoBrokenWords,
  expectNoHorizontalScroll,
  expectSelectsFit,
  expectTabsOnOneLine,
  portalContext,
} from "./portal-support"
import { statusBody } from "../support/orders"
import { testWorld } from "../support/world"

const orders = [
  ["Spring drop storefront", "Noir Atelier", "in_progress"],
  ["Wholesale lookbook pages", "Noir Atelier", "completed"],
  ["Holiday gift guide", "Noir Atelier", "pending_approval"],
  ["Shopify theme refresh", "Noir Atelier", "pending_approval"],
] as const

describe("portal screens at 320, 390 and 1280 px", () => {
  const world = testWorld({ browser: true, client: "Ava Okafor" })
  let firstOrder = ""
  let newcomer: Account

  beforeAll(async () => {
    newcomer = await signUpClient(world.server, "Noah Lindqvist")
    const admin = await createAdmin(world.server, "Sam Rivera")
    for (const [title, company, status] of orders) {
      const order = await world.client.pb.collection("orders").create({
        title,
        company_name: company,
        description: `${title} for the new season.\nMobile first, with size guides on every product.`,
        phone_number: "+1 555 010 2030",
        current_website: "https://noir-atelier.example",
        client: world.client.id,
      })
      firstOrder ||= order.id
      if (status !== "pending_approval")
        await admin.pb.collection("orders").update(order.id, statusBody(status))
    }
    await admin.pb.collection("notifications").create({
      user: world.client.id,
      title: "Welcome to launchdesk",
      message: "Your portal is ready. Submit an order and we will reply within 24 hours.",
      related_order: firstOrder,
    })
  })

  const screens: [string, string, (page: Page) => Promise<unknown>, title: string][] = [
    ["dashboard", "/portal", (p) => p.getByRole("heading", { name: "Recent orders" }).waitFor(), "Dashboard"],
    ["new-order", "/portal/new-order", (p) => p.getByLabel("Project title").waitFor(), "New Order"],
    [
      "orders",
      "/portal/orders",
      (p) => p.getByRole("link", { name: /Spring drop storefront/ }).waitFor(),
      "My Orders",
    ],
    ["order-detail", "", (p) => p.getByText("Order ID").waitFor(), "Spring drop storefront"],
    [
      "notifications",
      "/portal/notifications",
      (p) => p.getByText("Welcome to launchdesk").waitFor(),
      "Notifications",
    ],
    [
      "book-call",
      "/portal/book-call",
      // the free times on the page (native booking), or the external calendar's button (the external setting)
      (p) =>
        p
          .getByRole("button", { name: /^\d{1,2}:\d{2} [AP]M$/ })
          .or(p.getByRole("link", { name: /Schedule your call/ }))
          .first()
          .waitFor(),
      "Book a Call",
    ],
  ]

  for (const [size, viewport] of Object.entries(screenSizes)) {
    it(`auth screen, both modes (${size})`, async () => {
      const context = await portalContext(world.browser, viewport)
      const page = await context.newPage()
      const seen = watchErrors(page)
      await page.goto(at(world.server, "/auth"))
      await page.getByRole("heading", { name: "Welcome back" }).waitFor()
      expect(await page.title()).toBe("Sign in · launchdesk")
      await expectNoHorizontalScroll(page)
      await expectAccessible(page, "auth sign in")
      await screenshot(page, `portal-auth-signin-${viewport.width}`)
      await page.getByRole("button", { name: "Create account" }).click()
      await page.getByLabel("Confirm password").waitFor()
      expect(await page.title()).toBe("Create account · launchdesk")
      await expectAccessible(page, "auth sign up")
      await screenshot(page, `portal-auth-signup-${viewport.width}`)
      expect(seen.errors).toEqual([])
      await context.close()
    })

    it(`every portal screen renders, fits and passes axe (${size})`, async () => {
      const context = await portalContext(world.browser, viewport, world.client)
      const page = await context.newPage()
      const seen = watchErrors(page)
      // The phone top bar with its menu button exists only under 768 px; the sidebar shows from there up.
      await page.goto(at(world.server, "/portal"))
      const menu = page.getByRole("button", { name: /Open menu/ })
      await page.getByRole("heading", { name: "Recent orders" }).waitFor()
      const phone = viewport.width < 768
      expect(await menu.isVisible()).toBe(phone)
      expect(await page.getByRole("navigation", { name: "Client portal" }).isVisible()).toBe(!phone)
      for (const [name, path, ready, title] of screens) {
        await page.goto(at(world.server, path || `/portal/orders/${firstOrder}`))
        await ready(page)
        await expect.poll(() => page.title()).toBe(`${title} · launchdesk`)
        await settle(page)
        await expectNoHorizontalScroll(page)
        await expectNoBrokenWords(page)
        await expectSelectsFit(page)
        if (name === "notifications") await expectTabsOnOneLine(page, ".note-tabs__tab")
        if (name === "dashboard" && !phone) {
          // Side by side, the recent orders and the unread notifications start at one height.
          const tops = await page
            .locator(".dash__orders > :nth-child(2), .dash__notes > :nth-child(2)")
            .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)))
          expect(tops).toHaveLength(2)
          expect(tops[0]).toBe(tops[1])
        }
        await expectAccessible(page, name)
        await screenshot(page, `portal-${name}-${viewport.width}`)
      }
      if (phone) {
        await page.getByRole("button", { name: "Open menu" }).click()
        await page.getByRole("link", { name: "My Orders" }).waitFor()
        await page.waitForTimeout(400) // the drawer slides in for 0.2 s
        await screenshot(page, `portal-drawer-${viewport.width}`)
      }
      expect(seen.errors).toEqual([])
      await context.close()
    })

    it(`empty states of a new client (${size})`, async () => {
      const context = await portalContext(world.browser, viewport, newcomer)
      const page = await context.newPage()
      const seen = watchErrors(page)
      const empties: [string, string, string][] = [
        ["dashboard", "/portal", "All caught up!"],
        ["orders", "/portal/orders", "No orders yet"],
        ["orders-filtered", "/portal/orders?status=completed", "No orders match your filters"],
        ["notifications", "/portal/notifications", "No notifications"],
        ["notifications-unread", "/portal/notifications?tab=unread", "All caught up!"],
        ["notifications-read", "/portal/notifications?tab=read", "No read notifications"],
      ]
      for (const [name, path, text] of empties) {
        await page.goto(at(world.server, path))
        await page.getByText(text, { exact: true }).waitFor()
        if (name === "dashboard" || name === "orders") {
          const main = page.getByRole("main")
          expect(
            await main.getByRole("link", { name: "New Order" }).count(),
            `one New Order on ${name}`,
          ).toBe(1)
        }
        await expectNoHorizontalScroll(page)
        await expectNoBrokenWords(page)
        await expectSelectsFit(page)
        if (name.startsWith("notifications")) await expectTabsOnOneLine(page, ".note-tabs__tab")
        await expectAccessible(page, `${name} empty`)
        await screenshot(page, `portal-${name}-empty-${viewport.width}`)
      }
      expect(seen.errors).toEqual([])
      await context.close()
    })
  }
})
