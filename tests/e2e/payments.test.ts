import { mkdirSync } from "node:fs"
import { describe, expect, it } from "vitest"
import type { OpenedPages } from "../support/session"
import type { ReceivedMail } from "../support/smtp"
import { paidSession, sendEvent, stripeEvent } from "../support/stripe"
import { sleep } from "../support/wait"
import { approvedOrder, checkout, paymentOf, paymentsWorld } from "../integration/payments-support"
import { openAs, shootAll } from "./journey-support"

// Paying by card, end to end: the client clicks Pay and is sent to Stripe Checkout (the test stops there: the
// Checkout page is answered locally), Stripe's signed event arrives three times, the open order page turns Paid
// without a reload and one receipt reaches the real SMTP server; the studio refunds and the client is told. A partial
// refund made in Stripe's dashboard shows live on the client's order, on its receipt and on the studio's panel.

const SHOTS = process.env.PAYMENT_SHOTS ?? "/tmp/shots-payments"
const w = paymentsWorld({ smtp: true, browser: true, admin: "Sam Studio", client: "Ava Payer", su: true })

describe("paying for an order by card", () => {
  it("goes to Checkout, turns Paid live on the webhook, sends one receipt, and tells the client of a refund", async () => {
    mkdirSync(SHOTS, { recursive: true })
    const opened: OpenedPages = { contexts: [], errors: [] }
    const order = await approvedOrder(w.client, w.admin)
    const page = await openAs(w.browser, opened, w.client, { width: 1280, height: 800 })
    await page.context().route("https://checkout.stripe.com/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>Stripe Checkout</title><p>Checkout",
      }),
    )
    await page.goto(`${w.server.url}/portal/orders/${order.id}`)
    await shootAll(page, SHOTS, "order-due")
    await page.getByRole("button", { name: "Pay $200" }).click()
    await page.waitForURL(/^https:\/\/checkout\.stripe\.com\//)

    // Stripe sends the client back; the page waits for the webhook, never trusting the return alone
    await page.goto(`${w.server.url}/portal/orders/${order.id}?payment=return`)
    await page.getByText("Confirming payment...").waitFor()
    await page.waitForLoadState("networkidle")
    let loads = 0
    page.on("load", () => loads++)
    const session = String((await paymentOf(w, order.id)).stripe_session)
    const event = stripeEvent("checkout.session.completed", paidSession(session, order.id))
    for (let i = 0; i < 3; i++) expect((await sendEvent(w.server.url, event)).status).toBe(200)
    const card = page.getByRole("region", { name: "Payment" })
    await card.getByText("Paid", { exact: true }).waitFor({ timeout: 5_000 })
    expect(loads, "no reload").toBe(0)

    const toClient = (subject: RegExp) => (m: ReceivedMail) =>
      m.to.includes(w.client.email) && subject.test(m.parsed.subject ?? "")
    await w.smtp.waitFor(toClient(/^Receipt R-\d{6}: /))
    await sleep(1500) // the other two deliveries of the event had their chance
    expect(w.smtp.messages.filter(toClient(/^Receipt /))).toHaveLength(1)
    await shootAll(page, SHOTS, "order-paid")
    await page.getByRole("link", { name: "View receipt" }).click()
    await page.getByRole("heading", { name: /^Receipt R-\d{6}$/ }).waitFor()
    await shootAll(page, SHOTS, "receipt")

    const studio = await openAs(w.browser, opened, w.admin, { width: 1280, height: 800 })
    await studio.goto(`${w.server.url}/admin/orders/${order.id}`)
    await shootAll(studio, SHOTS, "admin-paid")
    await studio.setViewportSize({ width: 1280, height: 800 })
    await studio.getByRole("button", { name: "Refund in full" }).click()
    await studio.getByText("Refunded in full through Stripe.").waitFor()
    await w.smtp.waitFor(toClient(/^Refund: /))
    await page.goto(`${w.server.url}/portal/orders/${order.id}`)
    await page.getByText(/^Refunded: \$200\.00 was returned to you\.$/).waitFor()

    expect(opened.errors.flat()).toEqual([])
    for (const context of opened.contexts) await context.close()
  })

  it("shows a partial refund made in Stripe on the client's order and receipt and on the studio's panel", async () => {
    mkdirSync(SHOTS, { recursive: true })
    const opened: OpenedPages = { contexts: [], errors: [] }
    const order = await approvedOrder(w.client, w.admin)
    await checkout(w.client, order.id)
    const session = String((await paymentOf(w, order.id)).stripe_session)
    await sendEvent(w.server.url, stripeEvent("checkout.session.completed", paidSession(session, order.id)))
    const page = await openAs(w.browser, opened, w.client, { width: 1280, height: 800 })
    await page.goto(`${w.server.url}/portal/orders/${order.id}`)
    const card = page.getByRole("region", { name: "Payment" })
    await card.getByText("Paid", { exact: true }).waitFor()
    await page.waitForLoadState("networkidle")

    const charge = {
      id: "ch_test_partly",
      object: "charge",
      payment_intent: `pi_test_${session}`,
      amount: 20000,
      amount_refunded: 5000,
      refunded: false,
    }
    expect((await sendEvent(w.server.url, stripeEvent("charge.refunded", charge))).status).toBe(200)
    await card
      .getByText("Partly refunded: $50.00 of $200.00 was returned to you.")
      .waitFor({ timeout: 5_000 })
    await card.getByText("Paid", { exact: true }).waitFor()
    await shootAll(page, SHOTS, "order-partly-refunded")
    await w.smtp.waitFor(
      (m) => m.to.includes(w.client.email) && /^Partial refund: /.test(m.parsed.subject ?? ""),
    )

    await page.getByRole("link", { name: "View receipt" }).click()
    const receipt = page.getByRole("article", { name: "Receipt" })
    await receipt.getByText("Paid, partly refunded").waitFor()
    expect(
      await receipt
        .locator("dt", { hasText: "Refunded" })
        .locator("xpath=following-sibling::dd[1]")
        .textContent(),
    ).toBe("$50.00 of $200.00")
    await shootAll(page, SHOTS, "receipt-partly-refunded")

    const studio = await openAs(w.browser, opened, w.admin, { width: 1280, height: 800 })
    await studio.goto(`${w.server.url}/admin/orders/${order.id}`)
    const panel = studio.getByRole("region", { name: "Payment" })
    await panel.getByText("Partly refunded: $50.00 of $200.00").waitFor()
    await panel.getByRole("button", { name: "Refund the rest" }).waitFor()
    await shootAll(studio, SHOTS, "admin-partly-refunded")

    expect(opened.errors.flat()).toEqual([])
    for (const context of opened.contexts) await context.close()
  })

  it("shows a second payment to the client as one to be refunded, and lets the studio refund it in one click", async () => {
    mkdirSync(SHOTS, { recursive: true })
    const opened: OpenedPages = { contexts: [], errors: [] }
    const order = await approvedOrder(w.client, w.admin)
    await checkout(w.client, order.id)
    const session = String((await paymentOf(w, order.id)).stripe_session)
    // the studio marks it paid by bank transfer; the client had paid the open session by card all the same
    await w.admin.pb.send(`/api/launchdesk/orders/${order.id}/payment/mark-paid`, {
      method: "POST",
      body: { method: "bank_transfer", reference: "TR-77" },
    })
    const page = await openAs(w.browser, opened, w.client, { width: 1280, height: 800 })
    await page.goto(`${w.server.url}/portal/orders/${order.id}`)
    await page.getByRole("region", { name: "Payment" }).getByText("Paid", { exact: true }).waitFor()
    await page.waitForLoadState("networkidle")
    await sendEvent(w.server.url, stripeEvent("checkout.session.completed", paidSession(session, order.id)))
    const notice = page.getByRole("region", { name: "Second payment" })
    await notice.getByText(/^We received a second payment of \$200\.00 on .+ It will be refunded/).waitFor({
      timeout: 5_000,
    })
    await shootAll(page, SHOTS, "order-second-payment")

    const studio = await openAs(w.browser, opened, w.admin, { width: 1280, height: 800 })
    await studio.goto(`${w.server.url}/admin`)
    // the figures' line at the top says it, and points to the list at the bottom
    await studio
      .getByRole("region", { name: "Payment figures" })
      .getByRole("link", { name: /^\d+ second payments? to refund \(\$[\d,]+\.00\)$/ })
      .waitFor()
    const toRefund = studio.getByRole("region", { name: "Second payments to refund" })
    await toRefund.getByRole("link", { name: order.title }).waitFor()
    await shootAll(studio, SHOTS, "admin-dashboard-second-payment")
    await studio.goto(`${w.server.url}/admin/orders/${order.id}`)
    const panel = studio.getByRole("region", { name: "Payment" })
    await panel.getByText(/the order was already settled, so refund it/).waitFor()
    await shootAll(studio, SHOTS, "admin-second-payment")
    await studio.setViewportSize({ width: 1280, height: 800 })
    await panel.getByRole("button", { name: "Refund $200.00" }).click()
    await studio.getByText("Refunded $200.00 through Stripe.").waitFor()
    await panel.getByText(/: refunded on /).waitFor()
    await notice.getByText(/^Your second payment of \$200\.00 was refunded on /).waitFor({ timeout: 5_000 })
    await w.smtp.waitFor(
      (m) => m.to.includes(w.client.email) && /^Second payment refunded: /.test(m.parsed.subject ?? ""),
    )
    await shootAll(page, SHOTS, "order-second-payment-refunded")

    expect(opened.errors.flat()).toEqual([])
    for (const context of opened.contexts) await context.close()
  })
})
