import { afterEach, describe, expect, it } from "vitest"
import { keepShot, screenSizes, watchErrors } from "../support/browser"
import type { OpenedPages } from "../support/session"
import { sendEvent, stripeEvent } from "../support/stripe"
import { paymentsWorld } from "../integration/payments-support"
import { PROMISE_HOURS } from "../../ui/src/content/promise"
import { poll } from "../support/wait"
import {
  cardPaidOrder,
  disputeOf,
  launchReviewed,
  setClock,
  startClock,
  transferPaidOrder,
} from "../integration/trust-support"
import { answerTestimonial, decideTestimonial } from "../integration/review-support"
import { openAs, shootAll, shootWithPart } from "./journey-support"

// The screens of the studio's trust tools, in Chromium at 320, 390 and 1280 px: a disputed order with its deadline
// and its printable evidence page. Screenshots go to TRUST_SHOTS (default /tmp/shots-trust).

const SHOTS = process.env.TRUST_SHOTS ?? "/tmp/shots-trust"
const w = paymentsWorld({
  smtp: true,
  browser: true,
  admin: "Sam Studio",
  client: "Ava Lee",
  su: true,
  env: { GUARANTEE: "50" },
})
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
    const dispute = disputeOf(paymentIntent, due)
    expect((await sendEvent(w.server.url, stripeEvent("charge.dispute.created", dispute))).status).toBe(200)

    const page = await openAs(w.browser, opened, w.admin, { width: 1280, height: 800 })
    await page.goto(`${w.server.url}/admin/orders/${order.id}`)
    const panel = page.getByRole("region", { name: "Payment disputed" })
    await panel.getByText("Product not received").waitFor()
    expect(await panel.textContent()).toContain("Mar 14, 2031")
    await shootWithPart(page, panel, SHOTS, "order-disputed", "panel")
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

describe("the guarantee, as the studio and a visitor see it", () => {
  it("shows a make-good owed by transfer, one refunded, the misses coming, and the terms on /", async () => {
    const owed = await transferPaidOrder(w)
    await startClock(w, owed.id)
    await setClock(w, owed.id, 0, PROMISE_HOURS + 3)
    const { order: refunded } = await cardPaidOrder(w)
    await startClock(w, refunded.id)
    await setClock(w, refunded.id, PROMISE_HOURS - 1, 2)
    const { order: coming } = await cardPaidOrder(w)
    await startClock(w, coming.id)
    await setClock(w, coming.id, PROMISE_HOURS - 6, 1) // 5 hours left, running
    const state = (id: string) =>
      w.su
        .collection("make_goods")
        .getFirstListItem(w.su.filter("order = {:o}", { o: id }), { requestKey: null })
        .then((m) => m.state as string)
        .catch(() => "")
    await poll(async () => (await state(owed.id)) === "owed" && (await state(refunded.id)) === "refunded")

    const page = await openAs(w.browser, opened, w.admin, { width: 1280, height: 800 })
    await page.goto(`${w.server.url}/admin/orders/${owed.id}`)
    const panel = page.getByRole("region", { name: "Our guarantee" })
    await panel.getByText("Owed to the client: $100.00").waitFor()
    await shootWithPart(page, panel, SHOTS, "order-owed", "panel")
    await page.goto(`${w.server.url}/admin/orders/${refunded.id}`)
    await panel.getByText(/^Refunded to the client's card: \$100\.00/).waitFor()
    await page.goto(`${w.server.url}/admin`)
    const card = page.getByRole("region", { name: "The guarantee: 50% back" })
    await card.getByRole("link", { name: coming.title }).waitFor()
    expect(await card.textContent()).toMatch(/4 h 5\d min left · \$100\.00 at stake/)
    await shootWithPart(page, card, SHOTS, "dashboard-guarantee", "card")

    const visitor = await w.browser.newContext({ viewport: { width: 1280, height: 800 } })
    opened.contexts.push(visitor)
    const landing = await visitor.newPage()
    opened.errors.push(watchErrors(landing).errors)
    await landing.goto(`${w.server.url}/`)
    await landing.getByText(/^Our guarantee: if we take more than/).waitFor()
    await landing.getByText(`What if you take longer than ${PROMISE_HOURS} hours?`).click()
    await landing
      .getByText("You get 50% of the price back ($100) without asking.", { exact: false })
      .waitFor()
    await shootWithPart(landing, landing.locator(".lp-join"), SHOTS, "landing-guarantee", "card")
    for (const [size, viewport] of Object.entries(screenSizes)) {
      await landing.setViewportSize(viewport)
      await landing.locator(".lp-faq__item--guarantee").scrollIntoViewIfNeeded()
      await keepShot(landing, `${SHOTS}/landing-guarantee-faq-${size}.png`) // the window there: the page is long
    }
  })
})

describe("the public proof, as a visitor sees it", () => {
  it("shows a launch's proof, how on time is counted, and the link from its quote on /", async () => {
    const { order } = await cardPaidOrder(w)
    await startClock(w, order.id)
    await launchReviewed(w, order.id)
    const words = "Our store was live two days after the brief. <b>Every</b> step was dated."
    await answerTestimonial(w.client.pb, order.id, {
      rating: 5,
      words,
      position: "Founder, Noir Atelier",
      show_words: true,
      show_store: true,
    })
    const row = await w.su
      .collection("testimonials")
      .getFirstListItem(w.su.filter("order = {:o}", { o: order.id }))
    await decideTestimonial(w.admin.pb, row, "publish")

    const visitor = await w.browser.newContext({
      viewport: { width: 1280, height: 800 },
      javaScriptEnabled: false,
    })
    opened.contexts.push(visitor)
    const page = await visitor.newPage()
    await page.goto(`${w.server.url}/`)
    const quote = page.locator(".lp-quote", { hasText: "step was dated" })
    await quote.getByRole("link", { name: "Check this launch: brief to live, dated" }).click()
    await page.waitForURL(`${w.server.url}/proof/${row.id}`)
    await page.getByRole("heading", { name: /^Noir Atelier: launched / }).waitFor()
    expect(await page.getByText(words).count()).toBe(1) // the markup as text
    await shootAll(page, SHOTS, "proof-launch")
    await page.getByRole("link", { name: "How we count on time" }).click()
    await page.getByRole("heading", { name: "How we count on time" }).waitFor()
    await shootAll(page, SHOTS, "proof-index")
    await page.goto(`${w.server.url}/`)
    await shootWithPart(page, quote, SHOTS, "landing-quote", "proof")
  })
})
