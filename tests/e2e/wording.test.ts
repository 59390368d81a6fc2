import { mkdirSync } from "node:fs"
import type { Page } from "playwright-core"
import type { RecordModel } from "pocketbase"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { screenSizes } from "../support/browser"
import { approve } from "../integration/launch-support"
import { driftOrder } from "../integration/messages-support"
import type { OpenedPages } from "../support/session"
import { openAs, shootAll } from "./journey-support"
import { testWorld } from "../support/world"

// Issue 27, item 8: what the client and the studio read on their screens. Screens at 320, 390 and 1280 px go to
// /tmp/shots-moves (never committed).

const SHOTS = "/tmp/shots-moves"

describe("screen wording", () => {
  const world = testWorld({ browser: true, admin: "Sam R.", client: "Noah Lindqvist" })
  let approved: RecordModel
  let fresh: RecordModel

  const opened: OpenedPages = { contexts: [], errors: [] }
  const shoot = (page: Page, name: string) => shootAll(page, SHOTS, name)

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true })
    approved = await driftOrder(world.client, "Workwear store")
    fresh = await driftOrder(world.client, "Second store")
    // two unread notifications for the client: the order approved, and its payment waived (launch-support's approve)
    await approve(world.admin, approved)
    await world.admin.pb
      .collection("messages")
      .create({ order: approved.id, body: "Send your logo when you can." })
  })
  afterAll(async () => {
    for (const c of opened.contexts) await c.close()
  })

  it("the client's screens: one unread count, promises kept, whose turn it is, one signature", async () => {
    const page = await openAs(world.browser, opened, world.client, screenSizes.phone)
    await page.goto(`${world.server.url}/portal/notifications`)
    await page.getByRole("link", { name: "Unread (2)" }).waitFor()
    // The menu button beside it shows no other number than the page: a dot says something is unread.
    await expect.poll(() => page.locator(".shell__menu-badge").count()).toBe(1)
    const shown = await page
      .locator(".shell__menu-badge")
      .evaluate((el) =>
        [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent),
      )
    expect(shown.join("").trim()).toBe("") // main showed "2": a notification and a message, summed
    await page
      .getByText(
        "Status updates about your orders and notes from the studio. Messages are on each order's page.",
      )
      .waitFor()
    await shoot(page, "client-notifications")

    await page.setViewportSize(screenSizes.phone)
    await page.goto(`${world.server.url}/portal/orders/${approved.id}`)
    // whose turn, right under the specification's status text: the client's, the intake is open (payment waived)
    const status = page.getByRole("region", { name: "Status" })
    await status.getByText("Waiting on you").waitFor()
    await status.getByText(/^Send your brand intake/).waitFor()
    await expect(page.locator("[aria-current=step]").count()).resolves.toBe(1) // exactly one current step
    await page.locator(".message__author", { hasText: "launchdesk" }).waitFor()
    await shoot(page, "client-order-approved")

    const newcomer = await openAs(world.browser, opened, world.client, screenSizes.phone, {
      init: () =>
        sessionStorage.setItem("launchdesk:new-account", JSON.parse(localStorage.pocketbase_auth).record.id),
    })
    await newcomer.goto(`${world.server.url}/portal`)
    await newcomer.getByRole("heading", { name: "Welcome, Noah" }).waitFor()
    await newcomer.getByText("Here is where your projects stand.").waitFor() // its orders are listed below
    expect(await newcomer.getByText("Your projects will show here.").count()).toBe(0)
    await shoot(newcomer, "client-dashboard-newcomer")
    for (const seen of opened.errors) expect(seen).toEqual([])
  })

  it("the studio's screens: its own empty thread, the client's turn, names ending in a full stop", async () => {
    const page = await openAs(world.browser, opened, world.admin, screenSizes.desktop)
    await page.goto(`${world.server.url}/admin`)
    await page.getByText("Welcome back, Sam R.", { exact: true }).waitFor()

    await page.goto(`${world.server.url}/admin/orders/${fresh.id}`)
    await page
      .getByText(
        "No messages yet. Write to the client here, or leave an internal note only the studio reads.",
      )
      .waitFor()
    expect(await page.getByText("Ask a question").count()).toBe(0)
    await shoot(page, "admin-order-empty-thread")

    await page.setViewportSize(screenSizes.desktop)
    await page.goto(`${world.server.url}/admin/orders/${approved.id}`)
    await page.getByText("Step: Approved").waitFor()
    const turn = page.locator(".launch-admin .launch-turn")
    await turn.getByText("Waiting on the client").waitFor()
    await turn.getByText("The client sends the brand intake.").waitFor()

    // The inbox is the studio's queue now: its new-order items name the company once, with its own full stop.
    await page.goto(`${world.server.url}/admin/inbox`)
    await page.getByRole("link", { name: "Second store" }).waitFor()
    expect(await page.getByText("Co..").count()).toBe(0)
    await shoot(page, "admin-inbox")
    for (const seen of opened.errors) expect(seen).toEqual([])
  })
})
