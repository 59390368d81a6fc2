import { mkdirSync } from "node:fs"
import type { Locator, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { screenSizes } from "../support/browser"
import { approveReview, askReview, orderInBuilding } from "../integration/review-support"
import type { OpenedPages } from "../support/session"
import { completionMail, openAs, shootWithPart } from "./journey-support"
import { expectAccessible } from "./portal-support"
import { studioAndClient, testWorld } from "../support/world"

// The strict launch gate in the admin's status select (docs/decisions.md §21): completing an order its client never
// approved asks in the confirmation for the reason the client reads, which the server records as the studio's
// override; an approved launch completes without one. Screens at 320, 390 and 1280 px go to /tmp/shots-gate.

const SHOTS = "/tmp/shots-gate"
const REASON = "You approved the store by phone on Monday: we launch it today."

describe("completing an order through the launch gate", () => {
  const world = testWorld(studioAndClient("Sam Studio", "Ava Client", { MAIL_RETRY_SECONDS: "1" }))
  const opened: OpenedPages = { contexts: [], errors: [] }
  let studio: Page

  /** shoot saves the whole page and the part alone (to look at closely) at every width. */
  const shoot = (page: Page, part: Locator, name: string) => shootWithPart(page, part, SHOTS, name, "part")

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true })
    studio = await openAs(world.browser, opened, world.admin, screenSizes.desktop)
  })
  afterAll(async () => {
    for (const c of opened.contexts) await c.close()
  })

  it("asks for the client's reason when the client never approved, and the client reads it", async () => {
    const order = await orderInBuilding(world.admin, world.client)
    await studio.goto(`${world.server.url}/admin/orders/${order.id}`)
    await studio.getByLabel("Status", { exact: true }).selectOption("completed")
    const dialog = studio.getByRole("dialog", { name: "Change the order status?" })
    await dialog.getByText("The client has not approved this launch.", { exact: false }).waitFor()
    const confirm = dialog.getByRole("button", { name: "Set to Completed" })
    const reason = dialog.getByLabel("Reason (the client reads it)")
    await reason.fill("By phone.") // 9 characters: too short for the client to learn why
    expect(await confirm.isDisabled()).toBe(true)
    await reason.fill(REASON)
    await shoot(studio, dialog, "admin-complete-dialog")
    await studio.setViewportSize(screenSizes.narrow)
    await confirm.scrollIntoViewIfNeeded()
    expect(await confirm.isVisible()).toBe(true)
    await studio.setViewportSize(screenSizes.desktop)
    await expectAccessible(studio, "admin completion dialog")
    await confirm.click()
    await studio.getByText(/is now Completed\. The client has been notified\./).waitFor()

    const panel = studio.getByRole("region", { name: "Preview review" })
    await panel.getByText("No preview posted:").waitFor()
    await panel.getByText(REASON).waitFor()
    expect(await panel.getByRole("link").count()).toBe(0) // no preview link to show
    await shoot(studio, panel, "admin-review-panel-overridden")
    await studio.setViewportSize(screenSizes.desktop)
    expect((await world.admin.pb.collection("orders").getOne(order.id)).status).toBe("completed")

    const client = await openAs(world.browser, opened, world.client, screenSizes.phone)
    await client.goto(`${world.server.url}/portal/orders/${order.id}`)
    const card = client.getByRole("region", { name: "Review your store" })
    await card.getByText("The studio approved the launch without a preview for you to review:").waitFor()
    await card.getByText(REASON).waitFor()
    await shoot(client, card, "client-review-card-overridden")
    await client.setViewportSize(screenSizes.phone)
    await expectAccessible(client, "client review card, launched by the studio")
    await world.smtp.waitFor(
      (m) => m.to.includes(world.client.email) && (m.parsed.text ?? "").includes(REASON),
    )
    await world.smtp.waitFor(completionMail(world.client.email, order.title))
    for (const seen of opened.errors) expect(seen).toEqual([])
  })

  it("completes an order the client approved without asking for a reason", async () => {
    const order = await orderInBuilding(world.admin, world.client)
    await askReview(world.admin.pb, order.id)
    await approveReview(world.client.pb, order.id)
    await studio.goto(`${world.server.url}/admin/orders/${order.id}`)
    await studio.getByText("Approved by the client").waitFor()
    await studio.getByLabel("Status", { exact: true }).selectOption("completed")
    const dialog = studio.getByRole("dialog", { name: "Change the order status?" })
    const confirm = dialog.getByRole("button", { name: "Set to Completed" })
    await expect.poll(() => confirm.isDisabled()).toBe(false) // once the approval is known
    expect(await dialog.getByLabel("Reason (the client reads it)").count()).toBe(0)
    await confirm.click()
    await studio.getByText(/is now Completed\. The client has been notified\./).waitFor()
    await world.smtp.waitFor(completionMail(world.client.email, order.title))
    for (const seen of opened.errors) expect(seen).toEqual([])
  })
})
