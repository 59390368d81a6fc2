import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import type { Account } from "../support/accounts"
import { openRealtime } from "../support/sse"
import {
  paidSession,
  recordStripe,
  sendEvent,
  startStripe,
  stripeEvent,
  type StripeRecorder,
  type TestStripe,
} from "../support/stripe"
import { startWorld, testFixture, type World } from "../support/world"
import { approvedOrder, checkout, paymentOf } from "./payments-support"

// Money Stripe took is never lost: every Checkout Session made for an order stays the order's (a replaced one is
// expired at Stripe, and a payment that still arrives on it is applied or, when the order is paid already, kept as
// a second payment for the studio to refund), and Pay pressed while Stripe's confirmation is applied never turns a
// paid order back to due. The binary talks to stripe-mock through a recorder; the race is played in one order with
// a hold point of the checkout route (internal/holds).

interface SessionsWorld extends World {
  stripe: TestStripe
  recorder: StripeRecorder
  holdDir: string
}

const w = testFixture(async (): Promise<SessionsWorld> => {
  const stripe = await startStripe()
  const recorder = await recordStripe(stripe.apiBase)
  const holdDir = mkdtempSync(join(tmpdir(), "launchdesk-holds-"))
  const world = await startWorld({
    admin: "Studio Admin",
    client: "Paying Client",
    other: "Other Client",
    su: true,
    env: { ...stripe.env, STRIPE_API_BASE: recorder.apiBase, LAUNCHDESK_TEST_HOLD_DIR: holdDir },
  })
  return Object.assign(Object.create(world) as World, {
    stripe,
    recorder,
    holdDir,
    dispose: async () => {
      await world.dispose()
      await recorder.stop()
      await stripe.stop()
      rmSync(holdDir, { recursive: true, force: true })
    },
  }) as SessionsWorld
})

const countWhere = async (collection: string, filter: string, params: Record<string, string>) =>
  (await w.su.collection(collection).getFullList({ filter: w.su.filter(filter, params), fields: "id" }))
    .length

/** pbDate is a time as PocketBase stores dates. */
const pbDate = (at: Date) => at.toISOString().replace("T", " ")

/** nearlyExpired gives the order a session that expires in two minutes: the next Pay replaces it. */
async function nearlyExpired(orderId: string) {
  await checkout(w.client, orderId)
  const payment = await paymentOf(w, orderId)
  await w.su
    .collection("payments")
    .update(payment.id, { checkout_expires: pbDate(new Date(Date.now() + 2 * 60_000)) })
  return String(payment.stripe_session)
}

/** paidOrder is an order paid through Stripe, for its receipt number. */
async function paidOrder(): Promise<number> {
  const order = await approvedOrder(w.client, w.admin)
  await checkout(w.client, order.id)
  const session = String((await paymentOf(w, order.id)).stripe_session)
  await sendEvent(w.server.url, stripeEvent("checkout.session.completed", paidSession(session, order.id)))
  return (await paymentOf(w, order.id)).receipt_no as number
}

const refundExtra = (account: Account, orderId: string, extraId: string) =>
  account.pb.send<{ state: string }>(`/api/launchdesk/orders/${orderId}/payment/extras/${extraId}/refund`, {
    method: "POST",
    requestKey: null,
  })

