import type { RecordModel } from "pocketbase"
import { beforeAll, describe, expect, it } from "vitest"
import contract from "../../pb_hooks/lib/price.json"
import { money } from "../../ui/src/lib/format-money"
import { screenshot, viewports, watchErrors } from "../support/browser"
import type { OpenedPages } from "../support/session"
import type { ReceivedMail } from "../support/smtp"
import { paidSession, sendEvent, stripeEvent } from "../support/stripe"
import { approvedOrder, paymentOf, paymentsWorld } from "../integration/payments-support"
import { testWorld } from "../support/world"
import { openAs } from "./journey-support"
import { openLanding, waitHydrated } from "./landing-support"

// One price, shown and charged (issue 42 item 1): the binary started with PRICE_CENTS=30000 over the contract's price
// (pb_hooks/lib/price.json) says $300 on `/` before any script runs, on `/`, /auth and the portal once hydrated, in
// the receipt e-mail, and asks Stripe for 30000 cents. An order approved before the change keeps the price fixed
// then. Stripe is stripe-mock behind a recorder that keeps what the binary asked it.

const CHARGED = "$300"
const BEFORE = money(contract.cents, contract.currency) // the contract's price, charged before the change

const w = paymentsWorld({
  record: true,
  smtp: true,
  browser: true,
  admin: "Price Studio",
  client: "Price Client",
  su: true,
})

const receiptTo = (email: string, title: string) => (m: ReceivedMail) =>
  m.to.includes(email) &&
  /^Receipt R-\d{6}: /.test(m.parsed.subject ?? "") &&
  (m.parsed.subject ?? "").endsWith(title)

