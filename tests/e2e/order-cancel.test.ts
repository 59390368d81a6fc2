import { mkdirSync } from "node:fs"
import type { Page } from "playwright-core"
import type { RecordModel } from "pocketbase"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { screenSizes } from "../support/browser"
import { newOrder } from "../support/orders"
import type { OpenedPages } from "../support/session"
import { paidSession, sendEvent, stripeEvent } from "../support/stripe"
import { studioAndClient } from "../support/world"
import { checkout, paymentOf, paymentsWorld } from "../integration/payments-support"
import { openAs, shootAll, shootWithPart } from "./journey-support"
import { expectAccessible } from "./portal-support"

// Issue 40, item 7 (docs/decisions.md §27): the studio cancels an order the client paid by card. The dialog asks the
// reason and says the client paid, without refunding; the order page offers the refund, which happens only on its
// click; the client reads the reason on its order page, in its notifications and in its own e-mail. Screens at 320,
// 390 and 1280 px go to /tmp/shots-cancel (never committed).

const SHOTS = "/tmp/shots-cancel"
const REASON = "You asked us to stop: the label launches next spring instead."

describe("cancelling an order", () => {
  const world = paymentsWorld({
    ...studioAndClient("Sam Rivera", "Noah Lindqvist", { MAIL_RETRY_SECONDS: "1" }),
    su: true,
  })
  const opened: OpenedPages = { contexts: [], errors: [] }
  const shoot = (page: Page, name: string) => shootAll(page, SHOTS, name)

  beforeAll(() => {
    mkdirSync(SHOTS, { recursive: true })
  })
  afterAll(async () => {
    for (const c of opened.contexts) await c.close()
  })

  /** An approved order the client paid by card through Stripe Checkout (stripe-mock, a signed webhook). */
  async function paidOrder(): Promise<RecordModel> {
    const order = await newOrder(world.client, { title: "Knitwear label store" })
    await world.admin.pb.collection("orders").update(order.id, { status: "in_progress" })
    await checkout(world.client, order.id)
    const session = String((await paymentOf(world, order.id)).stripe_session)
    await sendEvent(
      world.server.url,
      stripeEvent("checkout.session.completed", paidSession(session, order.id)),
    )
    expect((await paymentOf(world, order.id)).state).toBe("paid")
    return order
  }

  it("the studio cancels with a reason and is offered the refund; the client reads why", async () => {
    const order = await paidOrder()
    const admin = await openAs(world.browser, opened, world.admin, screenSizes.desktop)
    await admin.goto(`${world.server.url}/admin/orders/${order.id}`)
    await admin.getByLabel("Status", { exact: true }).selectOption("cancelled")

    const dialog = admin.getByRole("dialog", { name: "Cancel the order?" })
    await dialog.waitFor()
    await dialog.getByText("The client paid $200.00").waitFor()
    expect(await dialog.textContent()).toContain("Cancelling does not refund it")
    expect(await dialog.textContent()).toContain("Its launch stops: the 2-day clock stops")
    await dialog.getByRole("button", { name: "Refund $200.00 to the client" }).waitFor()
    const confirm = dialog.getByRole("button", { name: "Cancel the order" })
    expect(await confirm.isDisabled()).toBe(true) // no reason, no cancellation
    await dialog.getByLabel("Reason (the client reads it)").fill(REASON)
    await expectAccessible(admin, "admin cancel dialog")
    await shootWithPart(admin, dialog, SHOTS, "admin-cancel", "dialog")
    await admin.setViewportSize(screenSizes.desktop)
    await confirm.click()

    // cancelled, and not refunded: the order page says so beside the payment and offers the refund
    await admin.getByText(`Reason: ${REASON}`).first().waitFor()
    const prompt = admin
      .getByRole("note")
      .filter({ hasText: "for this cancelled order, and it is not refunded" })
    await prompt.waitFor()
    expect((await paymentOf(world, order.id)).state).toBe("paid")
    await admin.getByText("Stopped: the order is cancelled.", { exact: false }).waitFor()
    expect(await admin.getByRole("button", { name: "Move step" }).count()).toBe(0)
    await expectAccessible(admin, "admin cancelled order")
    await shoot(admin, "admin-order-cancelled")
    await admin.setViewportSize(screenSizes.desktop)
    await prompt.getByRole("button", { name: "Refund $200.00 to the client" }).click()
    await admin.getByText("Refunded in full through Stripe", { exact: false }).first().waitFor()
    await expect.poll(async () => (await paymentOf(world, order.id)).state).toBe("refunded")

    // the admin list's filter has it
    await admin.goto(`${world.server.url}/admin/orders?status=cancelled`)
    await admin.getByRole("row", { name: /Knitwear label store/ }).waitFor()
    expect(await admin.getByLabel("Status", { exact: true }).inputValue()).toBe("cancelled")
    await shoot(admin, "admin-orders-cancelled")

    // the client, on a phone: the reason under the status, a grey badge, no payment asked for
    const client = await openAs(world.browser, opened, world.client, screenSizes.phone, { cpu: 4 })
    await client.goto(`${world.server.url}/portal/orders/${order.id}`)
    const status = client.getByRole("region", { name: "Status" })
    await status.getByText("The studio has cancelled this order: it will not be built").waitFor()
    await status.getByText(`The studio cancelled it: ${REASON}`).waitFor()
    expect(await status.locator(".badge").first().getAttribute("class")).toContain("grey")
    expect(await client.getByText("Congratulations", { exact: false }).count()).toBe(0)
    await client.getByText("Stopped: the studio cancelled this order.", { exact: false }).waitFor()
    await client.getByText("Refunded", { exact: false }).first().waitFor() // its payment stands on its own
    expect(await client.getByRole("button", { name: /^Send / }).count()).toBe(0) // no intake forms to fill in
    await expectAccessible(client, "client cancelled order")
    await shoot(client, "client-order-cancelled")

    await client.goto(`${world.server.url}/portal/notifications`)
    await client.getByText(`Order cancelled: ${order.title}`).first().waitFor()
    await shoot(client, "client-notifications-cancelled")
    await client.goto(`${world.server.url}/portal/orders?status=cancelled`)
    await client
      .getByRole("link", { name: /Knitwear label store/ })
      .first()
      .waitFor()
    expect(await client.getByLabel("Status").inputValue()).toBe("cancelled")
    await expectAccessible(client, "client orders filtered cancelled")
    await shoot(client, "client-orders-cancelled")

    const [mail] = await world.smtp.waitFor(
      (m) => m.to.includes(world.client.email) && m.parsed.subject === `Order cancelled: ${order.title}`,
    )
    expect(mail!.parsed.text).toContain(`Reason: ${REASON}\n`)
    expect(mail!.parsed.text).toContain(
      "You have paid for this order: we will be in touch about your payment.",
    )
    expect(mail!.parsed.text).not.toContain("Congratulations")
    for (const seen of opened.errors) expect(seen).toEqual([])
  })
})