describe("every session made for an order is the order's", () => {
  it("expires a replaced session at Stripe and applies a payment that still arrives on it", async () => {
    const order = await approvedOrder(w.client, w.admin)
    const first = await nearlyExpired(order.id)
    const { url } = await checkout(w.client, order.id)
    const second = String((await paymentOf(w, order.id)).stripe_session)
    expect(second).not.toBe(first)
    expect((await paymentOf(w, order.id)).checkout_url).toBe(url)
    expect(w.recorder.calls()).toContain(`POST /v1/checkout/sessions/${first}/expire`)

    // Stripe confirms the payment on the FIRST session
    const paid = await sendEvent(
      w.server.url,
      stripeEvent("checkout.session.completed", paidSession(first, order.id)),
    )
    expect(paid).toMatchObject({ status: 200, body: { outcome: "paid" } })
    const payment = await paymentOf(w, order.id)
    expect(payment).toMatchObject({ state: "paid", method: "card", reference: first })
    expect(payment.receipt_no).toBeGreaterThan(0)
    expect(await countWhere("mail_outbox", "order = {:o} && kind = 'payment_receipt'", { o: order.id })).toBe(
      1,
    )
  })

  it("keeps a payment on a second session of a paid order for the studio to refund, and tells the client", async () => {
    const order = await approvedOrder(w.client, w.admin)
    const first = await nearlyExpired(order.id)
    await checkout(w.client, order.id)
    const second = String((await paymentOf(w, order.id)).stripe_session)
    await sendEvent(w.server.url, stripeEvent("checkout.session.completed", paidSession(first, order.id)))
    const receipt = (await paymentOf(w, order.id)).receipt_no

    // live: the second payment reaches its client and the studio, never another client, without the Stripe ids
    const streams = await Promise.all([w.client, w.other, w.admin].map(() => openRealtime(w.server.url)))
    const [mine, others, studio] = streams
    const topics = [
      "extra_payments/*",
      "extra_payments/*?options=" + encodeURIComponent(JSON.stringify({ query: { expand: "order" } })),
    ]
    for (const [i, account] of [w.client, w.other, w.admin].entries())
      expect((await streams[i]!.subscribe(account.pb.authStore.token, topics)).status).toBe(204)

    const event = stripeEvent("checkout.session.completed", paidSession(second, order.id))
    const res = await sendEvent(w.server.url, event)
    expect(res.status).toBe(200)
    try {
      await mine!.waitFor((e) => e.name.startsWith("extra_payments/") && e.data.includes(order.id))
      await studio!.waitFor((e) => e.name.startsWith("extra_payments/") && e.data.includes(order.id))
      await new Promise((r) => setTimeout(r, 300))
      expect(others!.events.some((e) => e.data.includes(order.id))).toBe(false)
      for (const e of [...mine!.events, ...studio!.events])
        for (const hidden of ["stripe_session", "stripe_payment_intent"]) expect(e.data).not.toContain(hidden)
    } finally {
      for (const stream of streams) stream.close()
    }
    expect(String(res.body.outcome)).toMatch(/^second payment/)
    // a replay, and the same payment under another event id, record it once
    await sendEvent(w.server.url, event)
    await sendEvent(
      w.server.url,
      stripeEvent("checkout.session.async_payment_succeeded", paidSession(second, order.id)),
    )
    // the order's payment is untouched: paid by the first session, its receipt kept
    expect(await paymentOf(w, order.id)).toMatchObject({
      state: "paid",
      reference: first,
      receipt_no: receipt,
    })

    const extras = await w.su
      .collection("extra_payments")
      .getFullList({ filter: w.su.filter("order = {:o}", { o: order.id }) })
    expect(extras).toHaveLength(1)
    const extra = extras[0]!
    expect(extra).toMatchObject({
      state: "to_refund",
      amount_cents: 20000,
      currency: "usd",
      stripe_session: second,
    })
    // the client reads its own, without the Stripe ids; another client does not see it
    const seen = await w.client.pb.collection("extra_payments").getOne(extra.id)
    expect(seen).toMatchObject({ state: "to_refund", amount_cents: 20000 })
    expect(seen).not.toHaveProperty("stripe_payment_intent")
    await expect(w.other.pb.collection("extra_payments").getOne(extra.id)).rejects.toMatchObject({
      status: 404,
    })
    expect(await w.other.pb.collection("extra_payments").getFullList()).toHaveLength(0)
    await expect(w.guest.collection("extra_payments").getOne(extra.id)).rejects.toMatchObject({ status: 404 })
    await expect(
      w.client.pb.collection("extra_payments").update(extra.id, { state: "refunded" }),
    ).rejects.toMatchObject({ status: 403 })

    // the client is told it will be refunded, in-app and by e-mail; the studio is told too
    const told = "related_order = {:o} && user = {:u} && title ~ 'Second payment'"
    expect(await countWhere("notifications", told, { o: order.id, u: w.client.id })).toBe(1)
    expect(await countWhere("notifications", told, { o: order.id, u: w.admin.id })).toBe(1)
    expect(await countWhere("mail_outbox", "order = {:o} && kind = 'payment_second'", { o: order.id })).toBe(
      1,
    )
    const mail = await w.su
      .collection("mail_outbox")
      .getFirstListItem(w.su.filter("order = {:o} && kind = 'payment_second'", { o: order.id }))
    expect(String(mail.text)).toContain("will be refunded")

    // the studio sees it on the dashboard's figures
    const summary = await w.admin.pb.send<Record<string, number>>(
      "/api/launchdesk/admin/payments/summary",
      {},
    )
    expect(summary.toRefund).toBeGreaterThanOrEqual(1)
    expect(summary.toRefundCents).toBeGreaterThanOrEqual(20000)

    // one click refunds it in full: only the studio
    await expect(refundExtra(w.client, order.id, extra.id)).rejects.toMatchObject({ status: 403 })
    await expect(refundExtra(w.other, order.id, extra.id)).rejects.toMatchObject({ status: 403 })
    expect(await refundExtra(w.admin, order.id, extra.id)).toEqual({ state: "refunded" })
    expect(w.recorder.calls()).toContain("POST /v1/refunds")
    expect(await w.su.collection("extra_payments").getOne(extra.id)).toMatchObject({ state: "refunded" })
    await expect(refundExtra(w.admin, order.id, extra.id)).rejects.toMatchObject({ status: 400 })
    const refunded = "related_order = {:o} && user = {:u} && title ~ 'Second payment refunded'"
    expect(await countWhere("notifications", refunded, { o: order.id, u: w.client.id })).toBe(1)
    expect(await paymentOf(w, order.id)).toMatchObject({ state: "paid", receipt_no: receipt })
  })
})

