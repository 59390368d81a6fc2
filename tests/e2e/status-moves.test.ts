import { mkdirSync } from "node:fs"
import type { Page } from "playwright-core"
import type { RecordModel } from "pocketbase"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { keepShot, screenSizes } from "../support/browser"
import { approve, launchOrder, markItem } from "../integration/launch-support"
import { driftOrder } from "../integration/messages-support"
import type { OpenedPages } from "../support/session"
import { openAs, shootAll } from "./journey-support"
import { studioAndClient, testWorld } from "../support/world"
import { orderTexts } from "../support/hook-texts"

// Issue 27, item 3: a launched order moved back to Pending Approval. The admin is warned and must give a reason;
// afterwards the client's order page, the admin's launch panel and the e-mail all say the launch is on hold.
// Screens at 320, 390 and 1280 px go to /tmp/shots-moves (never committed).

const SHOTS = "/tmp/shots-moves"
const ITEMS = ["logo", "colors_fonts", "products", "policies", "domain"]

describe("moving a launched order back", () => {
  const world = testWorld(studioAndClient("Sam Rivera", "Noah Lindqvist", { MAIL_RETRY_SECONDS: "1" }))

  const opened: OpenedPages = { contexts: [], errors: [] }
  const shoot = (page: Page, name: string) => shootAll(page, SHOTS, name)

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true })
  })
  afterAll(async () => {
    for (const c of opened.contexts) await c.close()
  })

  async function launchedOrder(): Promise<RecordModel> {
    const order = await driftOrder(world.client, "Workwear store")
    await approve(world.admin, order)
    for (const item of ITEMS) await markItem(world.admin.pb, order.id, item, "not_needed")
    await launchOrder(world.admin.pb, order.id) // the studio's override: the client agreed by phone
    return order
  }

  it("warns, asks the reason, and every screen and the e-mail say the launch is on hold", async () => {
    const order = await launchedOrder()
    const reason = "We approved it by mistake: the scope needs a call first."
    const adminPage = await openAs(world.browser, opened, world.admin, screenSizes.desktop)
    await adminPage.goto(`${world.server.url}/admin/orders/${order.id}`)
    await adminPage.getByText("Launched within the 2-day promise.").waitFor()
    await adminPage.getByLabel("Status", { exact: true }).selectOption("pending_approval")

    const dialog = adminPage.getByRole("dialog", { name: "Move the order back?" })
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain(
      "The launch is undone (the 2-day figures stop counting it) and goes on hold with everything the client sent.",
    )
    const confirm = dialog.getByRole("button", { name: "Move it back" })
    expect(await confirm.isDisabled()).toBe(true) // no reason, no move
    await dialog.getByLabel("Reason (the client reads it)").fill(reason)
    await shoot(adminPage, "admin-move-back-dialog")
    // On the narrowest phone the dialog scrolls inside itself: its answer stays reachable.
    await adminPage.setViewportSize(screenSizes.narrow)
    await confirm.scrollIntoViewIfNeeded()
    expect(await confirm.isVisible()).toBe(true)
    await keepShot(adminPage, `${SHOTS}/admin-move-back-dialog-narrow-viewport.png`)
    await adminPage.setViewportSize(screenSizes.desktop)
    await confirm.click()

    await adminPage.getByText("On hold while the order is pending approval.", { exact: false }).waitFor()
    await adminPage.getByText(`Reason: ${reason}`).waitFor()
    expect(await adminPage.getByText("Launched within the 2-day promise.").count()).toBe(0)
    await shoot(adminPage, "admin-order-on-hold")
    // The orders list and the dashboard's promise figures agree: on hold, not due, not launched.
    await adminPage.goto(`${world.server.url}/admin/orders?q=${encodeURIComponent(order.title)}`)
    await adminPage
      .getByRole("row", { name: /Workwear store/ })
      .getByText("On hold")
      .waitFor()
    await shoot(adminPage, "admin-orders-on-hold")
    await adminPage.goto(`${world.server.url}/admin`)
    await adminPage.getByRole("heading", { name: "The 2-day promise" }).waitFor()
    await adminPage.getByText("on time (0 of 0)").first().waitFor()
    await shoot(adminPage, "admin-dashboard-on-hold")

    // The client, on a phone with a phone's CPU: one story, no "Launched" under "Pending Approval".
    const clientPage = await openAs(world.browser, opened, world.client, screenSizes.phone, { cpu: 4 })
    await clientPage.goto(`${world.server.url}/portal/orders/${order.id}`)
    const status = clientPage.getByRole("region", { name: "Status" })
    await status.getByText("Your order is waiting for approval").waitFor()
    await status.getByText(`The studio moved it back: ${reason}`).waitFor()
    await clientPage
      .getByText("On hold while your order waits for approval again.", { exact: false })
      .waitFor()
    expect(await clientPage.getByText(/Launched (within|after) the 2-day promise/).count()).toBe(0)
    expect(await clientPage.getByText("Waiting on", { exact: false }).count()).toBe(0)
    // Not a new order's "What happens next" (review, then a first intake): its launch is kept, on hold.
    expect(await clientPage.getByRole("heading", { name: "What happens next" }).count()).toBe(0)
    await shoot(clientPage, "client-order-on-hold")

    const [mail] = await world.smtp.waitFor(
      (m) => m.to.includes(world.client.email) && (m.parsed.text ?? "").includes("moved your order back"),
    )
    expect(mail!.parsed.text).toContain(`Reason: ${reason}\n`)
    expect(mail!.parsed.text).toContain("Its launch is on hold with everything you sent")
    expect(mail!.parsed.text).toContain(orderTexts.statusSentence("pending_approval")) // the specification's, first
    for (const seen of opened.errors) expect(seen).toEqual([])
  })

  it("reopening a launched order: the client reads why, and the launch is back at Building", async () => {
    const order = await launchedOrder()
    const reason = "The checkout fails on phones."
    await world.admin.pb.collection("orders").update(order.id, { status: "in_progress", reason })
    const page = await openAs(world.browser, opened, world.client, screenSizes.phone, { cpu: 4 })
    await page.goto(`${world.server.url}/portal/orders/${order.id}`)
    await page.getByText(`The studio reopened it: ${reason}`).waitFor()
    await page.locator(".timeline__step--current", { hasText: "Building" }).waitFor()
    expect(await page.getByText(/Launched (within|after) the 2-day promise/).count()).toBe(0)
    await shoot(page, "client-order-reopened")
    for (const seen of opened.errors) expect(seen).toEqual([])
  })
})
