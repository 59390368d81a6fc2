import { mkdirSync } from "node:fs"
import { describe, expect, it } from "vitest"
import type { OpenedPages } from "../support/session"
import { testWorld, type World } from "../support/world"
import { approvedOrder } from "../integration/payments-support"
import { openAs, shootAll } from "./journey-support"

// Bank transfer details and the receipt's issuer are the studio's settings: without them the client's order page
// shows no account (it says the studio will send it) and the studio's dashboard says what to set; with them the
// client reads the account, and the receipt names the business as set. Nothing invented either way.

const SHOTS = process.env.PAYMENT_SHOTS ?? "/tmp/shots-payment-details"

async function walk(w: World, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  const opened: OpenedPages = { contexts: [], errors: [] }
  const order = await approvedOrder(w.client, w.admin)
  const page = await openAs(w.browser, opened, w.client, { width: 1280, height: 800 })
  await page.goto(`${w.server.url}/portal/orders/${order.id}`)
  const payment = page.getByRole("region", { name: "Payment" })
  await payment.getByText(/is due\. Pay by bank transfer/).waitFor()
  await shootAll(page, SHOTS, `${name}-order-due`)
  const studio = await openAs(w.browser, opened, w.admin, { width: 1280, height: 800 })
  await studio.goto(`${w.server.url}/admin`)
  await studio.getByRole("heading", { name: "Dashboard" }).waitFor()
  await studio.getByRole("region", { name: "Payment figures" }).waitFor()
  return { order, page, payment, studio, opened }
}

describe("without the studio's payment details", () => {
  const w = testWorld({ browser: true, admin: "Sam Studio", client: "Ava Payer", su: true })

  it("shows the client no account, and tells the studio what to set", async () => {
    const { payment, studio, opened } = await walk(w, "unset")
    await payment.getByText("The studio will send you its bank details for the transfer").waitFor()
    expect(await payment.textContent()).not.toMatch(/IBAN|BIC|US00|LAUNUS00/)
    const setup = studio.getByRole("region", { name: "Payment details to set" })
    await setup.getByText(/set BANK_ACCOUNT_NAME and BANK_IBAN/).waitFor()
    await setup.getByText(/set BUSINESS_NAME, BUSINESS_ADDRESS and BUSINESS_TAX_ID/).waitFor()
    await shootAll(studio, SHOTS, "unset-admin-dashboard")
    expect(opened.errors.flat()).toEqual([])
    for (const context of opened.contexts) await context.close()
  })
})

describe("with the studio's payment details", () => {
  const w = testWorld({
    browser: true,
    admin: "Sam Studio",
    client: "Ava Payer",
    su: true,
    env: {
      BUSINESS_NAME: "Noir Studio LLC",
      BUSINESS_ADDRESS: "1 Canal St, New York, NY 10013",
      BUSINESS_TAX_ID: "EIN 12-3456789",
      BANK_ACCOUNT_NAME: "Noir Studio LLC",
      BANK_IBAN: "DE89 3704 0044 0532 0130 00",
      BANK_BIC: "COBADEFFXXX",
    },
  })

  it("shows the account on the order and the business on the receipt", async () => {
    const { order, page, payment, studio, opened } = await walk(w, "set")
    await payment.getByText("DE89 3704 0044 0532 0130 00").waitFor()
    await payment.getByText("COBADEFFXXX").waitFor()
    expect(await studio.getByRole("region", { name: "Payment details to set" }).count()).toBe(0)

    // the studio marks it paid from the order's panel: its fields are the app's, tappable on a phone, and it
    // confirms what it records before the receipt goes
    await studio.goto(`${w.server.url}/admin/orders/${order.id}`)
    const panel = studio.getByRole("region", { name: "Payment" })
    await studio.setViewportSize({ width: 320, height: 700 })
    for (const label of ["Paid by", "Reference", "Reason to waive"]) {
      const box = await panel.getByLabel(label).boundingBox()
      expect(box?.height, label).toBeGreaterThanOrEqual(44)
    }
    await panel.getByLabel("Reference").fill("TR-5")
    await panel.getByRole("button", { name: "Mark paid" }).click()
    const dialog = studio.getByRole("dialog", { name: "Mark $200.00 paid?" })
    await dialog.getByText("Paid by bank transfer, reference TR-5.").waitFor()
    await shootAll(studio, SHOTS, "set-admin-confirm-paid")
    await dialog.getByRole("button", { name: "Cancel" }).click()
    expect((await w.su.collection("payments").getFirstListItem(`order = "${order.id}"`)).state).toBe("due")
    await panel.getByRole("button", { name: "Mark paid" }).click()
    await dialog.getByRole("button", { name: "Mark paid" }).click()
    await studio.getByText("Marked paid.").waitFor()
    expect((await w.su.collection("payments").getFirstListItem(`order = "${order.id}"`)).state).toBe("paid")
    await page.goto(`${w.server.url}/portal/orders/${order.id}/receipt`)
    const receipt = page.getByRole("article", { name: "Receipt" })
    await receipt.getByText("Noir Studio LLC").waitFor()
    await receipt.getByText("EIN 12-3456789").waitFor()
    await shootAll(page, SHOTS, "set-receipt")
    expect(opened.errors.flat()).toEqual([])
    for (const context of opened.contexts) await context.close()
  })
})