describe("a mismatch, then the right amount on another session", () => {
  it("marks the order paid and keeps the mismatched money as a second payment to refund", async () => {
    const order = await approvedOrder(w.client, w.admin)
    const first = await nearlyExpired(order.id)
    await checkout(w.client, order.id)
    const second = String((await paymentOf(w, order.id)).stripe_session)
    // Stripe took 1.00 on the second session, then the right amount on the first
    const short = paidSession(second, order.id, { amount_total: 100 })
    await sendEvent(w.server.url, stripeEvent("checkout.session.completed", short))
    expect((await paymentOf(w, order.id)).state).toBe("mismatch")
    const right = await sendEvent(
      w.server.url,
      stripeEvent("checkout.session.completed", paidSession(first, order.id)),
    )
    expect(right.body.outcome).toBe("paid")
    expect(await paymentOf(w, order.id)).toMatchObject({
      state: "paid",
      reference: first,
      stripe_payment_intent: `pi_test_${first}`,
    })
    const extras = await w.su
      .collection("extra_payments")
      .getFullList({ filter: w.su.filter("order = {:o}", { o: order.id }) })
    expect(extras).toHaveLength(1)
    expect(extras[0]).toMatchObject({
      state: "to_refund",
      amount_cents: 100,
      currency: "usd",
      stripe_session: second,
      stripe_payment_intent: `pi_test_${second}`,
    })
  })
})

