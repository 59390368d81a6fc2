import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { screenSizes, screenshot, settle, viewports, watchErrors } from "../support/browser"
import { adminContext, at, newClientWithOrder, ADMIN_WORLD } from "./admin-fixture"
import { testWorld } from "../support/world"
import {
  expectAccessible,
  expectNoBrokenWords,
  expectNoHorizontalScroll,
  expectSelectsFit,
} from "./portal-support"

// Every admin screen at 320 px, 390 px and 1280 px: screenshot, axe-core (no serious or critical
// violation), no sideways scrolling, no console error.

describe("admin screens at 320, 390 and 1280 px", () => {
  const world = testWorld(ADMIN_WORLD)
  let orderId = ""
  let clientId = ""

  beforeAll(async () => {
    // An order with a status history and delivered e-mails for the order page.
    const { client, order } = await newClientWithOrder(world, "Ava Lindqvist", "Spring drop storefront")
    orderId = order.id
    clientId = client.id
    await world.admin.pb.collection("orders").update(order.id, { status: "in_progress" })
    await world.smtp.waitFor((m) => m.to.includes(client.email))
  })

  const rows = (p: Page) => p.locator("tbody tr").first().waitFor()
  const screens: [name: string, path: () => string, ready: (p: Page) => Promise<unknown>, ignore?: RegExp][] =
    [
      ["dashboard", () => "/admin", (p) => p.locator(".recent-orders__item").first().waitFor()],
      [
        // what waits on the studio: the seed's orders pending approval (derived at start), or nothing
        "inbox",
        () => "/admin/inbox",
        (p) =>
          p
            .getByRole("list", { name: "Waiting on you" })
            .or(p.getByText("Nothing is waiting on you"))
            .first()
            .waitFor(),
      ],
      ["orders", () => "/admin/orders", rows],
      [
        "orders-confirm",
        () => `/admin/orders?q=${encodeURIComponent("Spring drop storefront")}`,
        async (p) => {
          await p.getByLabel("Status of Spring drop storefront").selectOption("pending_approval")
          await p.getByRole("dialog").waitFor()
          // On a phone both answers span the dialog, one line each (not one narrow, one wrapped).
          const boxes = await p
            .getByRole("dialog")
            .getByRole("button")
            .evaluateAll((els) => els.map((e) => [e.getBoundingClientRect().width, e.clientHeight]))
          expect(boxes).toHaveLength(2)
          if (p.viewportSize()!.width < 480) expect(boxes[0]![0]).toBe(boxes[1]![0])
          expect(boxes[0]![1]).toBe(boxes[1]![1])
        },
      ],
      [
        "order-detail",
        () => `/admin/orders/${orderId}`,
        (p) => p.locator(".mail-list__item").filter({ hasText: "Sent" }).first().waitFor(),
      ],
      [
        "order-not-found",
        () => "/admin/orders/nosuchorder0000",
        async (p) => {
          await p.getByRole("heading", { name: "Order Not Found" }).waitFor()
          await p.getByText("The order you're looking for doesn't exist.").waitFor()
        },
        /status of 404/,
      ],
      ["users", () => "/admin/users", rows],
      [
        "notifications-send",
        () => `/admin/notifications/new?user=${clientId}`,
        (p) => p.getByText("Change client").waitFor(),
      ],
      ["notifications-history", () => "/admin/notifications", rows],
    ]

  for (const [size, viewport] of Object.entries(screenSizes)) {
    for (const [name, path, ready, ignore] of screens) {
      it(`${name} (${size})`, async () => {
        const context = await adminContext(world.browser, world, viewport)
        const page = await context.newPage()
        const seen = watchErrors(page, ignore ? [ignore] : [])
        await page.goto(at(world, path()))
        await ready(page)
        await settle(page)
        await screenshot(page, `admin-${name}-${viewport.width}`)
        await expectAccessible(page, name)
        await expectNoHorizontalScroll(page)
        await expectNoBrokenWords(page)
        await expectSelectsFit(page)
        expect(seen.errors).toEqual([])
        await context.close()
      })
    }
  }

  it("opens the admin menu as a drawer on a phone", async () => {
    const context = await adminContext(world.browser, world, viewports.phone)
    const page = await context.newPage()
    const seen = watchErrors(page)
    await page.goto(at(world, "/admin"))
    await page.getByRole("button", { name: "Open menu" }).click()
    const nav = page.getByRole("navigation", { name: "Admin area" })
    for (const label of ["Dashboard", "Inbox", "Orders", "Users", "Notifications"]) {
      await nav.getByRole("link", { name: new RegExp(`^${label}`) }).waitFor()
    }
    await page.getByRole("button", { name: "Sign Out" }).waitFor()
    await screenshot(page, "admin-menu-390")
    await expectAccessible(page, "admin menu")
    await nav.getByRole("link", { name: "Users" }).click()
    await page.waitForURL(at(world, "/admin/users"))
    expect(await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false")
    expect(seen.errors).toEqual([])
    await context.close()
  })
})
