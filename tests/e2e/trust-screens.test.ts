import { afterEach, describe, expect, it } from "vitest"
import type { OpenedPages } from "../support/session"
import { sendEvent, stripeEvent } from "../support/stripe"
import { paymentsWorld } from "../integration/payments-support"
import { cardPaidOrder, launchReviewed, startClock } from "../integration/trust-support"
import { openAs, shootAll } from "./journey-support"

// The screens of the studio's trust tools, in Chromium at 320, 390 and 1280 px: a disputed order with its deadline
// and its printable evidence page. Screenshots go to TRUST_SHOTS (default /tmp/shots-trust).

const SHOTS = process.env.TRUST_SHOTS ?? "/tmp/shots-trust"
const w = paymentsWorld({ smtp: true, browser: true, admin: "Sam Studio", client: "Ava Lee", su: true })
let opened: OpenedPages = { contexts: [], errors: [] }

afterEach(async () => {
  for (const context of opened.contexts) await context.close()
  expect(opened.errors.flat()).toEqual([])
  opened = { contexts: [], errors: [] }
})

describe("a disputed payment, as the studio sees it", () => {
  it("shows the dispute and its deadline on the order, and the evidence page", async () => {
    const { order, paymentIntent } = await cardPaidOrder(w)
    await startClock(w, order.id)
    await launchReviewed(w, order.id)
    await w.client.pb
      .collection("messages")
      .create({ order: order.id, body: "The store looks <great>, thank you!" })
    const due = Math.floor(Date.parse("2031-03-14T23:59:59Z") / 1000)
    const dispute = {
      id: "dp_screens",
      object: "dispute",
      amount: 20000,
      currency: "usd",
      payment_intent: paymentIntent,
      reason: "product_not_received",
      status: "needs_response",
      evidence_details: { due_by: due },
    }
    expect((await sendEvent(w.server.url, stripeEvent("charge.dispute.created", dispute))).status).toBe(200)

    const page = await openAs(w.browser, opened, w.admin, { width: 1280, height: 800 })
    await page.goto(`${w.server.url}/admin/orders/${order.id}`)
    const panel = page.getByRole("region", { name: "Payment disputed" })
    await panel.getByText("Product not received").waitFor()
    expect(await panel.textContent()).toContain("Mar 14, 2031")
    await shootAll(page, SHOTS, "order-disputed")
    await panel.getByRole("link", { name: "Open the evidence page" }).click()
    const sheet = page.getByRole("article", { name: "Dispute evidence" })
    await sheet.getByRole("heading", { name: "3. Proof of delivery" }).waitFor()
    expect(await sheet.textContent()).toContain("by Ava Lee")
    expect(await sheet.textContent()).toContain("The store looks <great>, thank you!")
    await shootAll(page, SHOTS, "evidence")

    // the client's way to the page ends at the portal: the studio's area is not the client's
    const client = await openAs(w.browser, opened, w.client, { width: 390, height: 844 })
    await client.goto(`${w.server.url}/admin/orders/${order.id}/evidence`)
    await client.waitForURL(/\/portal/)
    expect(await client.getByText("Dispute evidence").count()).toBe(0)
  })
})
