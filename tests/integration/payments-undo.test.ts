import type PocketBase from "pocketbase"
import { describe, expect, it } from "vitest"
import { signUpClient } from "../support/accounts"
import { sleep } from "../support/wait"
import { startWorld, testFixture } from "../support/world"
import { launchOf } from "./launch-support"
import { approvedOrder } from "./payments-support"
import { statusOf } from "./review-support"

// A mistaken "Mark paid" can be taken back for MARK_PAID_UNDO_SECONDS (here 3), before its receipt e-mail goes
// (issue 40 item 9): the payment is due again, the waiting receipt e-mail and the client's notification are gone,
// the receipt number is given back (no gap in the books), and the 2-day clock the payment started has not started.
// After the window, or once another receipt was numbered, it is refused with a sentence: refund instead.

const UNDO_S = 2
const w = testFixture(() =>
  startWorld({
    smtp: true,
    admin: "Ada Admin",
    client: "Ava Client",
    su: true,
    env: { MARK_PAID_UNDO_SECONDS: String(UNDO_S), MAIL_RETRY_SECONDS: "1" },
  }),
)

const payment = (pb: PocketBase, orderId: string, action: string, body: Record<string, unknown> = {}) =>
  pb.send(`/api/launchdesk/orders/${orderId}/payment/${action}`, { method: "POST", body, requestKey: null })
const markPaid = (pb: PocketBase, orderId: string) =>
  payment(pb, orderId, "mark-paid", { method: "bank_transfer", reference: "TR-1" })
const paymentOf = (orderId: string) =>
  w.su
    .collection("payments")
    .getFirstListItem(w.su.filter("order = {:o}", { o: orderId }), { requestKey: null })
const receipts = (orderId: string) =>
  w.su.collection("mail_outbox").getFullList({
    filter: w.su.filter("order = {:o} && kind = 'payment_receipt'", { o: orderId }),
    requestKey: null,
  })
const receivedNotes = (orderId: string) =>
  w.client.pb.collection("notifications").getFullList({
    filter: w.client.pb.filter("related_order = {:o} && title ~ 'Payment received'", { o: orderId }),
    requestKey: null,
  })

async function intakeNotNeeded(orderId: string) {
  for (const item of ["logo", "colors_fonts", "products", "policies", "domain"])
    await w.admin.pb.send(`/api/launchdesk/orders/${orderId}/intake/${item}/mark`, {
      method: "POST",
      body: { state: "not_needed" },
      requestKey: null,
    })
}

describe("undoing a Mark paid", () => {
  it("takes everything back while the receipt waits, and the next receipt gets the same number", async () => {
    const order = await approvedOrder(w.client, w.admin)
    await intakeNotNeeded(order.id) // a development-store order: only the payment holds the clock
    expect((await launchOf(w.client.pb, order.id))["clock_started"]).toBe("")
    const options = await w.client.pb.send<{ undoSeconds: number }>("/api/launchdesk/payments/options", {})
    expect(options.undoSeconds).toBe(UNDO_S)

    await markPaid(w.admin.pb, order.id)
    const paid = await paymentOf(order.id)
    expect(paid).toMatchObject({ state: "paid" })
    expect((await launchOf(w.client.pb, order.id))["clock_started"]).not.toBe("")
    expect(await receivedNotes(order.id)).toHaveLength(1)
    const [queued] = await receipts(order.id)
    expect(queued).toMatchObject({ state: "queued" }) // it waits for the undo window
    // the client cannot undo, nor anyone anonymous
    expect(await statusOf(payment(w.client.pb, order.id, "undo-paid"))).toBe(403)

    await payment(w.admin.pb, order.id, "undo-paid")
    expect(await paymentOf(order.id)).toMatchObject({
      state: "due",
      receipt_no: 0,
      method: "",
      reference: "",
    })
    expect(await receipts(order.id)).toHaveLength(0)
    expect(await receivedNotes(order.id)).toHaveLength(0)
    const launch = await launchOf(w.client.pb, order.id)
    expect([launch["clock_started"], launch["waits_on"], launch["next"]]).toEqual(["", "client", "pay"])
    await sleep((UNDO_S + 1) * 1000)
    expect(
      w.smtp.messages.filter(
        (m) => m.to.includes(w.client.email) && (m.parsed.subject ?? "").startsWith("Receipt"),
      ),
    ).toHaveLength(0)
    // undone twice: nothing to undo
    expect(await statusOf(payment(w.admin.pb, order.id, "undo-paid"))).toBe(400)

    await markPaid(w.admin.pb, order.id)
    expect((await paymentOf(order.id))["receipt_no"]).toBe(paid["receipt_no"]) // the number was given back
    const [mail] = await w.smtp.waitFor(
      (m) => m.to.includes(w.client.email) && (m.parsed.subject ?? "").startsWith("Receipt"),
      1,
      (UNDO_S + 6) * 1000,
    )
    expect(mail).toBeDefined()
    // the window is over and the receipt has gone: refused in a sentence, nothing changes
    const late = await payment(w.admin.pb, order.id, "undo-paid").catch(
      (e: { status: number; message: string }) => e,
    )
    expect(late).toMatchObject({ status: 400 })
    expect((late as { message: string }).message).toMatch(/can no longer be undone/)
    expect(await paymentOf(order.id)).toMatchObject({ state: "paid" })
  })

  it("refuses once another receipt was numbered, and for a stranger", async () => {
    const first = await approvedOrder(w.client, w.admin)
    const second = await approvedOrder(w.client, w.admin)
    await markPaid(w.admin.pb, first.id)
    await markPaid(w.admin.pb, second.id)
    const refused = await payment(w.admin.pb, first.id, "undo-paid").catch(
      (e: { status: number; message: string }) => e,
    )
    expect((refused as { message: string }).message).toMatch(/^Another receipt was numbered since/)
    expect(await paymentOf(first.id)).toMatchObject({ state: "paid" })
    const other = await signUpClient(w.server, "Otto Other")
    expect(await statusOf(payment(other.pb, second.id, "undo-paid"))).toBe(403)
    // concurrent undos of the last one: exactly one takes it back
    const tries = await Promise.allSettled([1, 2, 3].map(() => payment(w.admin.pb, second.id, "undo-paid")))
    expect(tries.filter((t) => t.status === "fulfilled")).toHaveLength(1)
    expect(await paymentOf(second.id)).toMatchObject({ state: "due" })
  })
})
