import { describe, expect, it } from "vitest"
import type { Account } from "../support/accounts"
import { paidSession, sendEvent, stripeEvent } from "../support/stripe"
import { completeIntake } from "./launch-support"
import { approvedOrder, checkout, paymentOf, paymentsWorld } from "./payments-support"

// The studio's payment actions (mark paid by hand, waive, refund through Stripe) and the launch clock, which starts
// only once the order is paid or its payment waived.

const w = paymentsWorld({ admin: "Studio Admin", client: "Paying Client", other: "Other Client", su: true })

const act = (account: Account, orderId: string, action: string, body: Record<string, unknown> = {}) =>
  account.pb.send<{ state: string }>(`/api/launchdesk/orders/${orderId}/payment/${action}`, {
    method: "POST",
    body,
    requestKey: null,
  })

const launchOf = (orderId: string) =>
  w.su.collection("launches").getFirstListItem(w.su.filter("order = {:o}", { o: orderId }))

describe("the studio's payment actions", () => {
  it("lets only the studio mark paid, waive or refund", async () => {
    const order = await approvedOrder(w.client, w.admin)
    for (const [action, body] of [
      ["mark-paid", { method: "bank_transfer", reference: "x" }],
      ["waive", { reason: "friend" }],
      ["refund", {}],
    ] as const) {
      await expect(act(w.client, order.id, action, body)).rejects.toMatchObject({ status: 403 })
      await expect(act(w.other, order.id, action, body)).rejects.toMatchObject({ status: 403 })
      await expect(
        w.guest.send(`/api/launchdesk/orders/${order.id}/payment/${action}`, { method: "POST", body }),
      ).rejects.toMatchObject({ status: 401 })
    }
    expect((await paymentOf(w, order.id)).state).toBe("due")
  })

  it("marks paid by hand with a method and reference, and starts the clock only then", async () => {
    const order = await approvedOrder(w.client, w.admin)
    await completeIntake(w.client, order.id)
    expect((await launchOf(order.id)).clock_started).toBe("")
    await expect(
      act(w.admin, order.id, "mark-paid", { method: "gold", reference: "" }),
    ).rejects.toMatchObject({
      status: 400,
    })
    expect(
      await act(w.admin, order.id, "mark-paid", { method: "bank_transfer", reference: "TR-991" }),
    ).toEqual({
      state: "paid",
    })
    const paid = await paymentOf(w, order.id)
    expect(paid).toMatchObject({ state: "paid", method: "bank_transfer", reference: "TR-991" })
    expect(paid.receipt_no).toBeGreaterThan(0)
    expect((await launchOf(order.id)).clock_started).not.toBe("")
    await expect(act(w.admin, order.id, "waive", { reason: "late" })).rejects.toMatchObject({ status: 400 })
  })

  it("waives with a reason, which starts the clock too", async () => {
    const order = await approvedOrder(w.client, w.admin)
    await completeIntake(w.client, order.id)
    await expect(act(w.admin, order.id, "waive", { reason: " " })).rejects.toMatchObject({ status: 400 })
    await act(w.admin, order.id, "waive", { reason: "A favour for a friend" })
    expect(await paymentOf(w, order.id)).toMatchObject({
      state: "waived",
      note: "A favour for a friend",
      receipt_no: 0,
    })
    expect((await launchOf(order.id)).clock_started).not.toBe("")
  })

  it("refunds a card payment through Stripe and tells the client", async () => {
    const order = await approvedOrder(w.client, w.admin)
    await checkout(w.client, order.id)
    const session = String((await paymentOf(w, order.id)).stripe_session)
    await sendEvent(w.server.url, stripeEvent("checkout.session.completed", paidSession(session, order.id)))
    expect(await act(w.admin, order.id, "refund")).toEqual({ state: "refunded" })
    expect((await paymentOf(w, order.id)).state).toBe("refunded")
    const note = await w.su.collection("notifications").getFirstListItem(
      w.su.filter("user = {:u} && related_order = {:o} && title ~ 'refunded'", {
        u: w.client.id,
        o: order.id,
      }),
    )
    expect(note.message).toContain("$200.00")
    const mails = await w.su.collection("mail_outbox").getFullList({
      filter: w.su.filter("order = {:o} && kind = 'payment_refund'", { o: order.id }),
    })
    expect(mails.map((m) => m.recipient)).toEqual([w.client.email])
    await expect(act(w.admin, order.id, "refund")).rejects.toMatchObject({ status: 400 })
  })
})

describe("the admin orders table", () => {
  it("shows each order's payment and filters the unpaid ones", async () => {
    const unpaid = await approvedOrder(w.client, w.admin)
    const paid = await approvedOrder(w.client, w.admin)
    await act(w.admin, paid.id, "mark-paid", { method: "cash", reference: "" })
    type Row = { id: string; expand?: { payments_via_order?: Record<string, unknown> } }
    const list = (query: Record<string, string>) =>
      w.admin.pb.send<{ items: Row[]; totalItems: number }>("/api/launchdesk/admin/orders", {
        query: { perPage: "100", ...query },
        requestKey: null,
      })
    const all = await list({})
    const byId = new Map(all.items.map((r) => [r.id, r.expand?.payments_via_order]))
    expect(byId.get(unpaid.id)).toMatchObject({ state: "due", amount_cents: 20000 })
    expect(byId.get(paid.id)).toMatchObject({ state: "paid", method: "cash" })
    expect(byId.get(paid.id)).not.toHaveProperty("stripe_session")
    const due = await list({ unpaid: "true" })
    const dueIds = due.items.map((r) => r.id)
    expect(dueIds).toContain(unpaid.id)
    expect(dueIds).not.toContain(paid.id)
    expect(
      due.items.every((r) => ["due", "mismatch"].includes(String(r.expand?.payments_via_order?.state))),
    ).toBe(true)
    expect(due.totalItems).toBe(due.items.length)
    await expect(list({ unpaid: "maybe" })).rejects.toMatchObject({ status: 400 })
  })

  it("sums paid this month, outstanding and refunded from the payments, for the studio only", async () => {
    const summary = "/api/launchdesk/admin/payments/summary"
    await expect(w.client.pb.send(summary, { requestKey: null })).rejects.toMatchObject({ status: 403 })
    const got = await w.admin.pb.send<Record<string, number | string>>(summary, { requestKey: null })
    const rows = await w.su.collection("payments").getFullList()
    const sum = (states: string[]) => {
      const of = rows.filter((r) => states.includes(r.state as string))
      return [of.reduce((n, r) => n + (r.amount_cents as number), 0), of.length]
    }
    expect(sum(["due", "mismatch"])[1]).toBeGreaterThan(0)
    expect([got.outstandingCents, got.outstanding]).toEqual(sum(["due", "mismatch"]))
    expect([got.refundedCents, got.refunded]).toEqual(sum(["refunded"]))
    expect([got.paidMonthCents, got.paidMonth]).toEqual(sum(["paid"])) // all paid in this test run
    expect(got.currency).toBe("usd")
  })
})
