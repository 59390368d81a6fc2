import { mkdirSync } from "node:fs"
import { afterAll, describe, expect, it } from "vitest"
import type { OpenedPages } from "../support/session"
import { testWorld } from "../support/world"
import { approvedOrder } from "../integration/payments-support"
import { openAs, shootAll } from "./journey-support"
import { expectAccessible } from "./portal-support"

// The studio's Mark paid, confirmed, then taken back within its window (issue 40 item 9): the panel counts down to
// the receipt e-mail with "Undo Mark paid"; undone, the payment reads Unpaid again and no receipt went out.

const SHOTS = "/tmp/shots-payment-undo"

describe("undoing a Mark paid on the studio's order page", () => {
  const w = testWorld({
    browser: true,
    smtp: true,
    admin: "Sam Studio",
    client: "Ava Payer",
    env: { MARK_PAID_UNDO_SECONDS: "20" },
  })
  const opened: OpenedPages = { contexts: [], errors: [] }
  afterAll(async () => {
    for (const c of opened.contexts) await c.close()
  })

  it("confirms, counts down, and undoes", async () => {
    mkdirSync(SHOTS, { recursive: true })
    const order = await approvedOrder(w.client, w.admin)
    const studio = await openAs(w.browser, opened, w.admin, { width: 1280, height: 800 })
    await studio.goto(`${w.server.url}/admin/orders/${order.id}`)
    const panel = studio.getByRole("region", { name: "Payment" })
    await panel.getByLabel("Reference").fill("TR-42")
    await panel.getByRole("button", { name: "Mark paid" }).click()
    const dialog = studio.getByRole("dialog")
    await dialog.getByText("Paid by bank transfer, reference TR-42.").waitFor()
    await dialog.getByRole("button", { name: "Mark paid" }).click()
    await panel.getByText(/^The receipt e-mail goes to the client in \d+ s\.$/).waitFor()
    await expectAccessible(studio, "payment panel with its undo")
    await shootAll(studio, SHOTS, "admin-undo-offered")
    await studio.setViewportSize({ width: 1280, height: 800 })
    await panel.getByRole("button", { name: "Undo Mark paid" }).click()
    await panel.getByText("Unpaid", { exact: true }).waitFor()
    await expect.poll(() => panel.getByRole("button", { name: "Undo Mark paid" }).count()).toBe(0)
    await shootAll(studio, SHOTS, "admin-undone")
    expect(w.smtp.messages.filter((m) => (m.parsed.subject ?? "").startsWith("Receipt"))).toHaveLength(0)
    expect(opened.errors.flat()).toEqual([])
  })
})
