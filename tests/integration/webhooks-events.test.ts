import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { manageToken } from "../support/booking-mail"
import { sendEvent, stripeEvent } from "../support/stripe"
import { poll } from "../support/wait"
import { type Receiver, type Received, startReceiver, verified } from "../support/webhook-receiver"
import { book, setClock, visitor } from "./booking-support"
import { paymentOf, paymentsWorld } from "./payments-support"
import { answerTestimonial, decideTestimonial, launchedReviewedOrder } from "./review-support"
import { cardPaidOrder } from "./trust-support"

// The five webhook events webhooks.test.ts does not make, each from the product's own path on the binary: a visitor
// books a call and cancels it by the e-mailed manage link, Stripe refunds a card payment (its signed event), the
// studio launches an order and publishes its testimonial. Each reaches an endpoint that answers 200 once, signed
// with its secret, and names the record it is about.

const w = paymentsWorld({
  admin: "Studio Admin",
  client: "Event Client",
  su: true,
  smtp: true,
  env: { BOOKING_TEST_CLOCK: "on", STUDIO_TIME_ZONE: "Europe/Berlin" },
})
let receiver: Receiver
let secret = ""
beforeAll(async () => {
  receiver = await startReceiver(0)
  const endpoint = await w.admin.pb.send<{ secret: string }>("/api/launchdesk/admin/webhooks", {
    method: "POST",
    body: {
      url: receiver.url,
      events: [
        "booking.created",
        "booking.cancelled",
        "payment.refunded",
        "launch.launched",
        "testimonial.published",
      ],
    },
    requestKey: null,
  })
  secret = endpoint.secret
})
afterAll(() => receiver.close())

interface EventData {
  object: Record<string, unknown>
  previous?: Record<string, unknown>
}

/** delivered waits for the one delivery of type about the record id, checks its signature and answers its data. */
async function delivered(type: string, id: string): Promise<EventData> {
  const about = (r: Received) =>
    r.type === type && (JSON.parse(r.raw) as { data: EventData }).data.object.id === id
  expect(await poll(async () => receiver.got.some(about), 20_000), `${type} for ${id}`).toBe(true)
  const got = receiver.got.filter(about)
  expect(got, `${type}: delivered once`).toHaveLength(1)
  expect(verified(got[0]!.raw, got[0]!.signature, secret), `${type}: signed with the endpoint's secret`).toBe(
    true,
  )
  return (JSON.parse(got[0]!.raw) as { data: EventData }).data
}

describe("every webhook event from the product's own paths", () => {
  it("a call booked, then cancelled by the visitor's manage link", async () => {
    await setClock(w.su, "2027-03-19T08:00:00Z")
    const email = "hook-visitor@brand.test"
    const answer = await book(w.server, visitor("2027-03-23T10:00:00Z", { email }))
    expect(answer.status).toBe(200)
    const id = String((answer.body as { id?: string }).id)
    expect((await delivered("booking.created", id)).object).toMatchObject({ id, status: "booked", email })
    const [mail] = await w.smtp.waitFor((m) => m.to.includes(email), 1)
    const res = await fetch(`${w.server.url}/api/launchdesk/booking/manage/${manageToken(mail!)}/cancel`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    })
    expect(res.status).toBe(200)
    expect(await delivered("booking.cancelled", id)).toMatchObject({
      object: { id, status: "cancelled" },
      previous: { status: "booked" },
    })
  })

  it("a card payment refunded in Stripe", async () => {
    const { order, paymentIntent } = await cardPaidOrder(w)
    const payment = await paymentOf(w, order.id)
    const charge = {
      id: `ch_${paymentIntent}`,
      object: "charge",
      payment_intent: paymentIntent,
      amount: 20000,
      amount_refunded: 20000,
      refunded: true,
    }
    expect((await sendEvent(w.server.url, stripeEvent("charge.refunded", charge))).status).toBe(200)
    expect(await delivered("payment.refunded", String(payment.id))).toMatchObject({
      object: { order: order.id, state: "refunded", refunded_cents: 20000 },
      previous: { state: "paid" },
    })
  })

  it("an order launched, and its testimonial published", async () => {
    const order = await launchedReviewedOrder(w.admin, w.client)
    const launch = await w.su
      .collection("launches")
      .getFirstListItem(w.su.filter("order = {:o}", { o: order.id }))
    expect((await delivered("launch.launched", launch.id)).object).toMatchObject({
      order: order.id,
      step: "launched",
    })
    await answerTestimonial(w.client.pb, order.id, {
      rating: 5,
      words: "Launched in two days, as promised.",
      show_words: true,
      show_store: true,
    })
    const row = await w.su
      .collection("testimonials")
      .getFirstListItem(w.su.filter("order = {:o}", { o: order.id }))
    await decideTestimonial(w.admin.pb, { id: row.id, answered_at: String(row.answered_at) }, "publish")
    expect(await delivered("testimonial.published", row.id)).toMatchObject({
      object: { order: order.id, state: "published", rating: 5 },
      previous: { state: row.state },
    })
  })
})
