import { describe, expect, it } from "vitest"
import { testWorld, type World } from "../support/world"
import { approvedOrder } from "./payments-support"

// The studio's business and bank details are settings, never invented: without them no client is shown bank
// details and a receipt names no business; with them, a signed-in client reads the account and every receipt
// carries the business as set.

type Options = {
  card: boolean
  bank: { accountName: string; iban: string; bic: string } | null
  business: { name: string; address: string; taxId: string }
}

const options = (w: World, as: "client" | "guest") =>
  (as === "client" ? w.client.pb : w.guest).send<Options>("/api/launchdesk/payments/options", {
    requestKey: null,
  })

async function receiptText(w: World): Promise<string> {
  const order = await approvedOrder(w.client, w.admin)
  await w.admin.pb.send(`/api/launchdesk/orders/${order.id}/payment/mark-paid`, {
    method: "POST",
    body: { method: "bank_transfer", reference: "TR-5" },
  })
  const mail = await w.su
    .collection("mail_outbox")
    .getFirstListItem(w.su.filter("order = {:o} && kind = 'payment_receipt'", { o: order.id }))
  return `${String(mail.text)}\n${String(mail.html)}`
}

describe("without the studio's details", () => {
  const w = testWorld({ admin: "Studio Admin", client: "Paying Client", su: true })

  it("shows no bank account and a receipt with no business", async () => {
    expect(await options(w, "client")).toEqual({
      card: false,
      bank: null,
      business: { name: "", address: "", taxId: "" },
      undoSeconds: 0, // the test servers' MARK_PAID_UNDO_SECONDS (tests/support/server.ts)
    })
    const text = await receiptText(w)
    expect(text).toContain("Receipt")
    for (const invented of ["From:", "Springfield", "EIN 00-0000000", "Launchdesk Studio", "IBAN"])
      expect(text).not.toContain(invented)
  })
})

describe("with the studio's details", () => {
  const w = testWorld({
    admin: "Studio Admin",
    client: "Paying Client",
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

  it("shows the account to a signed-in client only, and the business on every receipt", async () => {
    const business = {
      name: "Noir Studio LLC",
      address: "1 Canal St, New York, NY 10013",
      taxId: "EIN 12-3456789",
    }
    expect(await options(w, "client")).toEqual({
      card: false,
      bank: { accountName: "Noir Studio LLC", iban: "DE89 3704 0044 0532 0130 00", bic: "COBADEFFXXX" },
      business,
      undoSeconds: 0,
    })
    expect(await options(w, "guest")).toEqual({ card: false, bank: null, business, undoSeconds: 0 })
    expect(await receiptText(w)).toContain(
      "From: Noir Studio LLC, 1 Canal St, New York, NY 10013 (EIN 12-3456789)",
    )
  })
})
