import { mkdirSync } from "node:fs"
import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Account } from "../support/accounts"
import { keepShot, screenSizes } from "../support/browser"
import { DEMO_CLIENTS, signInDemo } from "../support/demo"
import { type OpenedPages, openSignedIn } from "../support/session"
import { expectNoHorizontalScroll } from "./portal-support"
import { testWorld } from "../support/world"

// The default demo in Chromium, as `make run` shows it: the admin dashboard's "The 2-day promise" with real
// figures and every open launch, an order's E-mails panel, and Ava's order being built with its tracker. Screens at
// 320, 390 and 1280 px go to /tmp/shots-demo (never committed).

const SHOTS = "/tmp/shots-demo"

describe("the default demo shows the launch tracker", () => {
  const world = testWorld({ browser: true, demo: ["--if-empty"], demoAdmin: true })
  let ava: Account
  const opened: OpenedPages = { contexts: [], errors: [] }
  const open = (account: Account, size: { width: number; height: number }): Promise<Page> =>
    openSignedIn(world.browser, account.pb, size, opened)

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true })
    ava = await signInDemo(world.server, DEMO_CLIENTS.ava)
  }, 60_000)
  afterAll(async () => {
    for (const c of opened.contexts) await c.close()
  })

  it("the admin dashboard lists every open launch with its time left and the promise's figures", async () => {
    for (const [name, size] of Object.entries(screenSizes)) {
      const page = await open(world.admin, size)
      await page.goto(`${world.server.url}/admin`)
      const card = page.locator("section.promise")
      await card.getByRole("heading", { name: "Open launches" }).waitFor()
      const rows = card.locator(".open-launches__item")
      await expect.poll(() => rows.count()).toBe(5)
      const building = rows.filter({ hasText: "Made-to-measure booking pages" })
      await expect(building.textContent()).resolves.toMatch(/Noir Atelier · Building.*1 d \d+ h left/)
      await expect(rows.filter({ hasText: "Board shorts restock landing" }).textContent()).resolves.toMatch(
        /Preview.*\d+ h \d+ min left · paused: The client reviews the preview\./, // its preview is posted
      )
      await expect(rows.filter({ hasText: "Wetsuit size guide pages" }).textContent()).resolves.toMatch(
        // the clock waits on what it truly waits on: the payment (due in the demo until the clock starts) and access
        /Store access.*Clock not started: it waits on the payment and the store access\./,
      )
      const figures = await card.locator(".promise__window").allTextContents()
      expect(figures[0]).toMatch(/75% on time \(3 of 4\)/)
      expect(figures.join(" ")).not.toContain("(0 of 0)")
      await expectNoHorizontalScroll(page)
      await keepShot(page, `${SHOTS}/admin-dashboard-${name}.png`, { fullPage: true })
    }
  })

  it("an order's E-mails panel lists the e-mails of its status changes", async () => {
    const [order] = await world.admin.pb.collection("orders").getFullList({
      filter: world.admin.pb.filter("title = {:t}", { t: "Made-to-measure booking pages" }),
    })
    const page = await open(world.admin, screenSizes.desktop)
    await page.goto(`${world.server.url}/admin/orders/${order!.id}`)
    const mails = page.locator("section", {
      has: page.getByRole("heading", { name: "E-mails", exact: true }),
    })
    await mails.getByText("Order Update: Made-to-measure booking pages").waitFor()
    await mails.getByText(`To ${DEMO_CLIENTS.ava.email}`, { exact: false }).first().waitFor()
    await expect(mails.getByText("No e-mails about this order yet.").count()).resolves.toBe(0)
  })

  it("Ava's order in progress shows her 2-day launch, being built, with the clock running", async () => {
    const [order] = await ava.pb.collection("orders").getFullList({
      filter: ava.pb.filter("title = {:t}", { t: "Made-to-measure booking pages" }),
    })
    for (const [name, size] of Object.entries(screenSizes)) {
      const page = await open(ava, size)
      await page.goto(`${world.server.url}/portal/orders/${order!.id}`)
      await page.getByRole("heading", { name: "Your 2-day launch" }).waitFor()
      await page.locator(".timeline__step--current h3", { hasText: "Building" }).waitFor()
      await page.getByText(/^1 d \d+ h left$/).waitFor()
      await page.getByText(/^Launch due /).waitFor()
      await expectNoHorizontalScroll(page)
      await keepShot(page, `${SHOTS}/ava-order-${name}.png`, { fullPage: true })
    }
    expect(opened.errors.flat()).toEqual([])
  })
})
