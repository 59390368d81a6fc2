import { describe, expect, it } from "vitest"
import { PROMISE_HOURS } from "../../ui/src/content/promise"
import type { ReceivedMail } from "../support/smtp"
import { poll, sleep } from "../support/wait"
import { paymentsWorld } from "./payments-support"
import { cardPaidOrder, setClock, startClock, transferPaidOrder } from "./trust-support"

// The guarantee (GUARANTEE=50) against the real binary, stripe-mock behind a recorder and a real SMTP server. The
// launch's clock is moved as a test clock would move it (setClock): each move is a change of the clock, at which the
// server checks. A miss is made good exactly once: one partial refund at Stripe, one e-mail, one notification.

const w = paymentsWorld({
  smtp: true,
  record: true,
  admin: "Gus Studio",
  client: "Gina Client",
  su: true,
  env: { GUARANTEE: "50" },
})

const makeGoodOf = (orderId: string) =>
  w.su
    .collection("make_goods")
    .getFirstListItem(w.su.filter("order = {:o}", { o: orderId }), { requestKey: null })
    .catch(() => null)

const count = async (collection: string, filter: string, params: Record<string, string>) =>
  (await w.su.collection(collection).getFullList({ filter: w.su.filter(filter, params), fields: "id" }))
    .length

const toClient = (title: string) => (m: ReceivedMail) =>
  m.to.includes(w.client.email) && m.parsed.subject === `Our guarantee: $100.00 back for ${title}`

const refundsOf = (paymentIntent: string) =>
  w.recorder.bodies("POST /v1/refunds").filter((b) => b.get("payment_intent") === paymentIntent)

describe("the guarantee, on a test clock", () => {
  it("refunds half of a card payment once, however many checks run, and across a restart", async () => {
    const { order, paymentIntent } = await cardPaidOrder(w)
    await startClock(w, order.id)
    const launch = await w.su
      .collection("launches")
      .getFirstListItem(w.su.filter("order = {:o}", { o: order.id }))
    expect(launch.guarantee_percent).toBe(50) // the terms in force when the clock started
    expect(launch.clock_running_since).not.toBe("")
    // 47 hours on the studio's side: nothing yet; then two moves at once to 49 hours: two checks at once
    await setClock(w, order.id, PROMISE_HOURS - 1, 0)
    const moves = await Promise.allSettled([
      setClock(w, order.id, 0, PROMISE_HOURS + 1),
      setClock(w, order.id, 1, PROMISE_HOURS),
    ])
    // each move reads the launch, then saves it: when both read before either saved, the later save is refused
    // (409: changed by someone else meanwhile), as any stale save is; at least one lands
    expect(moves.some((m) => m.status === "fulfilled")).toBe(true)
    for (const m of moves)
      if (m.status === "rejected") expect((m.reason as { status: number }).status).toBe(409)
    const refunded = await poll(async () => (await makeGoodOf(order.id))?.state === "refunded")
    expect(refunded).toBe(true)
    const [mail] = await w.smtp.waitFor(toClient(order.title))
    expect(mail!.parsed.text).toContain(
      `We took ${PROMISE_HOURS + 1} hours on our side, more than the ${PROMISE_HOURS} we promise: $100.00 is on its way back to your card.`,
    )
    // the server restarts (its start checks again), and the clock moves again (another check)
    await w.server.restart()
    await setClock(w, order.id, PROMISE_HOURS + 2, 0)
    await sleep(1500) // what a second make-good would have sent had its chance
    expect(refundsOf(paymentIntent)).toHaveLength(1)
    expect(refundsOf(paymentIntent)[0]!.get("amount")).toBe("10000")
    expect(w.smtp.messages.filter(toClient(order.title))).toHaveLength(1)
    const notes = "related_order = {:o} && user = {:u} && title ~ 'Our guarantee'"
    expect(await count("notifications", notes, { o: order.id, u: w.client.id })).toBe(1)
    expect(await count("make_goods", "order = {:o}", { o: order.id })).toBe(1)
    // the refund's usual notice is not sent too, and the payment shows what was refunded
    expect(
      await count("mail_outbox", "order = {:o} && kind = 'payment_partial_refund'", { o: order.id }),
    ).toBe(0)
    const payment = await w.su
      .collection("payments")
      .getFirstListItem(w.su.filter("order = {:o}", { o: order.id }))
    expect(payment).toMatchObject({ state: "paid", refunded_cents: 10000 })
  })

  it("never counts time waiting on the client", async () => {
    const { order } = await cardPaidOrder(w)
    await startClock(w, order.id)
    // ten days since the clock started, all but 47 hours of them waiting on the client: paused, no miss
    await setClock(w, order.id, PROMISE_HOURS - 1, 0)
    // back on the studio's side for two hours: now it is a miss, of 49 hours, not ten days
    await setClock(w, order.id, PROMISE_HOURS - 1, 2)
    await poll(async () => (await makeGoodOf(order.id))?.state === "refunded")
    const made = await makeGoodOf(order.id)
    expect(made!.used_ms).toBeGreaterThanOrEqual((PROMISE_HOURS + 1) * 3_600_000)
    expect(made!.used_ms).toBeLessThan((PROMISE_HOURS + 1) * 3_600_000 + 60_000)
  })

  it("shows a bank transfer's make-good as owed to the client", async () => {
    const order = await transferPaidOrder(w)
    await startClock(w, order.id)
    const before = w.recorder.bodies("POST /v1/refunds").length
    await setClock(w, order.id, 0, PROMISE_HOURS + 5)
    await poll(async () => (await makeGoodOf(order.id))?.state === "owed")
    type Answer = { make_good: { state: string; amount_cents: number; method: string } | null }
    const seen = await w.admin.pb.send<Answer>(`/api/launchdesk/admin/orders/${order.id}/make-good`, {})
    expect(seen.make_good).toMatchObject({ state: "owed", amount_cents: 10000, method: "transfer" })
    const [mail] = await w.smtp.waitFor(toClient(order.title))
    expect(mail!.parsed.text).toContain(
      `We took ${PROMISE_HOURS + 5} hours on our side, more than the ${PROMISE_HOURS} we promise: $100.00 is yours, and we will pay it back to you by bank transfer.`,
    )
    expect(w.recorder.bodies("POST /v1/refunds").length).toBe(before) // nothing asked of Stripe
    // the client reads none of it; the studio marks it paid back
    await expect(
      w.client.pb.send(`/api/launchdesk/admin/orders/${order.id}/make-good`, { requestKey: null }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(w.client.pb.collection("make_goods").getFullList()).rejects.toMatchObject({ status: 403 })
    await w.admin.pb.send(`/api/launchdesk/admin/orders/${order.id}/make-good/paid-back`, { method: "POST" })
    expect((await makeGoodOf(order.id))!.state).toBe("paid_back")
  })

  it("states the guarantee on / and in its FAQ only while it is on, from the same values", async () => {
    const terms = `Our guarantee: if we take more than ${PROMISE_HOURS} hours on our side, 50% of the price ($100) comes back to you by itself.`
    const page = async () => (await fetch(`${w.server.url}/`)).text()
    const on = await page()
    expect(on).toContain(terms)
    expect(on).toContain(`What if you take longer than ${PROMISE_HOURS} hours?`)
    expect(on).toContain("You get 50% of the price back ($100) without asking.")
    await w.server.restart({ GUARANTEE: "off" })
    const off = await page()
    expect(off).not.toContain("Our guarantee")
    expect(off).not.toContain("What if you take longer")
  })
})
