import { describe, expect, it } from "vitest"
import { openRealtime } from "../support/sse"
import { paidSession, sendEvent, stripeEvent } from "../support/stripe"
import { sleep } from "../support/wait"
import { approvedOrder, checkout, paymentOf, paymentsWorld } from "./payments-support"

// Payments under concurrency and over realtime: many clicks are answered and leave one Checkout Session, an event delivered many times
// at once marks paid once, and a payment's live events reach its client and the studio only, without Stripe ids.

const w = paymentsWorld({ admin: "Studio Admin", client: "Paying Client", other: "Other Client", su: true })

describe("payments under load and live", () => {
  it("answers many clicks at once, then keeps to one Checkout Session", async () => {
    // stripe-mock ignores idempotency keys (each call is a new session, all with one fixture URL), so what is
    // checked here is ours: every click is answered, and once stored the session is reused, not replaced
    const order = await approvedOrder(w.client, w.admin)
    const urls = await Promise.all(Array.from({ length: 3 }, () => checkout(w.client, order.id)))
    expect(urls.every((u) => u.url.startsWith("https://checkout.stripe.com/"))).toBe(true)
    const stored = await paymentOf(w, order.id)
    expect(String(stored.stripe_session)).toMatch(/^cs_/)
    await checkout(w.client, order.id)
    expect((await paymentOf(w, order.id)).stripe_session).toBe(stored.stripe_session)
  })

  it("marks paid once when Stripe delivers one event many times at once", async () => {
    const order = await approvedOrder(w.client, w.admin)
    await checkout(w.client, order.id)
    const session = String((await paymentOf(w, order.id)).stripe_session)
    const event = stripeEvent("checkout.session.completed", paidSession(session, order.id))
    const answers = await Promise.all(Array.from({ length: 8 }, () => sendEvent(w.server.url, event)))
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200))
    expect(answers.filter((a) => a.body.outcome === "paid")).toHaveLength(1)
    const filter = w.su.filter("order = {:o} && kind = 'payment_receipt'", { o: order.id })
    expect(await w.su.collection("mail_outbox").getFullList({ filter })).toHaveLength(1)
    const events = await w.su
      .collection("payment_events")
      .getFullList({ filter: w.su.filter("event_id = {:e}", { e: event.id }) })
    expect(events).toHaveLength(1)
  })

  it("sends a payment's live events to its client and the studio only, without the Stripe ids", async () => {
    const order = await approvedOrder(w.client, w.admin)
    await checkout(w.client, order.id)
    const session = String((await paymentOf(w, order.id)).stripe_session)
    const [mine, others, studio] = await Promise.all([0, 1, 2].map(() => openRealtime(w.server.url)))
    try {
      const pairs = [
        [mine!, w.client],
        [others!, w.other],
        [studio!, w.admin],
      ] as const
      for (const [stream, account] of pairs) {
        expect(
          (
            await stream.subscribe(account.pb.authStore.token, [
              "payments/*",
              "payments/*?options=" + encodeURIComponent(JSON.stringify({ query: { expand: "order" } })),
            ])
          ).status,
        ).toBe(204)
      }
      await sendEvent(w.server.url, stripeEvent("checkout.session.completed", paidSession(session, order.id)))
      await mine!.waitFor((e) => e.name.startsWith("payments/") && e.data.includes('"paid"'))
      await studio!.waitFor((e) => e.name.startsWith("payments/") && e.data.includes(order.id))
      await sleep(300)
      expect(others!.events.some((e) => e.data.includes(order.id))).toBe(false)
      for (const e of [...mine!.events, ...studio!.events]) {
        for (const hidden of ["stripe_session", "stripe_payment_intent", "checkout_url"])
          expect(e.data).not.toContain(hidden)
      }
    } finally {
      for (const s of [mine, others, studio]) s?.close()
    }
  })
})
