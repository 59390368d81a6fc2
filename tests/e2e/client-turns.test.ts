import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { screenSizes, screenshot, viewports, watchErrors } from "../support/browser"
import { portalContext } from "./portal-support"
import { studioAndClient, testWorld } from "../support/world"

// The client is told when it is their turn: the studio's collaborator request arrives live as a notification whose
// link opens the Shopify admin, by e-mail too, and the client answers it on the order page (a phone's CPU).

describe("the client's turn", () => {
  const world = testWorld(studioAndClient("Sam Rivera", "Ava Okafor"))
  const domain = "noir-e2e.myshopify.com"
  const shopify = `https://${domain}/admin/settings/account`

  const notesLink = (page: Page) => page.getByRole("link", { name: shopify })

  it("arrives live with a link that opens Shopify, and the client answers it on the order page", async () => {
    const order = await world.client.pb.collection("orders").create({
      title: "Noir spring store",
      description: "A Shopify store for the spring line.",
      company_name: "Noir Atelier",
      collaborator_code: "4821",
      on_shopify: true,
      client: world.client.id,
    })
    await world.admin.pb.collection("orders").update(order.id, { status: "in_progress" })
    const context = await portalContext(world.browser, viewports.phone, world.client)
    await context.route(`https://${domain}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Shopify admin</title>" }),
    )
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
    const seen = watchErrors(page)
    await page.goto(`${world.server.url}/portal`)
    const menu = page.getByRole("button", { name: /Open menu/ })
    await menu.waitFor()
    const unread = await world.client.pb
      .collection("notifications")
      .getList(1, 1, { filter: 'status = "unread"' })
    await expect.poll(() => menu.textContent()).toMatch(`${unread.totalItems} unread`)
    const before = unread.totalItems

    await world.admin.pb.send(`/api/launchdesk/orders/${order.id}/launch/access`, {
      method: "POST",
      body: { access: "request_sent", store_domain: domain },
    })
    await expect
      .poll(() => menu.textContent(), { message: "the bell's count, live" })
      .toMatch(`${before + 1} unread`)
    const [mail] = await world.smtp.waitFor(
      (m) => m.parsed.subject === "Approve us in Shopify: Noir spring store",
    )
    expect(mail?.to).toEqual([world.client.email])
    expect(mail?.parsed.text).toContain(shopify)

    await page.goto(`${world.server.url}/portal/notifications`)
    const link = notesLink(page)
    await link.waitFor()
    expect(await link.getAttribute("target")).toBe("_blank")
    const [shop] = await Promise.all([context.waitForEvent("page"), link.click()])
    await shop.waitForLoadState()
    expect(shop.url()).toBe(shopify)
    await shop.close()

    await page.getByRole("link", { name: "Order: Noir spring store" }).first().click()
    const approved = page.getByRole("button", { name: "I approved the request" })
    await approved.waitFor()
    await approved.scrollIntoViewIfNeeded()
    await screenshot(page, "client-turn-order-phone")
    await approved.click()
    await page.getByText("the studio is told you approved the request").waitFor()
    const queue = await world.admin.pb.send<{ items: { kind: string; orderId: string }[] }>(
      "/api/launchdesk/admin/queue",
      {},
    )
    expect(queue.items.filter((i) => i.orderId === order.id).map((i) => i.kind)).toEqual(["access_granted"])
    expect(seen.errors).toEqual([])
    await context.close()
  })

  it("keeps the link clickable on the notifications page at 320, 390 and 1280 px", async () => {
    for (const [name, viewport] of Object.entries(screenSizes)) {
      const context = await portalContext(world.browser, viewport, world.client)
      const page = await context.newPage()
      const seen = watchErrors(page)
      await page.goto(`${world.server.url}/portal/notifications`)
      await notesLink(page).waitFor()
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0)
      await screenshot(page, `client-turn-notifications-${name}`)
      expect(seen.errors).toEqual([])
      await context.close()
    }
  })
})
