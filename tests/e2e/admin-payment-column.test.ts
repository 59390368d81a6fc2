import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import type { Account } from "../support/accounts"
import { screenSizes, screenshot, viewports, watchErrors } from "../support/browser"
import { newOrder } from "../support/orders"
import { paidSession, sendEvent, stripeEvent } from "../support/stripe"
import { approve } from "../integration/launch-support"
import { approvedOrder, checkout, paymentOf, paymentsWorld } from "../integration/payments-support"
import { adminContext, at, ADMIN_WORLD, newClientWithOrder } from "./admin-fixture"
import { expectNoBrokenWords, expectNoHorizontalScroll } from "./portal-support"

// The admin orders table's Payment column against the demo's paid, due and refunded orders, plus one order waived,
// one not approved yet and one paid by card and refunded in part in Stripe (the binary talks to stripe-mock): each
// row shows its payment's state and amount (and under Paid what was refunded), and "Unpaid only" keeps the due ones.

const LABELS: Record<string, string> = {
  due: "Due",
  paid: "Paid",
  waived: "Waived",
  refunded: "Refunded",
  mismatch: "Mismatch",
}

describe("the Payment column of the admin orders table", () => {
  const world = paymentsWorld({ ...ADMIN_WORLD, su: true })
  const ids = { pending: "", waived: "", due: "", partly: "" }
  let client: Account

  beforeAll(async () => {
    const made = await newClientWithOrder(world, "Wren Payer", "Not approved yet")
    client = made.client
    ids.pending = made.order.id
    ids.waived = (await approve(world.admin, await newOrder(client, { title: "Waived launch" }))).id
    ids.due = (await approvedOrder(client, world.admin)).id
    ids.partly = await partlyRefunded(client)
  })

  /** An order of client's paid by card, then refunded $50 of $200 in Stripe's dashboard (signed events). */
  async function partlyRefunded(client: Account): Promise<string> {
    const order = await newOrder(client, { title: "Partly refunded launch" })
    await world.admin.pb.collection("orders").update(order.id, { status: "in_progress" })
    await checkout(client, order.id)
    const session = String((await paymentOf(world, order.id)).stripe_session)
    await sendEvent(
      world.server.url,
      stripeEvent("checkout.session.completed", paidSession(session, order.id)),
    )
    const charge = {
      id: "ch_partly",
      object: "charge",
      payment_intent: `pi_test_${session}`,
      amount_refunded: 5000,
    }
    expect((await sendEvent(world.server.url, stripeEvent("charge.refunded", charge))).status).toBe(200)
    return order.id
  }

  async function open(path: string, viewport: { width: number; height: number } = viewports.desktop) {
    const context = await adminContext(world.browser, world, viewport)
    const page = await context.newPage()
    const seen = watchErrors(page)
    await page.goto(at(world, path))
    await page.locator("tbody tr").first().waitFor()
    return { page, seen, close: () => context.close() }
  }

  /** Each row's order id (from its title's link) and what its Payment cell says. */
  const paymentCells = (page: Page) =>
    page.locator("tbody tr").evaluateAll((rows) =>
      rows.map((r) => ({
        id: r.querySelector<HTMLAnchorElement>(".order-cell__title")!.pathname.split("/").pop()!,
        text: r.querySelector('td[data-label="Payment"]')!.textContent,
      })),
    )

  /** What the Payment cell of each order should say: the state's label, the amount and what was refunded of a paid
   * payment, or a dash. */
  async function expected(orderIds: string[]): Promise<Map<string, string>> {
    const filter = orderIds.map((id) => world.admin.pb.filter("order = {:id}", { id })).join(" || ")
    const payments = await world.admin.pb.collection("payments").getFullList({ filter, requestKey: null })
    const byOrder = new Map(payments.map((p) => [p.order as string, p]))
    return new Map(
      orderIds.map((id) => {
        const p = byOrder.get(id)
        if (!p) return [id, "—"]
        const refunded =
          p.state === "paid" && p.refunded_cents > 0 ? `$${p.refunded_cents / 100} refunded` : ""
        return [id, `${LABELS[p.state as string]}$${(p.amount_cents as number) / 100}${refunded}`]
      }),
    )
  }

  it("shows each order's payment state and amount in its own column, not sortable", async () => {
    const { page, seen, close } = await open("/admin/orders")
    const header = page.getByRole("columnheader", { name: "Payment" })
    await header.waitFor()
    expect(await header.getByRole("button").count(), "no sort button").toBe(0)
    const cells = await paymentCells(page)
    const want = await expected(cells.map((c) => c.id))
    expect(cells.map((c) => [c.id, c.text])).toEqual(cells.map((c) => [c.id, want.get(c.id)]))
    const mine = new Map(cells.map((c) => [c.id, c.text]))
    expect([mine.get(ids.pending), mine.get(ids.waived), mine.get(ids.due), mine.get(ids.partly)]).toEqual([
      "—",
      "Waived$200",
      "Due$200",
      "Paid$200$50 refunded",
    ])
    expect(
      await page.locator(".order-cell", { hasText: "Payment:" }).count(),
      "no line in the Order cell",
    ).toBe(0)
    await expectNoBrokenWords(page)
    expect(seen.errors).toEqual([])
    await close()
  })

  it("keeps only the due orders with 'Unpaid only', all of them, each showing Due", async () => {
    const { page, seen, close } = await open("/admin/orders")
    await page.getByLabel("Unpaid only").check()
    await page.waitForURL(/unpaid=true/)
    const unpaid = await world.admin.pb
      .collection("payments")
      .getList(1, 1, { filter: 'state = "due" || state = "mismatch"', requestKey: null })
    await expect
      .poll(() => page.locator(".table-pager__summary").textContent())
      .toMatch(new RegExp(`of ${unpaid.totalItems} orders?$`))
    const cells = await paymentCells(page)
    expect(cells.length).toBe(Math.min(20, unpaid.totalItems))
    expect(new Set(cells.map((c) => c.text?.replace(/\$.*/, "")))).toEqual(new Set(["Due"]))
    expect(cells.map((c) => c.id)).toContain(ids.due)
    expect(cells.map((c) => c.id)).not.toContain(ids.waived)
    expect(seen.errors).toEqual([])
    await close()
  })

  it("follows an approval and a payment live, without a reload", async () => {
    const order = await newOrder(client, { title: "Approved while watched" })
    const context = await adminContext(world.browser, world, viewports.desktop)
    const page = await context.newPage()
    const seen = watchErrors(page)
    // The SDK opens the event stream, then POSTs its subscriptions: once payments are among them, events flow.
    const subscribed = page.waitForResponse(
      (r) =>
        r.url().endsWith("/api/realtime") && r.request().postData()?.includes("payments") === true && r.ok(),
    )
    await page.goto(at(world, "/admin/orders"))
    await subscribed
    let loads = 0
    page.on("load", () => loads++)
    const row = page.locator("tbody tr", { has: page.getByRole("link", { name: "Approved while watched" }) })
    const cell = row.locator('td[data-label="Payment"]')
    expect(await cell.textContent()).toBe("—")
    await world.admin.pb.collection("orders").update(order.id, { status: "in_progress" })
    await expect.poll(() => cell.textContent()).toBe("Due$200")
    await world.admin.pb.send(`/api/launchdesk/orders/${order.id}/payment/mark-paid`, {
      method: "POST",
      body: { method: "cash", reference: "" },
      requestKey: null,
    })
    await expect.poll(() => cell.textContent()).toBe("Paid$200")
    expect(loads, "no reload").toBe(0)
    expect(seen.errors).toEqual([])
    await context.close()
  })

  it("labels the payment in a phone's card, and a narrow desktop scrolls the table, not the page", async () => {
    const phone = await open("/admin/orders?unpaid=true", viewports.phone)
    const cell = phone.page.locator('tbody tr td[data-label="Payment"]').first()
    expect(await cell.evaluate((td) => getComputedStyle(td, "::before").content)).toBe('"Payment"')
    expect(await cell.textContent()).toBe("Due$200")
    await expectNoHorizontalScroll(phone.page)
    await phone.close()
    const narrow = await open("/admin/orders", { width: 800, height: 800 })
    await expectNoHorizontalScroll(narrow.page)
    expect(narrow.seen.errors).toEqual([])
    await narrow.close()
  })

  it("shows a payment refunded in part as Paid with what was refunded, at every width", async () => {
    for (const [size, viewport] of Object.entries(screenSizes)) {
      const { page, seen, close } = await open("/admin/orders?q=Partly", viewport)
      const row = page.locator("tbody tr", { has: page.locator(`a[href$="/admin/orders/${ids.partly}"]`) })
      const cell = row.locator('td[data-label="Payment"]')
      expect(await cell.textContent()).toBe("Paid$200$50 refunded")
      expect(await cell.getByText("Paid", { exact: true }).getAttribute("class")).toContain("badge--green")
      await screenshot(page, `admin-payment-column-partly-refunded-${viewport.width}`)
      await expectNoHorizontalScroll(page)
      expect(seen.errors, size).toEqual([])
      await close()
    }
  })
})
