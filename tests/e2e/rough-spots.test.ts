import type { Account } from "../support/accounts"
import { mkdirSync } from "node:fs"
import PocketBase from "pocketbase"
import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { keepShot, screenSizes, watchErrors } from "../support/browser"
import { seedSession } from "../support/session"
import { at, expectNoHorizontalScroll } from "./portal-support"
import { testWorld } from "../support/world"

// The visual rough spots, measured where the browser put the text: addresses never break at a dot, the admin
// client picker's placeholder fits at 320 px, and the notification history shows each message whole.

const SHOTS = "/tmp/shots-forms"

/** The lines an element's text was laid out on, as the browser broke it. */
const linesOf = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const range = document.createRange()
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      const lines: string[] = []
      let top: number | null = null
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? ""
        for (let i = 0; i < text.length; i++) {
          range.setStart(node, i)
          range.setEnd(node, i + 1)
          const rect = range.getClientRects()[0]
          if (!rect) continue
          if (top === null || rect.top > top + 2) lines.push(text[i] ?? "")
          else lines[lines.length - 1] = `${lines[lines.length - 1] ?? ""}${text[i] ?? ""}`
          top = rect.top
        }
      }
      return lines
    }),
  )

describe("rough spots on narrow screens", () => {
  const world = testWorld({ browser: true, admin: "Sam Studio" })
  let client: Account

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true })
    const pb = new PocketBase(world.server.url)
    pb.autoCancellation(false)
    const email = `ava.okafor.${Date.now().toString(36)}@noir-atelier-studio.example`
    const password = "client-pass-1"
    await pb.collection("users").create({ email, password, passwordConfirm: password, name: "Ava Okafor" })
    const auth = await pb.collection("users").authWithPassword(email, password)
    client = { id: auth.record.id, email, password, pb }
  })

  it("breaks an e-mail address after its @ or a hyphen, never at a dot, at 320 px", async () => {
    const order = await client.pb.collection("orders").create({
      title: "Autumn store",
      description: "A store for the autumn line.",
      company_name: "Noir Atelier",
      current_website: "https://noir-atelier-studio.example/collections/autumn",
      client: client.id,
    })
    const context = await world.browser.newContext({ viewport: screenSizes.narrow })
    await seedSession(context, client.pb)
    const page = await context.newPage()
    const seen = watchErrors(page)
    await page.goto(at(world.server, `/portal/orders/${order.id}`))
    await page.getByText("Your order is waiting for approval").first().waitFor()
    const lines = (await linesOf(page, ".address")).filter((l) => l.length > 1)
    expect(lines.length).toBeGreaterThan(0) // the long address did wrap
    for (const address of lines) {
      for (const line of address) expect(line, address.join(" | ")).not.toMatch(/^\.|\.$/)
    }
    for (const [name, size] of Object.entries(screenSizes)) {
      await page.setViewportSize(size)
      await keepShot(page, `${SHOTS}/order-detail-${name}.png`, { fullPage: true })
      await expectNoHorizontalScroll(page)
    }
    expect(seen.errors).toEqual([])
    await context.close()
  })

  it("fits the client picker's placeholder at 320 px", async () => {
    const context = await world.browser.newContext({ viewport: screenSizes.narrow })
    await seedSession(context, world.admin.pb)
    const page = await context.newPage()
    const seen = watchErrors(page)
    await page.goto(at(world.server, "/admin/notifications/new"))
    const picker = page.getByRole("combobox", { name: "Client" })
    await picker.waitFor()
    const fit = await picker.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input)
      const ctx = document.createElement("canvas").getContext("2d")!
      ctx.font = style.font
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      return { need: ctx.measureText(input.placeholder).width, room }
    })
    expect(fit.need).toBeLessThanOrEqual(fit.room)
    await keepShot(page, `${SHOTS}/admin-notify-narrow.png`, { fullPage: true })
    expect(seen.errors).toEqual([])
    await context.close()
  })

  it("shows each message of the notification history whole", async () => {
    const message = `Your order "Autumn store" status has been updated to: in progress. ${"We start with your brand intake. ".repeat(4)}`
    await world.admin.pb.collection("notifications").create({
      user: client.id,
      title: "Order Status Updated: Autumn store",
      message,
      status: "unread",
    })
    const context = await world.browser.newContext({ viewport: screenSizes.narrow })
    await seedSession(context, world.admin.pb)
    const page = await context.newPage()
    const seen = watchErrors(page)

    for (const [name, size] of Object.entries(screenSizes)) {
      await page.setViewportSize(size)
      await page.goto(at(world.server, "/admin/notifications?tab=history"))
      const cell = page.locator(".history-cell__message").first()
      await cell.waitFor()
      expect(await cell.textContent()).toBe(message)
      const clipped = await cell.evaluate((el) => el.scrollHeight > el.clientHeight + 1)
      expect(clipped, `history message cut at ${name}`).toBe(false)
      await keepShot(page, `${SHOTS}/admin-history-${name}.png`, { fullPage: true })
      await expectNoHorizontalScroll(page)
    }
    expect(seen.errors).toEqual([])
    await context.close()
  })
})