describe("PRICE_CENTS over the contract's price", () => {
  let before: RecordModel // approved at the contract's price, before the server was started with PRICE_CENTS

  beforeAll(async () => {
    expect(BEFORE).not.toBe(CHARGED) // the test needs a price other than the contract's
    before = await approvedOrder(w.client, w.admin)
    await w.server.restart({ PRICE_CENTS: "30000" })
  })

  it("says $300 in the raw HTML of `/`, /auth and the app shell, before any script runs", async () => {
    const landing = await (await fetch(`${w.server.url}/`, { headers: { "Accept-Encoding": "gzip" } })).text()
    expect(landing.split(CHARGED).length - 1).toBeGreaterThanOrEqual(5) // the hero, the pricing card, the FAQ...
    expect(landing).not.toContain(BEFORE)
    expect(landing).not.toContain("@@ld.")
    expect(landing).toContain('"price":"300.00","priceCurrency":"USD"')
    const block = /<script type="application\/json" id="price">([^<]*)<\/script>/.exec(landing)?.[1] ?? "null"
    expect(JSON.parse(block)).toEqual({ cents: 30000, currency: "usd" }) // what the page's script reads
    for (const path of ["/auth", "/portal", "/site.webmanifest"]) {
      const body = await (await fetch(`${w.server.url}${path}`)).text()
      expect(body, path).toContain(CHARGED)
      expect(body, path).not.toContain(BEFORE)
    }
    expect(await (await fetch(`${w.server.url}/auth`)).text()).toContain(`Flat ${CHARGED}, no surprises`)
  })

  it("says $300 on `/` and /auth once hydrated, with no mismatch", async () => {
    const landing = await openLanding(w.browser, w.server.url, viewports.desktop) // waits for the hydrated hero
    const context = await w.browser.newContext({ viewport: viewports.desktop })
    const page = await context.newPage()
    const seen = watchErrors(page)
    await page.goto(`${w.server.url}/auth`)
    await waitHydrated(page, "h1")
    for (const [path, shown] of [
      ["/", landing],
      ["/auth", { page, seen }],
    ] as const) {
      await shown.page.waitForTimeout(300) // effects after hydration have run
      const text = (await shown.page.locator("body").innerText()).replaceAll("\u00a0", " ")
      expect(text, path).toContain(CHARGED)
      expect(text, path).not.toContain(BEFORE)
      expect(shown.seen.errors, path).toEqual([])
      await screenshot(shown.page, `price-setting${path.replace(/\W+/g, "-")}`)
    }
    expect(await page.getByText(`Flat ${CHARGED}, no surprises`).count()).toBe(1)
    await landing.context.close()
    await context.close()
  })

  it("charges $300: a new order's budget, Pay, the Stripe Checkout amount and the receipt e-mail", async () => {
    const opened: OpenedPages = { contexts: [], errors: [] }
    const page = await openAs(w.browser, opened, w.client, viewports.desktop)
    await page.goto(`${w.server.url}/portal/new-order`)
    await page.getByText(`A custom online store for your brand: ${CHARGED} flat`).waitFor()

    const order = await approvedOrder(w.client, w.admin)
    expect(order.budget).toBe(300)
    const payment = await paymentOf(w, order.id)
    expect([payment.amount_cents, payment.currency]).toEqual([30000, "usd"])

    await page
      .context()
      .route("https://checkout.stripe.com/**", (route) =>
        route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Stripe Checkout</title>" }),
      )
    await page.goto(`${w.server.url}/portal/orders/${order.id}`)
    await page.getByText(CHARGED, { exact: true }).first().waitFor() // the order's budget
    await page.getByRole("button", { name: `Pay ${CHARGED}` }).click()
    await page.waitForURL(/^https:\/\/checkout\.stripe\.com\//)
    const asked = w.recorder.bodies("POST /v1/checkout/sessions").at(-1)
    expect(asked?.get("line_items[0][price_data][unit_amount]")).toBe("30000")
    expect(asked?.get("line_items[0][price_data][currency]")).toBe("usd")

    const session = String((await paymentOf(w, order.id)).stripe_session)
    const paid = stripeEvent(
      "checkout.session.completed",
      paidSession(session, order.id, { amount_total: 30000 }),
    )
    expect((await sendEvent(w.server.url, paid)).status).toBe(200)
    const [mail] = await w.smtp.waitFor(receiptTo(w.client.email, order.title))
    expect(mail?.parsed.text).toContain(`We received your payment of ${CHARGED}.00`)
    expect(mail?.parsed.html).toContain(`${CHARGED}.00`)
    expect((await paymentOf(w, order.id)).state).toBe("paid")
    await page.goto(`${w.server.url}/portal/orders/${order.id}/receipt`)
    await page.getByRole("article", { name: "Receipt" }).getByText(`${CHARGED}.00`).first().waitFor()
    await screenshot(page, "price-setting-receipt")
    expect(opened.errors.flat()).toEqual([])
    for (const context of opened.contexts) await context.close()
  })

  it("keeps the price an order was approved at: its payment, budget and receipt stay the contract's", async () => {
    const payment = await paymentOf(w, before.id)
    expect([payment.amount_cents, payment.currency]).toEqual([contract.cents, contract.currency])
    expect((await w.su.collection("orders").getOne(before.id)).budget).toBe(contract.cents / 100)
    await w.admin.pb.send(`/api/launchdesk/orders/${before.id}/payment/mark-paid`, {
      method: "POST",
      body: { method: "bank_transfer", reference: "TR-BEFORE" },
    })
    const [mail] = await w.smtp.waitFor(receiptTo(w.client.email, before.title))
    expect(mail?.parsed.text).toContain(`We received your payment of ${BEFORE}.00`)
    expect(mail?.parsed.text).not.toContain(CHARGED)

    const opened: OpenedPages = { contexts: [], errors: [] }
    const page = await openAs(w.browser, opened, w.client, viewports.desktop)
    await page.goto(`${w.server.url}/portal/orders/${before.id}/receipt`)
    const receipt = page.getByRole("article", { name: "Receipt" })
    await receipt.getByText(`${BEFORE}.00`).first().waitFor()
    expect(await receipt.innerText()).not.toContain(CHARGED)
    expect(opened.errors.flat()).toEqual([])
    for (const context of opened.contexts) await context.close()
  })
})

describe("the contract's price", () => {
  const world = testWorld({})

  it("serves the pages as built, precompressed, with the contract's price in their raw HTML", async () => {
    for (const path of ["/", "/auth", "/portal"]) {
      const res = await fetch(`${world.server.url}${path}`, { headers: { "Accept-Encoding": "br, gzip" } })
      const html = await res.text()
      expect(html, path).toContain(BEFORE)
      expect(html, path).not.toContain("@@ld.price")
      if (path !== "/") expect(res.headers.get("content-encoding"), path).toBe("br") // `/` is rendered with its facts
    }
  })
})
