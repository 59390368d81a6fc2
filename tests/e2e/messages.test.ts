import { beforeAll, describe, expect, it } from "vitest"
import { viewports, watchErrors } from "../support/browser"
import { seedSession } from "../support/session"
import { expectAccessible } from "./portal-support"
import { openAs, PDF, PNG, send, shoot, type Side, thread } from "./messages-support"
import { sleep } from "../support/wait"
import { studioAndClient, testWorld } from "../support/world"
import { newOrder } from "../support/orders"

// A message unread this long (0.25 min) is e-mailed; everything read in the test is read well before.
const DELAY_MS = 15_000

describe("an order's conversation between the client and the studio", () => {
  const world = testWorld(
    studioAndClient("Sam Rivera", "Lena Brandt", { MESSAGE_EMAIL_DELAY_MINUTES: "0.25" }),
  )
  let orderId: string

  beforeAll(async () => {
    const order = await newOrder(world.client, {
      title: "Brandt autumn store",
      description: "A store for the autumn line.",
      company_name: "Brandt",
    })
    orderId = order.id
  })

  it("is live both ways, keeps internal notes from the client, counts unread and e-mails only what stays unread", async () => {
    const started = Date.now()
    const studio = await openAs(world.browser, world.admin, viewports.desktop)
    const brand = await openAs(world.browser, world.client, viewports.phone)
    const adminRow = () => studio.page.locator("tr", { hasText: "Brandt autumn store" })
    try {
      await journey(studio, brand, adminRow, started)
    } catch (err) {
      await shoot(studio.page, "messages-failed-admin")
      await shoot(brand.page, "messages-failed-client")
      throw err
    }
  })

  async function journey(
    studio: Side,
    brand: Side,
    adminRow: () => ReturnType<Side["page"]["locator"]>,
    started: number,
  ) {
    // The admin watches the orders table; the client writes with a PDF and an image.
    await studio.page.goto(`${world.server.url}/admin/orders`)
    await adminRow().waitFor()
    await brand.page.goto(`${world.server.url}/portal/orders/${orderId}`)
    await brand.page.getByText("No messages yet").waitFor()
    await send(brand.page, "Here are our logo and the brief.\nColours: see https://brandt.example/colours", [
      { name: "logo.png", mimeType: "image/png", buffer: PNG },
      { name: "brief.pdf", mimeType: "application/pdf", buffer: PDF },
    ])
    await thread(brand.page).getByText("Sent").waitFor()

    // The admin's row and navigation count it, live; opening the order shows it after a "new" divider.
    await expect.poll(() => adminRow().textContent(), { timeout: 3000 }).toContain("1 new message")
    await expect.poll(() => studio.page.getByRole("link", { name: /^Orders/ }).textContent()).toContain("1")
    await adminRow().getByRole("link", { name: "Brandt autumn store" }).click()
    const adminThread = thread(studio.page)
    await adminThread.getByText("Here are our logo and the brief.").waitFor()
    await expect.poll(() => adminThread.getByRole("listitem", { name: "New messages" }).count()).toBe(1)
    expect(await adminThread.locator(".message__body").first().textContent()).toContain("brief.\nColours")
    await adminThread.getByRole("link", { name: "brief.pdf" }).waitFor()
    const thumb = adminThread.getByRole("img", { name: "logo.png" })
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await expect
      .poll(() =>
        adminThread.getByRole("link", { name: "https://brandt.example/colours" }).getAttribute("href"),
      )
      .toBe("https://brandt.example/colours")

    // Reading it brings the admin's count back down.
    const ordersNav = () => studio.page.getByRole("link", { name: /^Orders/ })
    await expect.poll(() => ordersNav().locator(".shell__badge").count(), { timeout: 3000 }).toBe(0)

    // The client goes to My Orders; the admin replies and writes an internal note.
    await brand.page.getByRole("link", { name: "← My Orders" }).click()
    const card = () => brand.page.locator(".order-card", { hasText: "Brandt autumn store" })
    await card().waitFor()
    await send(studio.page, "Thanks! Preview soon.")
    await thread(studio.page).getByText("Thanks! Preview soon.").waitFor()
    await send(studio.page, "Client prefers dark colours.", [], true)
    await thread(studio.page).getByText("Client prefers dark colours.").waitFor()
    await expect.poll(() => card().textContent(), { timeout: 3000 }).toContain("1 new message")
    // (the phone's navigation is folded away; its badge is still the count)
    const myOrdersBadge = () =>
      brand.page.getByRole("link", { name: /^My Orders/, includeHidden: true }).locator(".shell__badge")
    await expect.poll(() => myOrdersBadge().textContent()).toBe("1")
    await brand.page.getByRole("link", { name: /^Dashboard/, includeHidden: true }).dispatchEvent("click")
    const recentCard = brand.page.locator(".order-card", { hasText: "Brandt autumn store" })
    await expect.poll(() => recentCard.textContent(), { timeout: 3000 }).toContain("1 new message")
    await brand.page.getByRole("link", { name: /^My Orders/, includeHidden: true }).dispatchEvent("click")

    // The client opens the order: the reply is there, the note is not, and the count falls.
    await card().getByRole("link").first().click()
    await thread(brand.page).getByText("Thanks! Preview soon.").waitFor()
    expect(await brand.page.getByText("Client prefers dark colours.").count()).toBe(0)

    // Both on the thread: the admin's next message reaches the client within a second of Enter.
    const pressed = Date.now()
    await send(studio.page, "The preview is nearly ready.")
    await thread(brand.page).getByText("The preview is nearly ready.").waitFor()
    expect(Date.now() - pressed).toBeLessThan(1000)

    // A message that cannot reach the server says so and is sent again with Retry.
    const records = "**/api/collections/messages/records*"
    await brand.page.route(records, (route) =>
      route.request().method() === "POST" ? route.abort("connectionreset") : route.continue(),
    )
    await send(brand.page, "Is the preview OK on phones?")
    const failed = thread(brand.page).locator(".message", { hasText: "Is the preview OK on phones?" })
    await failed.getByText("Not sent.").waitFor()
    await brand.page.unroute(records)
    // the one error the page logs is the send we cut
    expect(brand.seen.errors.splice(0)).toEqual(["Failed to load resource: net::ERR_CONNECTION_RESET"])
    const studioReads = studio.page.waitForResponse((r) => r.url().endsWith("/messages/read") && r.ok())
    await failed.getByRole("button", { name: "Retry" }).click()
    await failed.getByText("Sent").waitFor()
    await thread(studio.page).getByText("Is the preview OK on phones?").waitFor()
    await studioReads // the admin had it on screen: read, so never e-mailed
    await brand.page.getByRole("link", { name: "← My Orders" }).click()
    await card().waitFor()
    await expect.poll(() => card().textContent()).not.toContain("new message")
    await expect.poll(() => myOrdersBadge().count()).toBe(0)

    // Markup in a message stays text on the other side.
    await studio.page.getByRole("link", { name: /All orders/ }).click()
    await adminRow().waitFor()
    await brand.page.goto(`${world.server.url}/portal/orders/${orderId}`)
    await send(brand.page, `<img src=x onerror="window.__pwned=1"> [x](javascript:window.__pwned=2)`)
    await thread(brand.page).getByText("Sent").last().waitFor()
    await expect.poll(() => adminRow().textContent(), { timeout: 3000 }).toContain("1 new message")
    await studio.page.getByRole("link", { name: /^Dashboard/ }).click()
    const recentRow = studio.page.getByRole("link", { name: /Brandt autumn store/ })
    await expect.poll(() => recentRow.textContent(), { timeout: 3000 }).toContain("1 new message")
    await ordersNav().click()
    await adminRow().waitFor()

    // The admin leaves it unread: exactly one grouped e-mail after the delay; the client read everything in time.
    const aboutMessages = (m: (typeof world.smtp.messages)[number], to: string) =>
      m.to.includes(to) && /new message/i.test(m.parsed.subject ?? "")
    const [mail] = await world.smtp.waitFor((m) => aboutMessages(m, world.admin.email), 1, DELAY_MS + 15_000)
    expect(mail!.parsed.subject).toBe('New message on "Brandt autumn store"')
    expect(mail!.parsed.text).toContain("onerror")
    expect(Date.now() - started).toBeGreaterThan(DELAY_MS)
    await adminRow().getByRole("link", { name: "Brandt autumn store" }).click()
    await thread(studio.page).getByText("window.__pwned=2", { exact: false }).waitFor()
    expect(await studio.page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
    expect(await studio.page.locator('a[href^="javascript:" i]').count()).toBe(0)
    await sleep(2000)
    expect(world.smtp.messages.filter((m) => aboutMessages(m, world.admin.email))).toHaveLength(1)
    expect(world.smtp.messages.filter((m) => aboutMessages(m, world.client.email))).toHaveLength(0)

    await shoot(studio.page, "messages-admin-1280")
    await expectAccessible(studio.page, "admin order with messages")
    expect(studio.seen.errors).toEqual([])
    expect(brand.seen.errors).toEqual([])
    await studio.close()
    await brand.close()
  }

  it.each([
    ["client", "narrow", { width: 320, height: 640 }],
    ["client", "phone", viewports.phone],
    ["client", "desktop", viewports.desktop],
    ["admin", "phone", viewports.phone],
  ] as const)("fits and is accessible for the %s at %s width", async (who, _name, viewport) => {
    const side = await openAs(world.browser, who === "admin" ? world.admin : world.client, viewport)
    const area = who === "admin" ? "admin" : "portal"
    await side.page.goto(`${world.server.url}/${area}/orders/${orderId}`)
    const log = thread(side.page)
    await log.getByRole("listitem").first().waitFor()
    // Once the thumbnail has loaded, the newest message is still in view.
    const thumb = log.getByRole("img", { name: "logo.png" })
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await expect
      .poll(() => log.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight))
      .toBeLessThan(4)
    await side.page.locator(".order-files summary").click()
    await side.page.locator(".order-files__list").getByText("brief.pdf").waitFor()
    const widths = await side.page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!)
    await side.page.evaluate(() => window.scrollTo(0, 0))
    await shoot(side.page, `messages-${area}-${viewport.width}`)
    await expectAccessible(side.page, `${area} order with messages at ${viewport.width}`)
    expect(side.seen.errors).toEqual([])
    await side.close()
  })

  it("on a phone's touch screen, Return writes a new line and the Send button sends", async () => {
    const context = await world.browser.newContext({
      viewport: viewports.phone,
      hasTouch: true,
      isMobile: true,
    })
    await seedSession(context, world.client.pb)
    const page = await context.newPage()
    const seen = watchErrors(page)
    await page.goto(`${world.server.url}/portal/orders/${orderId}`)
    const box = page.getByRole("textbox", { name: "Message" })
    await box.tap()
    await page.keyboard.type("Colours for the hero:")
    await page.keyboard.press("Enter")
    await page.keyboard.type("cream and black")
    expect(await box.inputValue()).toBe("Colours for the hero:\ncream and black")
    expect(await page.getByText("Shift+Enter").count()).toBe(0)
    await page.getByRole("form", { name: "New message" }).getByRole("button", { name: "Send" }).tap()
    await thread(page).getByText("cream and black").waitFor()
    expect(await box.inputValue()).toBe("")
    await shoot(page, "messages-touch-390")
    expect(seen.errors).toEqual([])
    await context.close()
  })
})
