import { mkdirSync } from "node:fs"
import type { BrowserContext, Page } from "playwright-core"
import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Account } from "../support/accounts"
import { keepShot, screenSizes, settle, watchErrors, type PageErrors } from "../support/browser"
import { DEMO_CLIENTS, signInDemo } from "../support/demo"
import { seedSession } from "../support/session"
import { expectNoHorizontalScroll } from "./portal-support"
import { testWorld } from "../support/world"

// Issue 40 items 18, 21, 23, 25 and 26 on the default demo, as `make run` shows it: the admin orders table fits its
// frame at 1280 px, the sidebar runs the page down, selects and the new-order summary hold at 320 px; a paused clock's
// due line holds still; a French browser in Paris
// reads the English interface in en-US, on Paris time. Screens at 320, 390 and 1280 px go to /tmp/shots-screens.

const SHOTS = "/tmp/shots-screens"
/** French words of dates ("dim. 29 nov.", "janv.") and the "UTC+1" of a French time-zone name. */
const FRENCH = /\b(lun|mar|mer|jeu|ven|sam|dim|janv|févr|avr|mai|juin|juil|août|sept|oct|nov|déc)\.|UTC\+1/

describe("the screens of issue 40 on the demo", () => {
  const world = testWorld({ browser: true, demo: ["--if-empty"], demoAdmin: true })
  let ava: Account
  let noah: Account
  const errors: PageErrors[] = []
  const contexts: BrowserContext[] = []

  /** open signs account in on a new page at size, in locale and time zone (en-US in New York unless told). */
  const open = async (
    account: Account,
    size: { width: number; height: number },
    place = { locale: "en-US", timezoneId: "America/New_York" },
  ): Promise<Page> => {
    const context = await world.browser.newContext({ viewport: size, ...place })
    contexts.push(context)
    await seedSession(context, account.pb)
    const page = await context.newPage()
    errors.push(watchErrors(page))
    return page
  }
  const at = (path: string) => `${world.server.url}${path}`
  const shoot = (page: Page, name: string) => keepShot(page, `${SHOTS}/${name}.png`, { fullPage: true })
  const orderId = async (title: string) =>
    (
      await world.admin.pb
        .collection("orders")
        .getFirstListItem(world.admin.pb.filter("title = {:t}", { t: title }))
    ).id

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true })
    ava = await signInDemo(world.server, DEMO_CLIENTS.ava)
    noah = await signInDemo(world.server, DEMO_CLIENTS.noah)
  }, 60_000)
  afterAll(async () => {
    for (const c of contexts) await c.close()
    expect(errors.flatMap((e) => e.errors)).toEqual([])
  })

  it("fits the admin orders table in its frame at 1280 px, every e-mail whole, the sidebar the page's height", async () => {
    const page = await open(world.admin, screenSizes.desktop)
    await page.goto(at("/admin/orders"))
    await page.locator("tbody tr").nth(12).waitFor()
    await settle(page)
    const fit = await page.evaluate(() => {
      const frame = document.querySelector(".data-table__frame")!
      const bounds = frame.getBoundingClientRect()
      return {
        table: document.querySelector(".data-table__table")!.getBoundingClientRect().width,
        frame: frame.clientWidth,
        // an address cut short ("ava@noir-ate...") or broken inside a part ("supply.exampl" / "e"): each of its
        // lines but the last ends at a seam, after "@" or a hyphen
        cut: [...document.querySelectorAll<HTMLElement>(".order-cell__email")].flatMap((e) => {
          if (e.scrollWidth > e.clientWidth + 1) return [`${e.textContent} cut short`]
          const range = document.createRange()
          const lines: string[] = []
          let top: number | null = null
          for (const node of [...e.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE)) {
            for (let i = 0; i < node.textContent!.length; i++) {
              range.setStart(node, i)
              range.setEnd(node, i + 1)
              const rect = range.getClientRects()[0]
              if (!rect) continue
              if (top === null || rect.top > top + 2) lines.push("")
              lines[lines.length - 1] = `${lines[lines.length - 1] ?? ""}${node.textContent![i]}`
              top = rect.top
            }
          }
          return lines.slice(0, -1).some((l) => !/[@-]$/.test(l)) ? [lines.join(" | ")] : []
        }),
        actionsOut: [...document.querySelectorAll(".data-table__cell--actions .button")].filter(
          (b) => b.getBoundingClientRect().right > bounds.right,
        ).length,
      }
    })
    expect(fit.table).toBeLessThanOrEqual(fit.frame)
    expect(fit.cut, "e-mails cut short").toEqual([])
    expect(fit.actionsOut, "View Details buttons outside the frame").toBe(0)

    // a full-page capture: the sidebar's background at the page's foot is the one at its top
    const shot = await page.screenshot({ fullPage: true })
    const { height } = await sharp(shot).metadata()
    const pixel = async (top: number) =>
      [...(await sharp(shot).extract({ left: 4, top, width: 1, height: 1 }).raw().toBuffer())].join(",")
    expect(height).toBeGreaterThan(1200) // a long page
    expect(await pixel(height! - 4)).toBe(await pixel(600))
    for (const [name, size] of Object.entries(screenSizes)) {
      await page.setViewportSize(size)
      await settle(page)
      await expectNoHorizontalScroll(page)
      await shoot(page, `admin-orders-${name}`)
    }
  })

  it("shows every status choice whole at 320 px and 390 px", async () => {
    for (const size of [screenSizes.narrow, screenSizes.phone]) {
      const page = await open(world.admin, size)
      await page.goto(at("/admin/orders"))
      await page.locator(".status-select").first().waitFor()
      await settle(page)
      const cut = await page.evaluate(() => {
        const ctx = document.createElement("canvas").getContext("2d")!
        return [...document.querySelectorAll<HTMLSelectElement>(".status-select")].flatMap((s) => {
          const style = getComputedStyle(s)
          ctx.font = style.font
          const room = s.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
          return [...s.options]
            .filter((o) => ctx.measureText(o.text).width > room)
            .map((o) => `"${o.text}" in ${Math.floor(room)} px`)
        })
      })
      expect(cut, `at ${size.width} px`).toEqual([])
    }
  })

  it("lays the new order's summary out as text at 320 px: each field's name from the left, its reason under it", async () => {
    const page = await open(ava, screenSizes.narrow)
    await page.goto(at("/portal/new-order"))
    await page.getByRole("button", { name: "Submit Order" }).click()
    const items = page.locator(".order-form__summary-box li")
    await expect.poll(() => items.count()).toBe(3)
    const layout = await items.evaluateAll((lis) =>
      lis.map((li) => {
        const button = li.querySelector("button")!
        const range = document.createRange()
        range.selectNodeContents(button)
        const label = range.getClientRects()[0]!
        const reason = li.lastElementChild!.getBoundingClientRect()
        return {
          name: button.textContent,
          indent: Math.round(label.left - li.getBoundingClientRect().left),
          reasonBelow: reason.top >= button.getBoundingClientRect().bottom - 1,
          colonAlone: /^\s*:/.test(li.textContent!.slice(button.textContent!.length)),
        }
      }),
    )
    for (const item of layout) {
      expect(item, item.name!).toMatchObject({ indent: 0, reasonBelow: true, colonAlone: false })
    }
    await page.locator(".order-form__summary-box").scrollIntoViewIfNeeded()
    await keepShot(page, `${SHOTS}/new-order-summary-320.png`)
  })

  it("holds a paused clock's due line still, for the client and the studio", async () => {
    const id = await orderId("Board shorts restock landing")
    const client = await open(noah, screenSizes.phone)
    await client.clock.install()
    await client.goto(at(`/portal/orders/${id}`))
    const due = client.getByText(/^Launch due /)
    await due.waitFor()
    const first = await due.textContent()
    expect(first).toMatch(/^Launch due \d+ h \d+ min after the clock restarts$/)
    for (let minute = 1; minute <= 3; minute++) {
      await client.clock.fastForward(60_000)
      expect(await due.textContent(), `after ${minute} min`).toBe(first)
    }
    for (const [name, size] of Object.entries(screenSizes)) {
      await client.setViewportSize(size)
      await shoot(client, `client-paused-${name}`)
    }

    const studio = await open(world.admin, screenSizes.desktop)
    await studio.goto(at("/admin/orders"))
    const row = studio.locator("tbody tr").filter({ hasText: "Board shorts restock landing" })
    await expect.poll(() => row.locator("td").nth(3).textContent()).toMatch(/^Paused\d+ h \d+ min left$/)
  })

  it("writes dates and times in en-US on Paris time for a French browser", async () => {
    const paris = { locale: "fr-FR", timezoneId: "Europe/Paris" }
    const id = await orderId("Made-to-measure booking pages")
    for (const [name, size] of Object.entries(screenSizes)) {
      const studio = await open(world.admin, size, paris)
      await studio.goto(at("/admin/orders"))
      const row = studio.locator("tbody tr").filter({ hasText: "Made-to-measure booking pages" })
      await expect
        .poll(() => row.locator("td").nth(3).textContent())
        .toMatch(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M GMT\+1/)
      expect(await studio.locator("main").textContent()).not.toMatch(FRENCH)
      await shoot(studio, `admin-orders-paris-${name}`)

      const client = await open(ava, size, paris)
      await client.goto(at(`/portal/orders/${id}`))
      await client.getByText(/^Launch due /).waitFor()
      expect(await client.getByText(/^Launch due /).textContent()).toMatch(
        /^Launch due [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M GMT\+1$/,
      )
      expect(await client.locator("main").textContent()).not.toMatch(FRENCH)
      await shoot(client, `client-order-paris-${name}`)
    }
  })
})
