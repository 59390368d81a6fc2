import { createHash } from "node:crypto"
import { afterAll, describe, expect, it } from "vitest"
import price from "../../pb_hooks/lib/price.json"
import { anonymous, uniqueEmail } from "../support/accounts"
import { type CapiEvent, startCapiReceiver } from "../support/meta-capi"
import { newOrder } from "../support/orders"
import { paidSession, sendEvent, stripeEvent } from "../support/stripe"
import { poll, sleep } from "../support/wait"
import { setClock, visitor } from "./booking-support"
import { approvedOrder, checkout, paymentOf, paymentsWorld } from "./payments-support"
import { adTouch, post, signUp } from "./touch-support"

// Conversion events to Meta (docs/funnel.md), against the real binary, stripe-mock and a local receiver standing in
// for Meta's Graph API that checks every request as Meta documents it: one Lead, one CompleteRegistration and one
// Purchase per person, deduplicated on a replay, delivered after a failure, and none for a browser with GPC.

const receiver = await startCapiReceiver()
afterAll(() => receiver.stop())
const w = paymentsWorld({
  admin: "Studio Admin",
  su: true,
  env: { ...receiver.env, BOOKING_TEST_CLOCK: "on" },
})
const NOW = "2027-03-19T08:00:00Z"

/** em is Meta's hashed e-mail: SHA-256 hex of the address trimmed and in lower case. */
const em = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("hex")
const eventsOf = (email: string) => receiver.accepted().filter((e) => e.user_data.em[0] === em(email))
const waitFor = (email: string, n: number) => poll(async () => eventsOf(email).length >= n)

/** signIn signs email in as a client account the support helpers take. */
async function signIn(email: string) {
  const pb = anonymous(w.server)
  const auth = await pb.collection("users").authWithPassword(email, "client-pass-1")
  return { id: auth.record.id, email, password: "client-pass-1", pb }
}

const book = (start: string, email: string, touch: object, headers: Record<string, string> = {}) =>
  post(
    w.server,
    "/api/launchdesk/booking",
    { ...visitor(start, { email }), first_touch: touch, last_touch: touch },
    headers,
  )

describe("one person from an Instagram ad", () => {
  it("is one Lead, one CompleteRegistration and one Purchase of the real price, with the browser's fbc", async () => {
    await setClock(w.su, NOW)
    const email = uniqueEmail("ivy")
    const fbc = `fb.1.${Date.now()}.IwAR-drop_1`
    const touch = adTouch(fbc)
    const booked = await book("2027-03-23T10:00:00Z", email, touch)
    expect(booked.status).toBe(200)
    expect((await book("2027-03-23T10:00:00Z", email, touch)).status).toBe(409) // the booking sent again
    expect(
      (await signUp(w.server, email.toUpperCase(), { first_touch: touch, last_touch: touch })).status,
    ).toBe(200)
    const client = await signIn(email)
    const order = await approvedOrder(client, w.admin)
    await checkout(client, order.id)
    const payment = await paymentOf(w, order.id)
    const paid = stripeEvent(
      "checkout.session.completed",
      paidSession(String(payment.stripe_session), order.id),
    )
    for (let i = 0; i < 2; i++) expect((await sendEvent(w.server.url, paid)).status).toBe(200) // and its replay
    await waitFor(email, 3)
    await sleep(1500) // nothing more arrives

    const events = eventsOf(email)
    expect(events.map((e) => e.event_name).sort()).toEqual(["CompleteRegistration", "Lead", "Purchase"])
    const byName = Object.fromEntries(events.map((e) => [e.event_name, e])) as Record<string, CapiEvent>
    expect(byName.Lead?.event_id).toBe(`lead-${String(booked.body.id)}`)
    expect(byName.CompleteRegistration?.event_id).toBe(`reg-${client.id}`)
    expect(byName.Purchase?.event_id).toBe(`purchase-${payment.id}`)
    expect(byName.Purchase?.custom_data).toEqual({ value: payment.amount_cents / 100, currency: "USD" })
    expect(byName.Purchase?.custom_data?.value).toBe(price.cents / 100)
    for (const e of events) expect(e.user_data).toEqual({ em: [em(email)], fbc })
    expect(receiver.requests.flatMap((r) => r.problems)).toEqual([])
    const queued = await w.su
      .collection("capi_events")
      .getFullList({ filter: `body.user_data.em ~ "${em(email)}"` })
    expect(queued.map((r) => r.state)).toEqual(["sent", "sent", "sent"])
  })

  it("is retried after the receiver fails once, and a transfer the studio marks paid is a Purchase too", async () => {
    const email = uniqueEmail("retry")
    receiver.failNext(1)
    expect((await signUp(w.server, email)).status).toBe(200)
    await waitFor(email, 1)
    const tries = receiver.requests.filter((r) => r.events[0]?.user_data.em[0] === em(email))
    expect(tries.map((r) => r.status)).toEqual([500, 200])
    expect(eventsOf(email)[0]?.user_data).toEqual({ em: [em(email)] }) // no fbc known: none sent
    const order = await approvedOrder(await signIn(email), w.admin)
    await w.admin.pb.send(`/api/launchdesk/orders/${order.id}/payment/mark-paid`, {
      method: "POST",
      body: { method: "bank_transfer", reference: "TR-1" },
    })
    await waitFor(email, 2)
    expect(eventsOf(email).map((e) => e.event_name)).toEqual(["CompleteRegistration", "Purchase"])
    const rows = await w.su
      .collection("capi_events")
      .getFullList({ filter: `event_id = "reg-${order.client}"` })
    expect(rows.map((r) => [r.state, r.attempts])).toEqual([["sent", 2]])
  })

  it("sends nothing for a browser with Global Privacy Control", async () => {
    await setClock(w.su, NOW)
    const email = uniqueEmail("private")
    const gpc = { "Sec-GPC": "1" }
    const touch = adTouch(`fb.1.${Date.now()}.IwAR-private`)
    expect((await book("2027-03-23T11:00:00Z", email, touch, gpc)).status).toBe(200)
    expect((await signUp(w.server, email, { first_touch: touch }, gpc)).status).toBe(200)
    const client = await signIn(email)
    const order = await newOrder(client)
    await w.admin.pb.collection("orders").update(order.id, { status: "in_progress" })
    await w.admin.pb.send(`/api/launchdesk/orders/${order.id}/payment/mark-paid`, {
      method: "POST",
      body: { method: "cash", reference: "" },
    })
    await sleep(2500)
    expect(eventsOf(email)).toEqual([])
    expect(
      await w.su.collection("capi_events").getFullList({ filter: `body.user_data.em ~ "${em(email)}"` }),
    ).toEqual([])
  })

  it("sends nothing for the studio's own account", () => {
    expect(eventsOf(w.admin.email)).toEqual([])
  })

  it("keeps its queue from clients and visitors", async () => {
    const client = await signIn((await w.su.collection("users").getFirstListItem('role = "client"')).email)
    await expect(client.pb.collection("capi_events").getList()).rejects.toMatchObject({ status: 403 })
    await expect(w.guest.collection("capi_events").getList()).rejects.toMatchObject({ status: 403 })
  })
})