describe("a second payment after the studio settled the order", () => {
  it("keeps a card payment on an order marked paid by hand, expires its open session, and records Stripe's refund", async () => {
    const order = await approvedOrder(w.client, w.admin)
    await checkout(w.client, order.id)
    const session = String((await paymentOf(w, order.id)).stripe_session)
    await w.admin.pb.send(`/api/launchdesk/orders/${order.id}/payment/mark-paid`, {
      method: "POST",
      body: { method: "bank_transfer", reference: "TR-1" },
    })
    // nobody should be able to pay the open session now: it is expired at Stripe (in the background)
    const deadline = Date.now() + 5000
    const expire = `POST /v1/checkout/sessions/${session}/expire`
    while (!w.recorder.calls().includes(expire) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20))
    expect(w.recorder.calls()).toContain(expire)

    // the client had paid it all the same: kept as a second payment, the hand payment untouched
    const res = await sendEvent(
      w.server.url,
      stripeEvent("checkout.session.completed", paidSession(session, order.id)),
    )
    expect(String(res.body.outcome)).toMatch(/^second payment/)
    expect(await paymentOf(w, order.id)).toMatchObject({ state: "paid", method: "bank_transfer" })
    const extra = await w.su
      .collection("extra_payments")
      .getFirstListItem(w.su.filter("order = {:o}", { o: order.id }))
    expect(extra.state).toBe("to_refund")

    // the studio refunds it in Stripe's dashboard: the event records it, and the client is told once
    const charge = { id: "ch_second", object: "charge", payment_intent: `pi_test_${session}`, refunded: true }
    const refund = stripeEvent("charge.refunded", charge)
    expect((await sendEvent(w.server.url, refund)).body.outcome).toBe("second payment refunded")
    await sendEvent(w.server.url, stripeEvent("charge.refunded", charge))
    expect((await w.su.collection("extra_payments").getOne(extra.id)).state).toBe("refunded")
    expect(
      await countWhere("mail_outbox", "order = {:o} && kind = 'payment_second_refund'", { o: order.id }),
    ).toBe(1)
    expect(await paymentOf(w, order.id)).toMatchObject({ state: "paid", method: "bank_transfer" })
  })
})

describe("Pay pressed while Stripe's confirmation is applied", () => {
  it("never turns a paid order back to due, and the receipt numbers stay gap-free", async () => {
    const before = await paidOrder()
    const order = await approvedOrder(w.client, w.admin)
    const first = await nearlyExpired(order.id)

    // Pay makes a new session; the route is held after Stripe answered, between its read and its write
    const hold = join(w.holdDir, "checkout-save.hold")
    const reached = join(w.holdDir, "checkout-save.reached")
    rmSync(reached, { force: true })
    writeFileSync(hold, "")
    const pay = checkout(w.client, order.id).then(
      (r) => r,
      (err: unknown) => err,
    )
    const deadline = Date.now() + 10_000
    while (!existsSync(reached) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10))
    expect(existsSync(reached)).toBe(true)
    // Stripe's confirmation of the first session comes now; the route goes on after it was applied (or after a
    // second, when the route holds the write lock and the webhook waits for it)
    const webhook = sendEvent(
      w.server.url,
      stripeEvent("checkout.session.completed", paidSession(first, order.id)),
    )
    await Promise.race([webhook, new Promise((r) => setTimeout(r, 1000))])
    rmSync(hold)
    await pay
    expect((await webhook).status).toBe(200)

    const payment = await paymentOf(w, order.id)
    expect(payment).toMatchObject({ state: "paid", reference: first, receipt_no: before + 1 })
    expect(payment.stripe_payment_intent).toBe(`pi_test_${first}`)
    expect(await countWhere("mail_outbox", "order = {:o} && kind = 'payment_receipt'", { o: order.id })).toBe(
      1,
    )
    const notes = "related_order = {:o} && user = {:u} && title ~ 'Payment received'"
    expect(await countWhere("notifications", notes, { o: order.id, u: w.client.id })).toBe(1)
    // the client is not offered a second payment
    await expect(checkout(w.client, order.id)).rejects.toMatchObject({ status: 400 })
    // the next paid order takes the next number: no gap
    expect(await paidOrder()).toBe(before + 2)
  })
})
