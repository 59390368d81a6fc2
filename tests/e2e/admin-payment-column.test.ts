import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import type { Account } from "../support/accounts"
import { viewports, watchErrors } from "../support/browser"
import { newOrder } from "../support/orders"
import { testWorld } from "../support/world"
import { approve } from "../integration/launch-support"
import { approvedOrder } from "../integration/payments-support"
import { adminContext, at, ADMIN_WORLD, newClientWithOrder } from "./admin-fixture"
import { expectNoBrokenWords, expectNoHorizontalScroll } from "./portal-support"

// The admin orders table's Payment column against the demo's paid, due and refunded orders, plus one order waived
// and one not approved yet: each row shows its payment's state and amount, and "Unpaid only" keeps the due ones.

const LABELS: Record<string, string> = {
  due: "Due",
  paid: "Paid",
  waived: "Waived",
  refunded: "Refunded",
  mismatch: "Mismatch",
}

describe("the Payment column of the admin orders table", () => {
  const world = testWorld(ADMIN_WORLD)
  const ids = { pending: "", waived: "", due: "" }
  let client: Account

  beforeAll(async () => {
    const made = await newClientWithOrder(world, "Wren Payer", "Not approved yet")
    client = made.client
    ids.pending = made.order.id
    ids.waived = (await approve(world.admin, await newOrder(client, { title: "Waived launch" }))).id
    ids.due = (await approvedOrder(client, world.admin)).id
  })

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

  /** What the Payment cell of each order should say: the state's label and the amount, or a dash. */
  async function expected(orderIds: string[]): Promise<Map<string, string>> {
    const filter = orderIds.map((id) => world.admin.pb.filter("order = {:id}", { id })).join(" || ")
    const payments = await world.admin.pb.collection("payments").getFullList({ filter, requestKey: null })
    const byOrder = new Map(payments.map((p) => [p.order as string, p]))
    return new Map(
      orderIds.map((id) => {
        const p = byOrder.get(id)
        return [id, p ? `${LABELS[p.state as string]}$${(p.amount_cents as number) / 100}` : "—"]
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
    expect([mine.get(ids.pending), mine.get(ids.waived), mine.get(ids.due)]).toEqual([
      "—",
      "Waived$200",
      "Due$200",
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
})
